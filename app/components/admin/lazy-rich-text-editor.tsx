import { lazy, Suspense } from "react";
import { RichTextTextarea, type RichTextEditorProps } from "./rich-text-textarea";

const RichTextEditor = lazy(async () => ({
  default: (await import("./rich-text-editor")).RichTextEditor,
}));

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
