import type { Editor } from "@tiptap/react";
import { SquarePlayIcon } from "~/components/icons/square-play";
import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "~/components/ui/popover";
import { videoEmbedUrlFor } from "~/content/embed-url";
import { insertVideoEmbed } from "./editor-commands";
import { ToolbarButton } from "./toolbar-button";
import { useOpenRequest } from "./use-open-request";
import { useReturnToText } from "./use-return-to-text";

const NOT_ALLOWED =
  "Only YouTube and Vimeo videos can be embedded. Paste the video's address, e.g. https://www.youtube.com/watch?v=… or https://vimeo.com/….";
const DEFAULT_TITLE = "Video";

/** Embeds a YouTube or Vimeo video from its address; any other address is refused. */
export function VideoEmbedPopover({
  editor,
  disabled,
  openRequest = 0,
}: {
  editor: Editor;
  disabled: boolean;
  /** Opens the popover each time it changes to a new number above 0 (the `/` menu's Embed). */
  openRequest?: number;
}) {
  const [open, setOpen] = useState(false);
  const { returnToTextOnClose, onCloseAutoFocus } = useReturnToText(editor);
  const { openedFromText, closeAutoFocus } = useOpenRequest(editor, openRequest, () =>
    setOpen(true),
  );
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <ToolbarButton label="Embed video" icon={SquarePlayIcon} disabled={disabled} />
      </PopoverTrigger>
      <PopoverContent
        aria-label="Embed video"
        onCloseAutoFocus={(event) =>
          openedFromText ? closeAutoFocus(event) : onCloseAutoFocus(event)
        }
      >
        <VideoEmbedForm
          onInsert={(src, title) => {
            insertVideoEmbed(editor, src, title);
            returnToTextOnClose();
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}

function VideoEmbedForm({ onInsert }: { onInsert: (src: string, title: string) => void }) {
  const [address, setAddress] = useState("");
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The popover is portalled, but React still bubbles its submit to the article form.
    event.stopPropagation();
    const src = videoEmbedUrlFor(address);
    if (!src) {
      setError(NOT_ALLOWED);
      return;
    }
    onInsert(src, title.trim() || DEFAULT_TITLE);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <FormField
        label="Video address (YouTube or Vimeo)"
        name="video-url"
        error={error ?? undefined}
      >
        <Input
          autoFocus
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://www.youtube.com/watch?v=…"
          value={address}
          onChange={(event) => {
            setAddress(event.target.value);
            setError(null);
          }}
        />
      </FormField>
      <FormField
        label="Video title"
        name="video-title"
        error={undefined}
        required={false}
        hint="Names the player for screen reader users."
      >
        <Input value={title} onChange={(event) => setTitle(event.target.value)} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" size="sm">
          Embed video
        </Button>
      </div>
    </form>
  );
}
