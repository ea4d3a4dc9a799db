import { useState, type ReactNode } from "react";
import { BAN_REASON_MAX_LENGTH } from "~/comments/comment-limits";
import { Button } from "../../ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "../../ui/dialog";
import { FormField } from "../../ui/form-field";
import { Textarea } from "../../ui/textarea";
import { useModerationFetcher } from "./moderation-fetcher";

/**
 * Deleting comments cannot be undone: the trigger opens a confirmation whose form sends the
 * ids. A root with replies stays as "This comment was deleted", its text gone.
 */
export function ConfirmCommentDelete({
  commentIds,
  trigger,
  onSent,
}: {
  commentIds: string[];
  trigger: ReactNode;
  onSent?: () => void;
}) {
  const fetcher = useModerationFetcher();
  const [open, setOpen] = useState(false);
  const count = commentIds.length;
  const what = count === 1 ? "this comment" : `${count} comments`;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle>{`Delete ${what}?`}</DialogTitle>
        <DialogDescription>
          Deleting cannot be undone. A comment with replies stays on the article as “This comment
          was deleted”, without its text. To take a comment down but keep it, hide it instead.
        </DialogDescription>
        <fetcher.Form
          method="post"
          className="flex justify-end gap-2"
          onSubmit={() => {
            setOpen(false);
            onSent?.();
          }}
        >
          <input type="hidden" name="intent" value="moderate" />
          <input type="hidden" name="action" value="delete" />
          {commentIds.map((id) => (
            <input key={id} type="hidden" name="commentId" value={id} />
          ))}
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive">
            {count === 1 ? "Delete comment" : `Delete ${count} comments`}
          </Button>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Bans a reader from commenting, with the reason they are shown when they try. Stays open with
 * the server's message if the ban is refused; undone by "Lift ban".
 */
export function BanReaderDialog({ userId, name }: { userId: string; name: string }) {
  const fetcher = useModerationFetcher();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const answer = sent && fetcher.state === "idle" ? fetcher.data : undefined;
  // A ban that went through closes the dialog; a refusal keeps it open with the reason.
  const shown = open && answer?.ok !== true;
  const error = answer && !answer.ok ? answer.message : undefined;
  return (
    <Dialog
      open={shown}
      onOpenChange={(next) => {
        setOpen(next);
        setSent(false);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="ghost" size="sm" className="text-destructive">
          Ban reader
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{`Ban ${name} from commenting?`}</DialogTitle>
        <DialogDescription>
          They keep their account and their published comments stay, but every new comment, reply
          and report from them is refused with your reason. You can lift the ban at any time.
        </DialogDescription>
        <fetcher.Form method="post" className="grid gap-4" onSubmit={() => setSent(true)}>
          <input type="hidden" name="intent" value="ban" />
          <input type="hidden" name="userId" value={userId} />
          <FormField
            label="Reason (shown to the reader)"
            name="reason"
            error={error}
            hint={`Up to ${BAN_REASON_MAX_LENGTH} characters.`}
          >
            <Textarea rows={3} maxLength={BAN_REASON_MAX_LENGTH} />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={fetcher.state !== "idle"}>
              Ban reader
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

/** Lifts a reader's ban: they may comment again (recorded like the ban). */
export function LiftBanButton({ userId, name }: { userId: string; name: string }) {
  const fetcher = useModerationFetcher();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="unban" />
      <input type="hidden" name="userId" value={userId} />
      <Button
        type="submit"
        variant="ghost"
        size="sm"
        aria-label={`Lift the ban on ${name}`}
        disabled={fetcher.state !== "idle"}
      >
        Lift ban
      </Button>
    </fetcher.Form>
  );
}
