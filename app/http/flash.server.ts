import { randomUUID } from "node:crypto";
import { createCookie } from "react-router";
import { getConfig } from "~/config.server";
import { CONTACT_TEXT } from "~/lib/constants";
import { ADMIN_TEXT } from "~/lib/staff-text";
import { AUTH_TEXT } from "~/lib/auth-text";
import type { Flash } from "~/lib/flash";
import { COMMENT_FLASH_TEXT, type CommentFlashKey } from "~/comments/comments-text";

/**
 * One-time messages carried across a redirect (e.g. "Signed in successfully!" on the home page).
 * The cookie holds only a key into this table, so a forged cookie can show nothing but our own
 * messages.
 */
const MESSAGES = {
  signedIn: { kind: "success", title: AUTH_TEXT.signInSuccess },
  signedOut: { kind: "success", title: AUTH_TEXT.signOutSuccess },
  emailVerified: { kind: "success", title: AUTH_TEXT.emailVerified },
  passwordReset: { kind: "success", title: AUTH_TEXT.resetDone },
  adminOnly: { kind: "error", title: AUTH_TEXT.adminOnly },
  notAllowed: { kind: "error", title: AUTH_TEXT.notAllowed },
  twoFactorRequired: { kind: "error", title: AUTH_TEXT.twoFactorRequired },
  sessionRevoked: { kind: "success", title: AUTH_TEXT.sessionRevoked },
  invitationAccepted: { kind: "success", title: AUTH_TEXT.invitationAccepted },
  postDeleted: { kind: "success", title: ADMIN_TEXT.postDeleted },
  // Written here, not in ADMIN_TEXT: that object is in public pages' JavaScript, this is not.
  contentApiKeyReplaced: {
    kind: "success",
    title: "Content API key replaced: clients using the old key are refused",
  },
  messageDeleted: { kind: "success", title: CONTACT_TEXT.messageDeleted },
  messageMarkedUnread: { kind: "success", title: CONTACT_TEXT.markedUnread },
  ...commentMessages(),
} as const satisfies Record<string, Omit<Flash, "id">>;

/** The comment forms' messages: a refusal is an error, the rest are successes. */
function commentMessages() {
  const successes = new Set<CommentFlashKey>([
    "commentPublished",
    "commentHeld",
    "commentEdited",
    "commentDeleted",
    "commentReported",
  ]);
  return Object.fromEntries(
    Object.entries(COMMENT_FLASH_TEXT).map(([key, title]) => [
      key,
      { kind: successes.has(key as CommentFlashKey) ? "success" : "error", title },
    ]),
  ) as Record<CommentFlashKey, Omit<Flash, "id">>;
}

export type FlashKey = keyof typeof MESSAGES;

const FLASH_COOKIE = "techpulse_flash";

function flashCookie() {
  return createCookie(FLASH_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: 60,
    secure: getConfig().publicOrigin.startsWith("https:"),
  });
}

/** A Set-Cookie header value that shows `key` on the next page. */
export function setFlash(key: FlashKey): Promise<string> {
  return flashCookie().serialize(key);
}

/**
 * What completes a message from what the server knows of the reader (never from the cookie):
 * a banned reader's message gets the reason the editors gave.
 */
export type FlashDetails = Partial<Record<FlashKey, () => Promise<string | null>>>;

/** The pending message, if any, and the header that clears it. */
export async function takeFlash(
  request: Request,
  details: FlashDetails = {},
): Promise<{ flash: Flash | null; clear: string | null }> {
  const header = request.headers.get("cookie");
  // Nearly every page has no message: no cookie object is made for it (every page's root reads).
  if (!header?.includes(`${FLASH_COOKIE}=`)) return { flash: null, clear: null };
  const cookie = flashCookie();
  const key: unknown = await cookie.parse(header);
  if (typeof key !== "string") return { flash: null, clear: null };
  const clear = await cookie.serialize("", { maxAge: 0 });
  if (!Object.hasOwn(MESSAGES, key)) return { flash: null, clear };
  const message: Omit<Flash, "id"> = MESSAGES[key as FlashKey];
  const detail = await details[key as FlashKey]?.();
  const title = detail ? `${message.title} ${detail}` : message.title;
  return { flash: { id: randomUUID(), ...message, title }, clear };
}
