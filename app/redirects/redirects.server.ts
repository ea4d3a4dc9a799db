import type { Db } from "~/db/connection.server";
import { DomainError } from "~/lib/domain-error";
import { redirectFormSchema, type RedirectFormInput } from "~/lib/schemas";
import { newId } from "~/platform/ids.server";
import { findLegacyRedirect } from "~/transfer/legacy-urls.server";
import { normalisePath } from "~/transfer/text";
import { oldAddressTarget } from "./old-addresses.server";
import type { RedirectImportReport, RedirectListing } from "./types";

/**
 * Redirects: the editors' own (from → to, 301 or 302, one at a time or from a CSV), the old
 * addresses of imported posts, and the listing and feed addresses WordPress and Ghost sites had.
 * All are asked only where a request would otherwise get the 404 page, so no other request pays
 * for them.
 */

export const REDIRECTS_PAGE_SIZE = 50;
/** A CSV of redirects: at most this many lines (a site moving in has a few thousand at most). */
export const REDIRECT_CSV_MAX_LINES = 10_000;

export class RedirectError extends DomainError {
  override name = "RedirectError";
  constructor(message: string, field?: keyof RedirectFormInput) {
    super("redirect-refused", message, 409, { field });
  }
}

/**
 * The key a path is kept and matched under: decoded, lower case, no trailing slash, and its
 * query as given (WordPress's `/?page_id=12`), so `/Old-Page/` and `/old-page` are one.
 */
export function redirectKeyOf(pathAndQuery: string): string {
  const queryAt = pathAndQuery.indexOf("?");
  const path = queryAt === -1 ? pathAndQuery : pathAndQuery.slice(0, queryAt);
  const query = queryAt === -1 ? "" : pathAndQuery.slice(queryAt + 1);
  return `${normalisePath(path)}${query ? `?${query}` : ""}`;
}

/**
 * Where a request that matched no page goes, or null for the 404 page: an editor's redirect
 * first (with its query, then without), then an imported post's old address, then the old
 * platforms' listing and feed addresses.
 */
export async function findRedirect(
  db: Db,
  url: URL,
): Promise<{ to: string; status: 301 | 302 } | null> {
  const path = redirectKeyOf(url.pathname);
  const keys = url.search ? [`${path}${url.search}`, path] : [path];
  const own = await db
    .selectFrom("redirects")
    .select(["from_path", "to_target", "status"])
    .where("from_path", "in", keys)
    .execute();
  const mine = keys.map((key) => own.find((row) => row.from_path === key)).find(Boolean);
  if (mine) return { to: mine.to_target, status: mine.status === 302 ? 302 : 301 };
  const moved = (await findLegacyRedirect(db, url)) ?? (await oldAddressTarget(db, url));
  return moved ? { to: moved, status: 301 } : null;
}

export async function listRedirects(
  db: Db,
  { query, page }: { query: string; page: number },
): Promise<RedirectListing> {
  // LIKE's wildcards are dropped rather than escaped: the engines escape differently.
  const search = query
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, "");
  let rows = db.selectFrom("redirects");
  if (search) {
    const like = `%${search}%`;
    rows = rows.where((eb) =>
      eb.or([
        eb("from_path", "like", eb.val(like)),
        eb(eb.fn("lower", ["to_target"]), "like", like),
      ]),
    );
  }
  const { total } = await rows
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  const found = await rows
    .select(["id", "from_path", "to_target", "status", "created_at"])
    .orderBy("from_path")
    .limit(REDIRECTS_PAGE_SIZE)
    .offset((page - 1) * REDIRECTS_PAGE_SIZE)
    .execute();
  const { imported } = await db
    .selectFrom("legacy_redirects")
    .select((eb) => eb.fn.countAll<number>().as("imported"))
    .executeTakeFirstOrThrow();
  return {
    redirects: found.map((row) => ({
      id: row.id,
      from: row.from_path,
      to: row.to_target,
      status: row.status === 302 ? 302 : 301,
      createdAt: row.created_at,
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / REDIRECTS_PAGE_SIZE)),
    importedAddresses: imported,
  };
}

