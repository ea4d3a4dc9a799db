/**
 * What a comment may be and how the screening treats it (issue 39): the one home of these
 * figures, read by the forms, the domain and the tests alike. No zod here: the article page's
 * JavaScript imports this module.
 */
export const COMMENT_MAX_LENGTH = 5000;
/** Threads an article page shows at once; "Show more" pages on by keyset. */
export const COMMENTS_PAGE_SIZE = 50;
/** Readers whose reports hide a comment until a moderator reviews it. */
export const REPORTS_TO_HIDE = 3;
/** Comments per account and per address in the window before the rest are held. */
export const COMMENT_RATE_LIMIT = { count: 5, windowMinutes: 10 } as const;
/** More links than this hold a comment. */
export const COMMENT_MAX_LINKS = 2;
/** An account younger than this has its comments held. */
export const NEW_ACCOUNT_MINUTES = 10;
/** The form field bots fill and people never see. */
export const COMMENT_HONEYPOT_FIELD = "website";
export const REPORT_REASON_MAX_LENGTH = 500;
export const BAN_REASON_MAX_LENGTH = 500;

export const COMMENT_ORDERS = ["newest", "oldest"] as const;
export type CommentOrder = (typeof COMMENT_ORDERS)[number];
