import { PencilIcon } from "~/components/icons/pencil";
import { useId, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { showToast } from "~/lib/toast";
import { MEDIA_ALT_MAX_LENGTH } from "~/media/constants";
import type { MediaAltResponse, MediaItem } from "~/media/types";

const NETWORK_ERROR = "The alt text could not be saved. Check the connection and try again.";

async function sendMediaAlt(url: string, id: string, alt: string): Promise<MediaAltResponse> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: new URLSearchParams({ id, alt }),
    });
    const body = (await response.json().catch(() => null)) as Partial<MediaAltResponse> | null;
    if (body?.ok === true && typeof body.alt === "string") return { ok: true, id, alt: body.alt };
    if (body?.ok === false && typeof body.message === "string") return body as MediaAltResponse;
  } catch {
    // Falls through to the network message.
  }
  return { ok: false, message: NETWORK_ERROR };
}

/**
 * The alt text of a library image, editable in place. It is what the editor suggests when the
 * image is inserted; the server trims and limits it (MEDIA_ALT_MAX_LENGTH).
 */
export function MediaAltForm({
  item,
  altAction,
  onSaved,
}: {
  item: MediaItem;
  altAction: string;
  onSaved: (alt: string) => void;
}) {
  const fieldId = useId();
  const [editing, setEditing] = useState(false);
  const [alt, setAlt] = useState(item.alt);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    const answer = await sendMediaAlt(altAction, item.id, alt);
    setSaving(false);
    if (!answer.ok) {
      setError(answer.message);
      return;
    }
    onSaved(answer.alt);
    setEditing(false);
    showToast({ kind: "success", title: "Alt text saved" });
  }

  if (!editing) {
    return (
      <Button
        variant="ghost"
        size="sm"
        onClick={() => {
          setAlt(item.alt);
          setError(null);
          setEditing(true);
        }}
      >
        <PencilIcon aria-hidden="true" />
        Alt text<span className="sr-only"> of {item.originalName}</span>
      </Button>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="grid w-full gap-2 p-1">
      <Label htmlFor={fieldId}>Alt text of {item.originalName}</Label>
      <Input
        id={fieldId}
        autoFocus
        value={alt}
        maxLength={MEDIA_ALT_MAX_LENGTH}
        onChange={(event) => {
          setAlt(event.target.value);
          setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
      />
      {error ? (
        <p id={`${fieldId}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-1">
        <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(false)}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={saving}>
          Save alt text
        </Button>
      </div>
    </form>
  );
}