/** Adds a redirect, or changes where an existing one (same old path) goes. */
export async function saveRedirect(
  db: Db,
  input: RedirectFormInput,
  by: string | null,
): Promise<"created" | "updated"> {
  const from = redirectKeyOf(input.from);
  if (redirectKeyOf(input.to) === from) {
    throw new RedirectError("A redirect cannot lead to its own address.", "to");
  }
  const existed = await db
    .selectFrom("redirects")
    .select("id")
    .where("from_path", "=", from)
    .executeTakeFirst();
  // Two saves of one path at once: the unique index makes the second an update.
  await db
    .insertInto("redirects")
    .values({
      id: newId(),
      from_path: from,
      to_target: input.to,
      status: input.status,
      created_by: by,
    })
    .onConflict((conflict) =>
      conflict.column("from_path").doUpdateSet({ to_target: input.to, status: input.status }),
    )
    .execute();
  return existed ? "updated" : "created";
}

/** Every redirect an editor made or imported, for the site export (oldest first). */
export async function exportedRedirects(db: Db): Promise<RedirectFormInput[]> {
  const rows = await db
    .selectFrom("redirects")
    .select(["from_path", "to_target", "status"])
    .orderBy("created_at")
    .orderBy("from_path")
    .execute();
  return rows.map((row) => ({ from: row.from_path, to: row.to_target, status: row.status }));
}

/**
 * Redirects from a site export: each one this site has no redirect for yet is added; one it has
 * is left as this site's editors set it (a re-import changes nothing).
 */
export async function importRedirects(
  db: Db,
  redirects: RedirectFormInput[],
): Promise<{ added: number; refused: number; firstReason: string | null }> {
  const result = { added: 0, refused: 0, firstReason: null as string | null };
  for (const redirect of redirects) {
    const taken = await db
      .selectFrom("redirects")
      .select("id")
      .where("from_path", "=", redirectKeyOf(redirect.from))
      .executeTakeFirst();
    if (taken) continue;
    try {
      await saveRedirect(db, redirect, null);
      result.added += 1;
    } catch (error) {
      if (!(error instanceof RedirectError)) throw error;
      result.refused += 1;
      result.firstReason ??= `${redirect.from}: ${error.message}`;
    }
  }
  return result;
}

export async function deleteRedirect(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("redirects").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Redirects from a CSV (`from,to` or `from,to,status`, an optional header line, quoted fields
 * as spreadsheets write them). Each line is checked as the form checks it; a refused line is
 * reported with its number and changes nothing, the others are saved.
 */
export async function importRedirectsCsv(
  db: Db,
  text: string,
  by: string | null,
): Promise<RedirectImportReport> {
  const report: RedirectImportReport = { created: 0, updated: 0, refusedCount: 0, refused: [] };
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  if (lines.length > REDIRECT_CSV_MAX_LINES) {
    throw new RedirectError(
      `The file has more than ${REDIRECT_CSV_MAX_LINES.toLocaleString("en-US")} lines; split it.`,
    );
  }
  for (const [index, line] of lines.entries()) {
    if (!line.trim()) continue;
    const fields = csvFields(line);
    if (index === 0 && /^\s*(from|source|old)/i.test(fields[0] ?? "")) continue;
    const parsed = redirectFormSchema.safeParse({
      from: fields[0] ?? "",
      to: fields[1] ?? "",
      status: fields[2]?.trim() || "301",
    });
    if (!parsed.success) {
      addRefusal(report, index + 1, parsed.error.issues[0]?.message ?? "Not a redirect.");
      continue;
    }
    try {
      report[await saveRedirect(db, parsed.data, by)] += 1;
    } catch (error) {
      if (!(error instanceof RedirectError)) throw error;
      addRefusal(report, index + 1, error.message);
    }
  }
  return report;
}

const MAX_REFUSALS_LISTED = 50;

function addRefusal(report: RedirectImportReport, line: number, message: string) {
  report.refusedCount += 1;
  if (report.refused.length < MAX_REFUSALS_LISTED) report.refused.push({ line, message });
}

/** One CSV line's fields: commas separate, double quotes quote, `""` is a quote. */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let at = 0; at < line.length; at += 1) {
    const char = line[at];
    if (quoted) {
      if (char === '"' && line[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === "," || char === ";" || char === "\t") {
      fields.push(field);
      field = "";
    } else {
      field += char;
    }
  }
  fields.push(field);
  return fields;
}
