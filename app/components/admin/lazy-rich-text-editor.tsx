import { lazy, Suspense, useEffect, useRef } from "react";
import { RichTextTextarea, type EarlyField, type RichTextEditorProps } from "./rich-text-textarea";

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
  // What is typed into the plain field while the code loads, and whether the caret is there:
  // the editor takes both over, so no keystroke is lost when it replaces the field.
  const early = useRef<EarlyField>({ element: null, focused: false });
  return (
    <Suspense
      fallback={
        <RichTextTextarea
          {...props}
          ref={(element) => {
            if (element) early.current.element = element;
          }}
          onFocusChange={(focused) => {
            early.current.focused = focused;
          }}
        />
      }
    >
      <RichTextEditor {...props} earlyField={early} />
    </Suspense>
  );
}
