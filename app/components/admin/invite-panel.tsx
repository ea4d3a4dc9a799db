import { adminWording } from "~/components/admin/admin-wording";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { formatLongDate } from "~/lib/format";
import { ROLE_LABELS, type StaffRole } from "~/lib/staff-text";
import { Button } from "../ui/button";
import { FormField } from "../ui/form-field";
import { Input } from "../ui/input";
import { useActionToast } from "../use-action-toast";

export interface PendingInvitationView {
  id: string;
  email: string;
  role: StaffRole;
  expiresAt: string;
}

const selectClass = "h-10 w-full rounded-md border bg-background px-3 text-sm";

/** Invite someone by email with a role, and see or withdraw the invitations still open. */
export function InvitePanel({
  roles,
  pending,
}: {
  /** The roles the viewer may give (policy.ts). */
  roles: StaffRole[];
  pending: PendingInvitationView[];
}) {
  const fetcher = useFetcher<ActionResult>();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useActionToast(result, adminWording);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};

  return (
    <section aria-labelledby="invite-heading" className="mb-8 rounded-xl border p-4 sm:p-6">
      <h2 id="invite-heading" className="text-lg font-semibold">
        Invite someone
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        They get an email with a link that works once and expires in a week.
      </p>
      <fetcher.Form
        ref={formRef}
        method="post"
        className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
      >
        <input type="hidden" name="intent" value="invite" />
        <FormField label="Email" name="email" error={errors.email}>
          <Input type="email" autoComplete="off" maxLength={254} placeholder="name@example.com" />
        </FormField>
        <FormField label="Role" name="role" error={errors.role}>
          <select className={selectClass} defaultValue={roles[0]}>
            {roles.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </FormField>
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Sending..." : "Send invitation"}
        </Button>
      </fetcher.Form>
      {pending.length > 0 ? (
        <div className="mt-6">
          <h3 className="mb-2 text-sm font-medium">Open invitations</h3>
          <ul className="divide-y rounded-lg border text-sm">
            {pending.map((invitation) => (
              <PendingRow key={invitation.id} invitation={invitation} />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function PendingRow({ invitation }: { invitation: PendingInvitationView }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.state === "idle" ? fetcher.data : undefined, adminWording);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
      <span>
        <span className="font-medium">{invitation.email}</span>
        <span className="text-muted-foreground">
          {" "}
          · {ROLE_LABELS[invitation.role]} · expires {formatLongDate(invitation.expiresAt)}
        </span>
      </span>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="withdraw" />
        <input type="hidden" name="invitationId" value={invitation.id} />
        <Button
          type="submit"
          variant="ghost"
          size="sm"
          disabled={fetcher.state !== "idle"}
          aria-label={`Withdraw the invitation to ${invitation.email}`}
        >
          Withdraw
        </Button>
      </fetcher.Form>
    </li>
  );
}
