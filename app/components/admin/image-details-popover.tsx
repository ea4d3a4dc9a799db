import type { Editor } from "@tiptap/react";
import { ImagePlusIcon } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Popover, PopoverContent, PopoverTrigger } from "~/components/ui/popover";
import { ALT_TEXT_HINT, ALT_TEXT_MAX_LENGTH } from "./alt-text";
import { selectedImage, updateSelectedImage } from "./editor-commands";
import { ToolbarButton } from "./toolbar-button";
import { useReturnToText } from "./use-return-to-text";

/**
 * Alt text and caption of the selected image (click an image to select it). This is where the
 * "no alt text" warning is resolved.
 */
export function ImageDetailsPopover({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const { returnToTextOnClose, onCloseAutoFocus } = useReturnToText(editor);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <ToolbarButton
          label="Image details"
          icon={ImagePlusIcon}
          disabled={disabled}
          title="Alt text and caption of the selected image"
        />
      </PopoverTrigger>
      <PopoverContent aria-label="Image details" onCloseAutoFocus={onCloseAutoFocus}>
        {/* Mounted only while open, so each opening starts from the selected image. */}
        <ImageDetailsForm
          editor={editor}
          onDone={() => {
            returnToTextOnClose();
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}

function ImageDetailsForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const fieldId = useId();
  const [initial] = useState(() => selectedImage(editor));
  const [alt, setAlt] = useState(initial?.alt ?? "");
  const [caption, setCaption] = useState(initial?.caption ?? "");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The popover is portalled, but React still bubbles its submit to the article form.
    event.stopPropagation();
    if (initial) {
      editor.commands.setNodeSelection(initial.pos);
      updateSelectedImage(editor, alt.trim(), caption);
    }
    onDone();
  }

  if (!initial) return <p className="text-sm">Select an image first.</p>;
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <div className="space-y-2">
        <Label htmlFor={`${fieldId}-alt`}>Alt text</Label>
        <Input
          id={`${fieldId}-alt`}
          autoFocus
          value={alt}
          maxLength={ALT_TEXT_MAX_LENGTH}
          onChange={(event) => setAlt(event.target.value)}
          aria-describedby={`${fieldId}-alt-hint`}
        />
        <p id={`${fieldId}-alt-hint`} className="text-xs text-muted-foreground">
          {ALT_TEXT_HINT}
        </p>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${fieldId}-caption`}>Caption (optional)</Label>
        <Input
          id={`${fieldId}-caption`}
          value={caption}
          onChange={(event) => setCaption(event.target.value)}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" size="sm">
          Save image details
        </Button>
      </div>
    </form>
  );
}
