import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import type { AccountSession } from "~/auth/types";
import { formatLongDate } from "~/lib/format";

/** One row of "Your sessions" (the loader's data). */
export type SessionView = AccountSession;

function formatWhen(iso: string): string {
  const date = new Date(iso);
  const time = date.toLocaleTimeString("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  });
  return `${formatLongDate(iso)}, ${time} UTC`;
}

/** "Your sessions": every signed-in device of the account, each with its own sign-out. */
export function SessionsSection({
  sessions,
  pending,
}: {
  sessions: SessionView[];
  pending: boolean;
}) {
  return (
    <section aria-labelledby="sessions-heading" className="space-y-4">
      <h2 id="sessions-heading" className="text-lg font-semibold">
        Your sessions
      </h2>
      <p className="text-sm text-muted-foreground">
        Devices signed in to your account. Sign out any you do not recognise.
      </p>
      <ul className="divide-y rounded-lg border text-sm" data-testid="sessions">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
            <div className="min-w-0">
              <p className="font-medium">
                {session.device}
                {session.current ? (
                  <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">
                    This device
                  </span>
                ) : null}
              </p>
              <p className="text-xs text-muted-foreground">
                IP {session.ipAddress ?? "unknown"} · last seen {formatWhen(session.lastSeenAt)}
              </p>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="revoke-session" />
              <input type="hidden" name="sessionId" value={session.id} />
              <Button
                type="submit"
                variant="outline"
                size="sm"
                disabled={pending}
                aria-label={`Sign out ${session.device}${session.current ? " (this device)" : ""}`}
              >
                Sign out
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
