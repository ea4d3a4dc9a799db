import { adminWording } from "~/components/admin/admin-wording";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { formatLongDate } from "~/lib/format";
import { Badge } from "../ui/badge";
import { useActionToast } from "../use-action-toast";
import { AdminTable } from "./admin-table";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";

export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";

export const SUBSCRIBER_STATUS_LABEL: Record<SubscriberStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};

export interface SubscriberView {
  id: string;
  email: string;
  status: SubscriberStatus;
  createdAt: string;
}

/** One page of newsletter addresses, each with its Remove button. */
export function SubscriberTable({
  subscribers,
  search,
  total,
}: {
  subscribers: SubscriberView[];
  search: string;
  total: number;
}) {
  return (
    <AdminTable
      caption={`Subscribers, newest first${search ? `, matching “${search}”` : ""}: ${total}`}
      columns={[
        { label: "Email" },
        { label: "Status" },
        { label: "Signed up", className: "hidden px-4 py-3 md:table-cell" },
        { label: "Actions", srOnly: true, className: "px-4 py-3 text-right" },
      ]}
    >
      {subscribers.length === 0 ? (
        <tr className="border-t">
          <td colSpan={4} className="px-4 py-6 text-center text-muted-foreground">
            {search ? "No subscriber matches this search." : "No subscribers yet."}
          </td>
        </tr>
      ) : null}
      {subscribers.map((subscriber) => (
        <tr key={subscriber.id} className="border-t" data-subscriber={subscriber.email}>
          <td className="break-all px-4 py-3 font-medium">{subscriber.email}</td>
          <td className="px-4 py-3">
            <Badge variant={subscriber.status === "confirmed" ? "default" : "outline"}>
              {SUBSCRIBER_STATUS_LABEL[subscriber.status]}
            </Badge>
          </td>
          <td className="hidden whitespace-nowrap px-4 py-3 text-muted-foreground md:table-cell">
            {formatLongDate(subscriber.createdAt)}
          </td>
          <td className="px-4 py-3">
            <RemoveButton subscriber={subscriber} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** Removal deletes the address for good (unlike unsubscribing), so it asks first. */
function RemoveButton({ subscriber }: { subscriber: SubscriberView }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.state === "idle" ? fetcher.data : undefined, adminWording);
  return (
    <div className="flex justify-end">
      <ConfirmDeleteDialog
        compact
        form={fetcher.Form}
        fields={{ subscriberId: subscriber.id }}
        triggerLabel="Remove"
        triggerAriaLabel={`Remove ${subscriber.email}`}
        title={`Remove ${subscriber.email}?`}
        description="The address is deleted from the list, with its pending emails. To only stop sending, let the subscriber unsubscribe."
        confirmLabel="Remove subscriber"
        busy={fetcher.state !== "idle"}
      />
    </div>
  );
}
