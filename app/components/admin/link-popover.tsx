import { posToDOMRect, type Editor } from "@tiptap/react";
import { LinkIcon } from "~/components/icons/link";
import { Link2OffIcon } from "~/components/icons/link-2-off";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from "~/components/ui/popover";
import { normalizeLinkHref } from "~/lib/editor-urls";
import { applyLink, linkNeedsText, removeLink } from "./editor-commands";
import { ToolbarButton } from "./toolbar-button";
import { useReturnToText } from "./use-return-to-text";

const INVALID_LINK =
  "Enter a web address (https://…), an email address, or a path on this site such as /about.";

/**
 * Set, edit or remove the link at the caret. Opened from the toolbar, or from the text with
 * Mod+K (the editor owns the open state so its shortcut can open it). Focus goes to the URL field
 * when it opens and back into the text after a change (see useReturnToText).
 */
export function LinkPopover({
  editor,
  active,
  openedFrom,
  onOpenChange,
  disabled,
}: {
  editor: Editor;
  /** Whether the caret is inside a link (from the toolbar's editor state). */
  active: boolean;
  /** Null while closed. Opened from the text, it sits at the selection and returns there. */
  openedFrom: "toolbar" | "text" | null;
  onOpenChange: (open: boolean) => void;
  disabled?: boolean;
}) {
  const { returnToTextOnClose, onCloseAutoFocus } = useReturnToText(editor);
  // A virtual anchor: in a long article the toolbar may be far off screen when Mod+K is pressed.
  const selection = useRef({
    getBoundingClientRect: () =>
      posToDOMRect(editor.view, editor.state.selection.from, editor.state.selection.to),
  });

  function closeAfterChange() {
    returnToTextOnClose();
    onOpenChange(false);
  }

  return (
    <Popover open={openedFrom !== null} onOpenChange={onOpenChange}>
      {openedFrom === "text" ? <PopoverAnchor virtualRef={selection} /> : null}
      <PopoverTrigger asChild>
        <ToolbarButton
          label={active ? "Edit link" : "Link"}
          icon={LinkIcon}
          shortcut="Mod+K"
          disabled={disabled}
          className={active ? "bg-primary/12 text-primary" : undefined}
        />
      </PopoverTrigger>
      <PopoverContent
        aria-label={active ? "Edit link" : "Add link"}
        onOpenAutoFocus={() => {
          // Escape should also lead back to the text it was opened from.
          if (openedFrom === "text") returnToTextOnClose();
        }}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {/* Mounted only while open, so each opening starts from the link at the caret. */}
        <LinkForm editor={editor} active={active} onDone={closeAfterChange} />
      </PopoverContent>
    </Popover>
  );
}

function LinkForm({
  editor,
  active,
  onDone,
}: {
  editor: Editor;
  active: boolean;
  onDone: () => void;
}) {
  const [href, setHref] = useState(() => String(editor.getAttributes("link").href ?? ""));
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  // Decided once per opening: with nothing selected, a new link needs text of its own.
  const [needsText] = useState(() => linkNeedsText(editor));

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The popover is portalled, but React still bubbles its submit to the article form.
    event.stopPropagation();
    const normalized = normalizeLinkHref(href);
    if (!normalized) {
      setError(INVALID_LINK);
      return;
    }
    applyLink(editor, normalized, text);
    onDone();
  }

  function remove() {
    removeLink(editor);
    onDone();
  }

  return (
    <form noValidate onSubmit={apply} className="space-y-3">
      <FormField label="URL" name="href" error={error ?? undefined}>
        <Input
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://example.com"
          value={href}
          onChange={(event) => {
            setHref(event.target.value);
            setError(null);
          }}
        />
      </FormField>
      {needsText ? (
        <FormField label="Text to display" name="text" error={undefined} required={false}>
          <Input
            placeholder="Defaults to the URL"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </FormField>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {active ? (
          <Button type="button" variant="ghost" size="sm" onClick={remove}>
            <Link2OffIcon aria-hidden="true" />
            Remove link
          </Button>
        ) : null}
        <Button type="submit" size="sm">
          {active ? "Update link" : "Add link"}
        </Button>
      </div>
    </form>
  );
}
