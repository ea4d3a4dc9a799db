import { fieldErrors, postFormSchema, type FieldErrors, type PostFormInput } from "~/lib/schemas";

function text(form: FormData, key: string): string {
  const value = form.get(key);
  return typeof value === "string" ? value : "";
}

/** Reads the post form (dialog or edit page) with the shared schema. */
export function parsePostForm(
  form: FormData,
): { ok: true; input: PostFormInput; tags: string } | { ok: false; errors: FieldErrors } {
  const parsed = postFormSchema.safeParse({
    title: text(form, "title"),
    slug: text(form, "slug"),
    excerpt: text(form, "excerpt"),
    content: text(form, "content"),
    categoryId: text(form, "categoryId"),
    featuredImage: text(form, "featuredImage"),
    published: form.get("published") === "on",
  });
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  return { ok: true, input: parsed.data, tags: text(form, "tags").slice(0, 1000) };
}
