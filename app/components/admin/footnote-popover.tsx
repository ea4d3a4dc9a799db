import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { NodeSelection } from "@tiptap/pm/state";
import { useEffect, useState } from "react";
import { SuperscriptIcon } from "~/components/icons/superscript";
import { Button } from "~/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "~/components/ui/popover";
import { normalizeLinkHref } from "~/lib/editor-urls";
import { ToolbarButton } from "./toolbar-button";
import { useOpenRequest } from "./use-open-request";
import { useReturnToText } from "./use-return-to-text";

/**
 * Inserts a footnote at the caret and edits its note; with a footnote selected (click it, or
 * reach it with the arrow keys) the same button, or Enter, edits that one. The note is written
 * in a small editor of its own (bold, italic, links pasted or typed as addresses). A new
 * footnote left empty is removed again, so no empty note reaches the article.
 */
export function FootnotePopover({
  editor,
  disabled,
  openRequest = 0,
}: {
  editor: Editor;
  disabled: boolean;
  /** Opens the popover each time it changes to a new number above 0 (`/` menu, Enter). */
  openRequest?: number;
}) {
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<{ pos: number; note: string; isNew: boolean } | null>(null);
  const { returnToTextOnClose, onCloseAutoFocus } = useReturnToText(editor);
  const { openedFromText, closeAutoFocus } = useOpenRequest(editor, openRequest, () =>
    openFor(editor, setTarget, setOpen),
  );

  function finish(note: string | null) {
    if (target) {
      const node = editor.state.doc.nodeAt(target.pos);
      if (node?.type.name === "footnote") {
        const text = note ?? node.attrs.note;
        const range = { from: target.pos, to: target.pos + node.nodeSize };
        if (
          !String(text)
            .replace(/<[^>]*>/g, "")
            .trim() &&
          target.isNew
        ) {
          editor.chain().deleteRange(range).run();
        } else if (note !== null) {
          editor.chain().setNodeSelection(target.pos).updateAttributes("footnote", { note }).run();
          // The caret goes after the reference, ready to go on writing.
          editor.commands.setTextSelection(range.to);
        }
      }
    }
    setTarget(null);
  }

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) openFor(editor, setTarget, setOpen);
        else {
          finish(null);
          setOpen(false);
        }
      }}
    >
      <PopoverTrigger asChild>
        <ToolbarButton
          label="Footnote"
          icon={SuperscriptIcon}
          disabled={disabled}
          title="Insert a footnote, or edit the selected one"
        />
      </PopoverTrigger>
      <PopoverContent
        aria-label="Footnote"
        className="w-80"
        onCloseAutoFocus={(event) =>
          openedFromText ? closeAutoFocus(event) : onCloseAutoFocus(event)
        }
      >
        {target ? (
          <NoteForm
            initial={target.note}
            onDone={(note) => {
              finish(note);
              returnToTextOnClose();
              setOpen(false);
            }}
          />
        ) : null}
      </PopoverContent>
    </Popover>
  );
}

/** The selected footnote, or a new one inserted at the caret. */
function openFor(
  editor: Editor,
  setTarget: (target: { pos: number; note: string; isNew: boolean }) => void,
  setOpen: (open: boolean) => void,
) {
  const { selection } = editor.state;
  if (selection instanceof NodeSelection && selection.node.type.name === "footnote") {
    // One without a note was just put in (the `/` menu): left empty, it goes again.
    const note = String(selection.node.attrs.note ?? "");
    setTarget({ pos: selection.from, note, isNew: !note.trim() });
  } else {
    const pos = selection.to;
    editor
      .chain()
      .insertContentAt(pos, { type: "footnote", attrs: { note: "" } })
      .run();
    setTarget({ pos, note: "", isNew: true });
  }
  setOpen(true);
}

const NOTE_HINT_ID = "footnote-note-hint";

function NoteForm({ initial, onDone }: { initial: string; onDone: (note: string) => void }) {
  const [extensions] = useState(() => [
    StarterKit.configure({
      heading: false,
      bulletList: false,
      orderedList: false,
      listItem: false,
      listKeymap: false,
      blockquote: false,
      codeBlock: false,
      code: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      dropcursor: false,
      trailingNode: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        HTMLAttributes: { target: null, rel: null },
        isAllowedUri: (url) => normalizeLinkHref(url) !== null,
      },
    }),
  ]);
  const note = useEditor({
    immediatelyRender: false,
    extensions,
    content: initial ? `<p>${initial}</p>` : "",
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": "Footnote text",
        "aria-describedby": NOTE_HINT_ID,
        class:
          "min-h-20 rounded-md border bg-background px-3 py-2 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_a]:text-primary [&_a]:underline",
      },
      handleKeyDown: (_view, event) => {
        // Enter saves, as in a one-line field; Shift+Enter breaks the line.
        if (event.key !== "Enter" || event.shiftKey || event.isComposing) return false;
        event.preventDefault();
        done();
        return true;
      },
    },
  });

  useEffect(() => {
    note?.commands.focus("end");
  }, [note]);

  function done() {
    if (!note) return;
    // One paragraph per line written; the list item holds inline text, so lines become breaks.
    const html = note
      .getHTML()
      .replace(/<\/p><p>/g, "<br>")
      .replace(/^<p>|<\/p>$/g, "")
      .trim();
    onDone(html === "<br>" ? "" : html);
  }

  return (
    <div className="space-y-3">
      <p className="text-sm font-medium">Footnote text</p>
      {note ? <EditorContent editor={note} /> : null}
      <p id={NOTE_HINT_ID} className="text-xs text-muted-foreground">
        Enter saves, Escape goes back to the text. Addresses become links; Ctrl+B and Ctrl+I format.
      </p>
      <div className="flex justify-end">
        <Button type="button" size="sm" onClick={done}>
          Save footnote
        </Button>
      </div>
    </div>
  );
}
