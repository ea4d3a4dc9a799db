import { lazy, Suspense, useEffect } from "react";
import { RichTextTextarea, type RichTextEditorProps } from "./rich-text-textarea";

const loadEditor = () => import("./rich-text-editor");

const RichTextEditor = lazy(async () => ({ default: (await loadEditor()).RichTextEditor }));

/**
 * Fetches the editor's code once the page is up, for a page where it may be needed in a moment
 * (the posts list's "New Post" dialog), so opening the dialog does not wait for it.
 */
export function usePreloadedRichTextEditor(): void {
  useEffect(() => {
    void loadEditor();
  }, []);
}

/**
 * The rich text editor, loaded when a post form first renders. TipTap and ProseMirror are most of
 * the admin's JavaScript, and on the server they took ~180 ms of every start before the first
 * reader was served (decision 0020). Until the code is there the field is the editor's own
 * plain textarea; a page rendered on the server with the editor already loaded hydrates as is.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<RichTextTextarea {...props} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
