import { CircleAlertIcon } from "~/components/icons/circle-alert";
import { XIcon } from "~/components/icons/x";
import { Button } from "~/components/ui/button";

export interface UploadEntry {
  key: string;
  name: string;
  status: "queued" | "uploading" | "processing" | "failed";
  /** Sent fraction, 0 to 1, while uploading. */
  progress: number;
  message?: string;
}

function UploadProgress({ entry }: { entry: UploadEntry }) {
  const percent = Math.round(entry.progress * 100);
  const processing = entry.status === "processing";
  const queued = entry.status === "queued";
  const label = queued ? "Waiting…" : processing ? "Processing…" : `${percent}%`;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="truncate font-medium" title={entry.name}>
          {entry.name}
        </span>
        <span className="shrink-0 tabular-nums text-muted-foreground">{label}</span>
      </div>
      {/* While the server converts the image there is no measurable progress: no valuenow. */}
      <div
        role="progressbar"
        aria-label={`Uploading ${entry.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={processing || queued ? undefined : percent}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={
            processing
              ? "h-full w-full animate-pulse bg-primary/60"
              : "h-full bg-primary transition-[width]"
          }
          style={processing ? undefined : { width: `${queued ? 0 : percent}%` }}
        />
      </div>
    </div>
  );
}

function UploadFailure({ entry, onDismiss }: { entry: UploadEntry; onDismiss: () => void }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm"
    >
      <CircleAlertIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        <span className="block truncate font-medium" title={entry.name}>
          {entry.name}
        </span>
        <span>{entry.message}</span>
      </p>
      <Button variant="ghost" size="icon" className="size-7" onClick={onDismiss}>
        <XIcon aria-hidden="true" />
        <span className="sr-only">Dismiss the message about {entry.name}</span>
      </Button>
    </div>
  );
}

/** Uploads in flight (with progress) and refused ones (with the reason), newest first. */
export function MediaUploadList({
  entries,
  onDismiss,
}: {
  entries: UploadEntry[];
  onDismiss: (key: string) => void;
}) {
  if (entries.length === 0) return null;
  return (
    <ul aria-label="Uploads" className="grid gap-3">
      {entries.map((entry) => (
        <li key={entry.key}>
          {entry.status === "failed" ? (
            <UploadFailure entry={entry} onDismiss={() => onDismiss(entry.key)} />
          ) : (
            <UploadProgress entry={entry} />
          )}
        </li>
      ))}
    </ul>
  );
}
