import { z } from "~/lib/zod";
import { CATEGORY_COLORS, CATEGORY_ICON_NAMES } from "./category-style";
import { isSitePath, normalizedSitePath } from "./site-path";
import {
  NAME_MAX_LENGTH,
  NEWSLETTER_HONEYPOT,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "./constants";
import {
  READER_ROLE,
  BULK_TEXT,
  BULK_TEXT_LIMIT,
  SCHEDULE_TEXT,
  SEO_LIMITS,
  SEO_TEXT,
  STAFF_ROLES,
} from "./staff-text";

/** Form schemas shared by the browser (inline errors) and the server (authoritative). */

export const emailSchema = z
  .string({ error: "Please enter your email address." })
  .trim()
  .min(1, "Please enter your email address.")
  .max(254, "That email address is too long.")
  .pipe(z.email({ error: "Please enter a valid email address." }));

export const newsletterSchema = z.object({
  email: emailSchema,
  [NEWSLETTER_HONEYPOT]: z.string().max(500).optional().default(""),
});

/** Confirmation and unsubscribe links carry one opaque token. */
export const newsletterTokenSchema = z.object({
  token: z.string().trim().min(1).max(200),
});

export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Please enter your name.")
    .max(120, "Please keep your name under 120 characters."),
  email: emailSchema,
  subject: z
    .string()
    .trim()
    .min(1, "Please enter a subject.")
    .max(200, "Please keep the subject under 200 characters."),
  message: z
    .string()
    .trim()
    .min(1, "Please enter a message.")
    .max(5000, "Please keep your message under 5,000 characters."),
});

export const passwordSchema = z
  .string({ error: "Please enter a password." })
  .min(1, "Please enter a password.")
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

export const fullNameSchema = z
  .string({ error: "Please enter your full name." })
  .trim()
  .min(1, "Please enter your full name.")
  .max(NAME_MAX_LENGTH, `Please keep your name under ${NAME_MAX_LENGTH} characters.`);

export const signInSchema = z.object({
  email: emailSchema,
  // Only presence is checked: the length rules apply to new passwords.
  password: z
    .string({ error: "Please enter your password." })
    .min(1, "Please enter your password.")
    .max(PASSWORD_MAX_LENGTH, "Invalid email or password."),
});

export const signUpSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  password: passwordSchema,
});

export const emailOnlySchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z
  .object({
    token: z.string().trim().min(1, "The reset link is incomplete.").max(200),
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "The passwords do not match.",
  });

export const displayNameSchema = z.object({ fullName: fullNameSchema });

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, "Please enter your current password.")
      .max(PASSWORD_MAX_LENGTH),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "The passwords do not match.",
  });

export const invitationSchema = z.object({
  email: emailSchema,
  role: z.enum(STAFF_ROLES, { error: "Please choose a role." }),
});

export const memberRoleSchema = z.object({
  userId: z.string().min(1).max(100),
  role: z.enum([READER_ROLE, ...STAFF_ROLES], { error: "Please choose a role." }),
});

/** The invited person's new account: the address comes from the invitation. */
export const invitedAccountSchema = z
  .object({
    fullName: fullNameSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "The passwords do not match.",
  });

/** Six digits from an authenticator app, or a recovery code (letters, digits, a dash). */
export const secondFactorSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, "Please enter the code.")
    .max(40, "That code is not valid.")
    .regex(/^[A-Za-z0-9-]+$/, "That code is not valid."),
});

export type FieldErrors = Record<string, string>;

/** First error message per field, for showing next to the field. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A slug as the site uses it: lowercase words joined by single hyphens. */
export const slugSchema = z
  .string({ error: "Please enter a slug." })
  .trim()
  .min(1, "Please enter a slug.")
  .max(200, "Please keep the slug under 200 characters.")
  .regex(
    /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/,
    "Use lowercase letters, digits and single hyphens, with no hyphen at either end.",
  );

/** An image address: a site path (/media/…) or an http(s) URL. */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(2000, "That image address is too long.")
  .refine(
    (value) => value === "" || isSitePath(value) || /^https?:\/\/[^\s\\]+$/i.test(value),
    "Use an address starting with https:// or a site path such as /media/….",
  );

/** A post's search and social fields: each optional, "" meaning the post's own value. */
const postSeoShape = {
  metaTitle: z.string().trim().max(SEO_LIMITS.metaTitle.max, SEO_TEXT.metaTitleTooLong).default(""),
  metaDescription: z
    .string()
    .trim()
    .max(SEO_LIMITS.metaDescription.max, SEO_TEXT.metaDescriptionTooLong)
    .default(""),
  socialImage: imageUrlSchema.default(""),
  canonicalUrl: z
    .string()
    .trim()
    .max(2000, SEO_TEXT.canonicalInvalid)
    .refine(
      (value) => value === "" || /^https?:\/\/[^\s/\\]+(?:\/[^\s\\]*)?$/i.test(value),
      SEO_TEXT.canonicalInvalid,
    )
    .default(""),
  noindex: z.boolean().default(false),
};

/** The search and social fields alone (exports carry them). */
export const postSeoSchema = z.object(postSeoShape);

/** The new-post / edit-post form (SPEC §5: title, slug and content required). */
/** The form field the post form reads the byline from, once per author, in order. */
export const AUTHOR_IDS_FIELD = "authorIds";
/** Says the form carries a byline at all, so an emptied one is told from one left out. */
export const AUTHORS_LISTED_FIELD = "authorsListed";

/** The post settings' "close comments" box (issue 39). */
export const COMMENTS_CLOSED_FIELD = "commentsClosed";
/** Says the form carries the box at all, so an unchecked box is told from one left out. */
export const COMMENTS_LISTED_FIELD = "commentsListed";

