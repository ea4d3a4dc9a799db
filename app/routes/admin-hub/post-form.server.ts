import { formText } from "~/lib/form-text";
import { fieldErrors, postFormSchema, type FieldErrors, type PostFormInput } from "~/lib/schemas";

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
