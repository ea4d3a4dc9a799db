import { formText } from "~/lib/form-text";
import {
  AUTHOR_IDS_FIELD,
  AUTHORS_LISTED_FIELD,
  COMMENTS_CLOSED_FIELD,
  COMMENTS_LISTED_FIELD,
  fieldErrors,
  postAuthorIdsSchema,
  postFormSchema,
  sendConfirmationSchema,
  type FieldErrors,
  type PostFormInput,
} from "~/lib/schemas";

/**
 * The number of subscribers the admin confirmed emailing (`confirmSend`), or null when the form
 * does not carry a valid one: the caller refuses the request and sends nothing.
 */
export function sendConfirmationOf(form: FormData): number | null {
  const parsed = sendConfirmationSchema.safeParse(formText(form, "confirmSend"));
  return parsed.success ? parsed.data : null;
}

/** Reads the post form (dialog or edit page) with the shared schema. */
export function parsePostForm(
  form: FormData,
): { ok: true; input: PostFormInput; tags: string } | { ok: false; errors: FieldErrors } {
  const parsed = postFormSchema.safeParse({
    title: formText(form, "title"),
    slug: formText(form, "slug"),
    excerpt: formText(form, "excerpt"),
    content: formText(form, "content"),
    categoryId: formText(form, "categoryId"),
    featuredImage: formText(form, "featuredImage"),
    published: form.get("published") === "on",
    metaTitle: formText(form, "metaTitle"),
    metaDescription: formText(form, "metaDescription"),
    socialImage: formText(form, "socialImage"),
    canonicalUrl: formText(form, "canonicalUrl"),
    noindex: form.get("noindex") === "on",
  });
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  return { ok: true, input: parsed.data, tags: formText(form, "tags").slice(0, 1000) };
}

/**
 * The byline the edit form sends (`AuthorsField`), first author first; null when the form
 * carries none (the new-post dialog, a role that may not change authors). Checked against the
 * database by `postAuthorsProblem`.
 */
export function postAuthorIdsOf(form: FormData): string[] | null | "invalid" {
  if (form.get(AUTHORS_LISTED_FIELD) === null) return null;
  const parsed = postAuthorIdsSchema.safeParse(form.getAll(AUTHOR_IDS_FIELD));
  return parsed.success ? parsed.data : "invalid";
}

/**
 * Whether the edit form closes the article's comments; undefined when the form does not carry
 * the box (the new-post dialog), so the stored choice stays.
 */
export function commentsClosedOf(form: FormData): boolean | undefined {
  if (form.get(COMMENTS_LISTED_FIELD) === null) return undefined;
  return form.get(COMMENTS_CLOSED_FIELD) === "on";
}
