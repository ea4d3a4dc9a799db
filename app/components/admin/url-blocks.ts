import type { Editor } from "@tiptap/react";
import { embedFor } from "~/content/embed-url";
import type { BookmarkPreview } from "~/content/types";

export const BOOKMARK_PREVIEW_URL = "/admin-hub/bookmark-preview";

/** A web address alone (what "a URL pasted on its own line" is). */
export function isLoneWebAddress(text: string): boolean {
  return /^https?:\/\/[^\s<>"]+$/i.test(text.trim());
}

/**
 * What an address on its own line becomes: a player for the providers in embed-url.ts, a link
 * card (blockquote) for X posts and gists, else a bookmark card read on the server. The link
 * goes in at once; the card replaces it when the page has been read, and when anything fails
 * the plain link simply stays (`onFailure` says why).
 */
export function insertUrlBlock(
  editor: Editor,
  address: string,
  onFailure?: (message: string) => void,
): void {
  const url = address.trim();
  const target = embedFor(url);
  if (target?.kind === "frame") {
    editor.chain().focus().insertContent({ type: "videoEmbed", attrs: target }).run();
    return;
  }
  if (target?.kind === "card") {
    editor
      .chain()
      .focus()
      .insertContent({
        type: "blockquote",
        content: [
          {
            type: "paragraph",
            content: [
              {
                type: "text",
                text: target.label,
                marks: [{ type: "link", attrs: { href: target.url } }],
              },
            ],
          },
        ],
      })
      .run();
    return;
  }
  editor
    .chain()
    .focus()
    .insertContent({
      type: "paragraph",
      content: [{ type: "text", text: url, marks: [{ type: "link", attrs: { href: url } }] }],
    })
    .run();
  void fetchBookmarkPreview(url).then((answer) => {
    if (!answer.ok) {
      onFailure?.(answer.message);
      return;
    }
    replaceLinkParagraph(editor, url, answer.preview);
  });
}

type PreviewAnswer = { ok: true; preview: BookmarkPreview } | { ok: false; message: string };

async function fetchBookmarkPreview(url: string): Promise<PreviewAnswer> {
  const body = new FormData();
  body.set("url", url);
  try {
    const response = await fetch(BOOKMARK_PREVIEW_URL, { method: "POST", body });
    const answer = (await response.json()) as {
      ok?: boolean;
      preview?: BookmarkPreview;
      message?: unknown;
    };
    if (answer.ok === true && answer.preview) return { ok: true, preview: answer.preview };
    return {
      ok: false,
      message: typeof answer.message === "string" ? answer.message : "The page could not be read.",
    };
  } catch {
    return { ok: false, message: "The page could not be read (no connection)." };
  }
}

/** The paragraph that holds only the link to `url` (what insertUrlBlock put in) becomes the card. */
function replaceLinkParagraph(editor: Editor, url: string, preview: BookmarkPreview) {
  if (editor.isDestroyed) return;
  let found: { from: number; to: number } | null = null;
  editor.state.doc.descendants((node, pos) => {
    if (found || node.type.name !== "paragraph") return !found;
    const only = node.childCount === 1 ? node.firstChild : null;
    const linked = only?.marks.some((mark) => mark.type.name === "link" && mark.attrs.href === url);
    if (only?.isText && only.text === url && linked) found = { from: pos, to: pos + node.nodeSize };
    return false;
  });
  if (!found) return;
  editor
    .chain()
    .insertContentAt(found, { type: "bookmark", attrs: { ...preview, url } })
    .run();
}
