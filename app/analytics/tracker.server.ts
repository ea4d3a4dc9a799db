import type { AuthService } from "~/auth/service.server";
import type { Db } from "~/db/connection.server";
import { getSiteSettings } from "~/settings/settings.server";
import { classifyHit, type HitRequest, type HitVerdict } from "./classify.server";
import type { AnalyticsCollector } from "./collector.server";
import type { ClassifiedHit } from "./types";
import { DailySalts, dayOf, visitorHash } from "./visitor.server";

export interface PageViewRequest extends HitRequest {
  /** The client's address (the socket's, or the trusted proxies'): hashed, never kept. */
  address: string;
  /** The request said `DNT: 1` or `Sec-GPC: 1`. */
  doNotTrack: boolean;
  /** The request's cookies: a signed-in member of staff is not counted. */
  cookie: string | undefined;
}

/** Why a page view was or was not counted. */
export type TrackOutcome = "counted" | "bot" | "staff" | "do-not-track" | "limited";

export interface PageViewTracker {
  /** The hit, or why it is not one (a bad address, a bot); synchronous, for the answer. */
  classify(request: HitRequest): HitVerdict;
  /** Counts a classified hit unless its reader is staff or asked not to be tracked. */
  count(hit: ClassifiedHit, request: PageViewRequest, now?: number): Promise<TrackOutcome>;
}

/**
 * Decides which page views count and hands them to the collector: not bots, not signed-in
 * staff (editors, authors, administrators), not readers who sent Do Not Track or Global Privacy
 * Control while the setting says to respect them (the default). The visitor is the day's hash.
 */
export function createPageViewTracker(options: {
  db: Db;
  auth: Pick<AuthService, "getSessionUser" | "staffRole">;
  collector: AnalyticsCollector;
}): PageViewTracker {
  const salts = new DailySalts(options.db);
  const staffByCookie = new Map<string, { staff: Promise<boolean>; until: number }>();
  /** Whether the cookie's session is staff's, asked once a minute per cookie (a few readers). */
  const staffSession = (cookie: string, now: number): Promise<boolean> => {
    const known = staffByCookie.get(cookie);
    if (known && known.until > now) return known.staff;
    if (staffByCookie.size >= STAFF_SESSIONS_KEPT) staffByCookie.clear();
    const staff = isStaff(options.auth, cookie);
    staffByCookie.set(cookie, { staff, until: now + STAFF_SESSION_MS });
    staff.catch(() => staffByCookie.delete(cookie));
    return staff;
  };
  return {
    classify: classifyHit,
    async count(hit, request, now = Date.now()) {
      if (request.doNotTrack && (await getSiteSettings(options.db)).respectDoNotTrack) {
        return "do-not-track";
      }
      if (request.cookie && (await staffSession(request.cookie, now))) return "staff";
      const salt = await salts.saltFor(dayOf(now));
      const visitor = visitorHash(salt, request.siteHost, request.address, request.userAgent ?? "");
      return options.collector.record(hit, visitor, now) ? "counted" : "limited";
    },
  };
}

const STAFF_SESSIONS_KEPT = 1_000;
const STAFF_SESSION_MS = 60_000;

async function isStaff(
  auth: Pick<AuthService, "getSessionUser" | "staffRole">,
  cookie: string,
): Promise<boolean> {
  const user = await auth.getSessionUser(
    new Request("http://analytics.invalid/", { headers: { cookie } }),
  );
  return user !== null && (await auth.staffRole(user.id)) !== null;
}
