import type { Editor } from "@tiptap/react";
import { SquarePlayIcon } from "~/components/icons/square-play";
import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { embedFor } from "~/content/embed-url";
import { insertVideoEmbed } from "./editor-commands";
import { insertUrlBlock, isLoneWebAddress } from "./url-blocks";
import { ToolbarFormPopover } from "./toolbar-form-popover";

const NOT_AN_ADDRESS = "Enter a web address, e.g. https://www.youtube.com/watch?v=….";

/**
 * Embeds a player (YouTube, Vimeo, CodePen, Spotify, SoundCloud), a link card (X, gists) or,
 * for any other page, a bookmark card, from an address (what pasting it on an empty line does).
 */
export function VideoEmbedPopover({
  editor,
  disabled,
  openRequest = 0,
  onFailure,
}: {
  editor: Editor;
  disabled: boolean;
  /** Opens the popover each time it changes to a new number above 0 (the `/` menu's Embed). */
  openRequest?: number;
  /** Why a bookmark card could not be made (the link stays). */
  onFailure?: (message: string) => void;
}) {
  return (
    <ToolbarFormPopover
      editor={editor}
      disabled={disabled}
      openRequest={openRequest}
      label="Embed or bookmark"
      icon={SquarePlayIcon}
      title="Embed a video, audio or pen, or a bookmark card for any page"
    >
      {(done) => (
        <VideoEmbedForm
          onInsert={(address, title) => {
            const target = embedFor(address);
            if (target?.kind === "frame") {
              insertVideoEmbed(editor, target.src, title || target.title);
            } else {
              insertUrlBlock(editor, address, onFailure);
            }
            done();
          }}
        />
      )}
    </ToolbarFormPopover>
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
    if (!isLoneWebAddress(address)) {
      setError(NOT_AN_ADDRESS);
      return;
    }
    onInsert(address.trim(), title.trim());
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <FormField
        label="Address"
        hint="YouTube, Vimeo, CodePen, Spotify and SoundCloud play in the article; X posts and gists become link cards; any other page a bookmark card."
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
        label="Player title"
        name="video-title"
        error={undefined}
        required={false}
        hint="Names a player for screen reader users (players only)."
      >
        <Input value={title} onChange={(event) => setTitle(event.target.value)} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" size="sm">
          Insert
        </Button>
      </div>
    </form>
  );
}
