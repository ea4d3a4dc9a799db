import type { PostFieldValues } from "./post-fields";

/** Where the new-post dialog keeps what was typed, for this tab only (sessionStorage). */
const KEY = "techpulse:new-post-draft";

export type NewPostDraft = Pick<PostFieldValues, "title" | "slug" | "excerpt" | "content">;

/** What the dialog's form holds, worth keeping when anything was typed; else null. */
export function draftOf(form: HTMLFormElement): NewPostDraft | null {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "");
  const draft = {
    title: text("title"),
    slug: text("slug"),
    excerpt: text("excerpt"),
    content: text("content"),
  };
  // An empty editor still holds an empty paragraph.
  const typedContent = draft.content.replace(/<[^>]*>/g, "").trim() !== "";
  return draft.title.trim() || draft.excerpt.trim() || typedContent ? draft : null;
}

export function keepDraft(draft: NewPostDraft | null): void {
  try {
    if (draft) sessionStorage.setItem(KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage full or refused (private mode): the confirmation still protects the text.
  }
}

export function keptDraft(): NewPostDraft | null {
  try {
    const stored = sessionStorage.getItem(KEY);
    if (!stored) return null;
    const value = JSON.parse(stored) as Partial<NewPostDraft>;
    const text = (field: unknown) => (typeof field === "string" ? field : "");
    return {
      title: text(value.title),
      slug: text(value.slug),
      excerpt: text(value.excerpt),
      content: text(value.content),
    };
  } catch {
    return null;
  }
}
