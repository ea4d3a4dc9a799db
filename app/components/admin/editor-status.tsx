import { useEditorState, type Editor } from "@tiptap/react";
import { TriangleAlertIcon } from "~/components/icons/triangle-alert";
import { useEffect, useState } from "react";
import { formatCount } from "~/lib/format";
import { countWords, readingMinutes } from "~/lib/reading-time";
import { countImagesWithoutAlt } from "./missing-alt";

/** How long typing must pause before screen readers hear the new count. */
const ANNOUNCE_AFTER_MS = 2000;

function selectStatus({ editor }: { editor: Editor }) {
  const { doc } = editor.state;
  // Blocks separated like the server's htmlToText, so both count the same words.
  const words = countWords(doc.textBetween(0, doc.content.size, "\n", " "));
  return { words, missingAlt: countImagesWithoutAlt(doc) };
}

function describeLength(words: number): string {
  const wordText = `${formatCount(words)} ${words === 1 ? "word" : "words"}`;
  return `${wordText} · ${readingMinutes(words)} min read`;
}

/**
 * Word count and reading time under the editor (the public article's rule: readingMinutes), and
 * the warning about images without alt text above the text. The visible count follows every
 * keystroke; screen readers get it politely, once typing pauses, not on every word.
 */
export function EditorLength({ editor }: { editor: Editor }) {
  const { words } = useEditorState({ editor, selector: selectStatus });
  const text = describeLength(words);
  const [announced, setAnnounced] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(text), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <div className="flex justify-end border-t px-4 py-1.5 text-xs text-muted-foreground">
      <p aria-hidden="true" data-testid="editor-length">
        {text}
      </p>
      <p className="sr-only" aria-live="polite">
        {announced}
      </p>
    </div>
  );
}

export function MissingAltNotice({ editor }: { editor: Editor }) {
  const { missingAlt } = useEditorState({ editor, selector: selectStatus });
  return (
    <div role="status">
      {missingAlt > 0 ? (
        <p className="flex items-center gap-2 border-b bg-amber-100 px-3 py-1.5 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          <TriangleAlertIcon aria-hidden="true" className="size-4 shrink-0" />
          {missingAlt === 1
            ? "1 image has no alt text."
            : `${missingAlt} images have no alt text.`}{" "}
          Select it and choose Image details (or Gallery, for an image in a gallery) to describe it.
        </p>
      ) : null}
    </div>
  );
}