/** A post's byline as the edit form sends it: ids, first author first (`AuthorsField`). */
export const postAuthorIdsSchema = z.array(z.string().trim().min(1).max(100)).max(20);

export const postFormSchema = z.object({
  title: z
    .string({ error: "Please enter a title." })
    .trim()
    .min(1, "Please enter a title.")
    .max(200, "Please keep the title under 200 characters."),
  slug: slugSchema,
  excerpt: z.string().trim().max(500, "Please keep the excerpt under 500 characters.").default(""),
  content: z
    .string({ error: "Please write the article." })
    .max(500_000, "The article is too long.")
    .refine((html) => html.replace(/<[^>]*>/g, "").trim().length > 0, "Please write the article."),
  categoryId: z.string().trim().max(100).default(""),
  featuredImage: imageUrlSchema.default(""),
  published: z.boolean().default(true),
  ...postSeoShape,
});

export type PostFormInput = z.infer<typeof postFormSchema>;
export type PostSeoInput = Pick<PostFormInput, keyof typeof postSeoShape>;
/** What the domain writes: the form's fields; search and social ones left out stay as they are. */
export type PostWriteInput = Omit<PostFormInput, keyof PostSeoInput> & Partial<PostSeoInput>;

/**
 * The editor's "Schedule" form. The browser turns the editor's local date and time into an
 * instant with its offset (`scheduledAt`), so the server never guesses a time zone.
 */
export const scheduleFormSchema = z.object({
  scheduledAt: z.iso.datetime({ offset: true, error: SCHEDULE_TEXT.chooseTime }),
  emailSubscribers: z.boolean().default(false),
});

/** What the open editor autosaves: the text fields only (nothing else is kept in a revision). */
export const autosaveSchema = postFormSchema.pick({ title: true, excerpt: true }).extend({
  // An autosave may be incomplete (an empty body while typing); only its size is bounded.
  content: z.string().max(500_000, "The article is too long."),
  title: z.string().trim().max(200, "Please keep the title under 200 characters."),
});

/**
 * The confirmation every request that emails subscribers carries (`confirmSend`): the number of
 * confirmed subscribers the dialog showed ("Send to 1,234 confirmed subscribers?"). A request
 * without it (one click, a forged or replayed form) sends nothing; the newsletter domain
 * refuses a number the list no longer has. (The route answers NEWSLETTER_TEXT's
 * `sendNeedsConfirmation`; the message stays out of this module, which public pages load.)
 */
export const sendConfirmationSchema = z
  .string()
  .trim()
  .regex(/^[1-9][0-9]{0,8}$/)
  .transform(Number);

export const BULK_POST_ACTIONS = ["publish", "unpublish", "delete"] as const;
export type BulkPostAction = (typeof BULK_POST_ACTIONS)[number];

/** The posts list's bulk form: an action and the checked posts (at most one page's worth). */
export const bulkPostsSchema = z.object({
  bulkAction: z.enum(BULK_POST_ACTIONS, { error: BULK_TEXT.unknownAction }),
  postIds: z
    .array(z.string().trim().min(1).max(100))
    .min(1, BULK_TEXT.noneSelected)
    .max(BULK_TEXT_LIMIT, BULK_TEXT.tooMany)
    .transform((ids) => [...new Set(ids)]),
});

export const categoryFormSchema = z.object({
  name: z
    .string({ error: "Please enter a name." })
    .trim()
    .min(1, "Please enter a name.")
    .max(60, "Please keep the name under 60 characters."),
  slug: slugSchema,
  description: z.string().trim().max(300, "Please keep the description under 300 characters."),
  icon: z.enum(CATEGORY_ICON_NAMES, { error: "Choose one of the icons." }),
  color: z.enum(CATEGORY_COLORS, { error: "Choose one of the colours." }),
});

export type CategoryFormInput = z.infer<typeof categoryFormSchema>;

/** The answers a redirect may give: moved for good, or for now. */
export const REDIRECT_STATUSES = [301, 302] as const;
export const REDIRECT_PATH_MAX = 500;
export const REDIRECT_TARGET_MAX = 2000;

/**
 * An editor's redirect: an old path on this site (a query such as `?page_id=12` may be part of
 * it) to a path here or an http(s) address elsewhere.
 */
export const redirectFormSchema = z.object({
  from: z
    .string({ error: "Please enter the old path." })
    .trim()
    .min(1, "Please enter the old path.")
    .max(REDIRECT_PATH_MAX, `Please keep the old path under ${REDIRECT_PATH_MAX} characters.`)
    .refine(
      (value) => value !== "/" && normalizedSitePath(value) !== null && !value.includes("#"),
      "The old path starts with / and is a path on this site, such as /old-page/.",
    ),
  to: z
    .string({ error: "Please enter where it goes." })
    .trim()
    .min(1, "Please enter where it goes.")
    .max(REDIRECT_TARGET_MAX, `Please keep the address under ${REDIRECT_TARGET_MAX} characters.`)
    .refine(
      (value) => normalizedSitePath(value) !== null || /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(value),
      "Where it goes is a path on this site (/about) or an address starting with https://.",
    ),
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(301), z.literal(302)], { error: "Choose permanent or temporary." })),
});

export type RedirectFormInput = z.infer<typeof redirectFormSchema>;

/** The bookmark card's address (admin-bookmark-preview): a web page, http(s) only. */
export const bookmarkAddressSchema = z.object({
  url: z
    .string()
    .trim()
    .max(2000, "That address is too long.")
    .refine((value) => /^https?:\/\/[^\s/]+/i.test(value), "Enter a web address (https://…)."),
});
