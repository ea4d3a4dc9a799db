import type { Editor } from "@tiptap/react";
import { ImagePlusIcon } from "~/components/icons/image-plus";
import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { AltAndCaptionFields } from "./alt-and-caption-fields";
import { selectedImage, updateSelectedImage } from "./editor-commands";
import { ToolbarFormPopover } from "./toolbar-form-popover";

/**
 * Alt text and caption of the selected image (click an image to select it). This is where the
 * "no alt text" warning is resolved.
 */
export function ImageDetailsPopover({
  editor,
  disabled,
  openRequest = 0,
}: {
  editor: Editor;
  disabled: boolean;
  /** Opens the popover each time it changes to a new number above 0 (an image just uploaded). */
  openRequest?: number;
}) {
  return (
    <ToolbarFormPopover
      editor={editor}
      disabled={disabled}
      openRequest={openRequest}
      label="Image details"
      icon={ImagePlusIcon}
      title="Alt text and caption of the selected image"
    >
      {(done) => <ImageDetailsForm editor={editor} onDone={done} />}
    </ToolbarFormPopover>
  );
}

function ImageDetailsForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
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
      <AltAndCaptionFields
        alt={alt}
        caption={caption}
        onAltChange={setAlt}
        onCaptionChange={setCaption}
        focusAlt
      />
      <div className="flex justify-end">
        <Button type="submit" size="sm">
          Save image details
        </Button>
      </div>
    </form>
  );
}
