import { ACTIVITY_VERB } from "~/comments/moderation-text";
import type { CommentActivity, CommentBanView } from "~/comments/types";
import { LocalDateTime } from "../../local-date-time";
import { LiftBanButton } from "./moderation-dialogs";

function activityText(entry: CommentActivity): string {
  const who = entry.actorName ?? (entry.action === "hide" ? "Readers' reports" : "Someone");
  const verb = ACTIVITY_VERB[entry.action] ?? entry.action;
  if (entry.action === "ban" || entry.action === "unban") {
    return `${who} ${verb} ${entry.targetName ?? "a removed account"}`;
  }
  const what = entry.commentAuthor ? `the comment by ${entry.commentAuthor}` : "a comment";
  const where = entry.postTitle ? ` on “${entry.postTitle}”` : "";
  return `${who} ${verb} ${what}${where}`;
}

/** Who did what, when: the latest moderation actions, newest first. */
export function ModerationActivity({
  activity,
  canBan,
}: {
  activity: CommentActivity[];
  canBan: boolean;
}) {
  return (
    <section aria-labelledby="activity-heading" className="grid content-start gap-3">
      <h2 id="activity-heading" className="text-lg font-semibold">
        Activity
      </h2>
      {activity.length === 0 ? (
        <p className="text-sm text-muted-foreground">No moderation yet.</p>
      ) : (
        <ol className="grid gap-2 text-sm" data-testid="moderation-activity">
          {activity.map((entry) => (
            <li key={entry.id} className="grid gap-0.5 border-b pb-2 last:border-b-0">
              <span>{activityText(entry)}</span>
              {entry.reason ? (
                <span className="text-muted-foreground">{`Reason: ${entry.reason}`}</span>
              ) : null}
              <span className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
                <LocalDateTime iso={entry.at} />
                {canBan && entry.stillBanned && entry.targetUserId ? (
                  <LiftBanButton
                    userId={entry.targetUserId}
                    name={entry.targetName ?? "this reader"}
                  />
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The readers who may not comment, each with the reason they are shown and a way back. */
export function BannedReaders({ bans }: { bans: CommentBanView[] }) {
  return (
    <section aria-labelledby="bans-heading" className="grid content-start gap-3">
      <h2 id="bans-heading" className="text-lg font-semibold">
        Banned readers
      </h2>
      {bans.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody is banned from commenting.</p>
      ) : (
        <ul className="grid gap-2 text-sm" data-testid="banned-readers">
          {bans.map((ban) => (
            <li key={ban.userId} className="grid gap-0.5 border-b pb-2 last:border-b-0">
              <span className="font-medium">{ban.name}</span>
              <span className="break-all text-muted-foreground">{ban.email}</span>
              <span>{`Reason: ${ban.reason}`}</span>
              <span className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
                <span>
                  {ban.byName ? `By ${ban.byName}, ` : null}
                  <LocalDateTime iso={ban.at} />
                </span>
                <LiftBanButton userId={ban.userId} name={ban.name} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
