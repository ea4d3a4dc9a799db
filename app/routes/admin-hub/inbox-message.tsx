import { adminWording } from "~/components/admin/admin-wording";
import { ArrowLeftIcon } from "~/components/icons/arrow-left";
import { MailIcon } from "~/components/icons/mail";
import { ReplyIcon } from "~/components/icons/reply";
import { useEffect } from "react";
import { data, Form, Link, useActionData, useNavigation, useRevalidator } from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { redirectWith } from "~/auth/responses.server";
import { useActionToast } from "~/components/use-action-toast";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete-dialog";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { Button } from "~/components/ui/button";
import { deleteMessage, getMessage, markRead, markUnread } from "~/contact/messages.server";
import { CONTACT_TEXT } from "~/lib/constants";
import { formatDateTime } from "~/lib/format";
import type { Route } from "./+types/inbox-message";
import { readForm } from "~/http/read-form.server";
import { refused, succeeded } from "~/http/action-result.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.message.subject ?? "Message"} | TechPulse admin` },
  { name: "robots", content: "noindex" },
];

function notFound() {
  return data({ message: CONTACT_TEXT.messageNotFound }, { status: 404 });
}

/** Opening a message marks it read. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, "page", context.services.auth);
  const db = context.services.db;
  const message = await getMessage(db, params.messageId);
  if (!message) throw notFound();
  if (!message.read) await markRead(db, message.id);
  // The layout counted unread messages in parallel with this loader; it recounts when told.
  return { message, justRead: !message.read };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await requireAdmin(request, "data", context.services.auth);
  const db = context.services.db;
  const intent = (await readForm(request)).get("intent");
  if (intent === "delete") {
    if (!(await deleteMessage(db, params.messageId))) throw notFound();
    return redirectWith("/admin-hub/inbox", [], "messageDeleted");
  }
  // Back to the list: staying here would open (and so mark read) the message again.
  if (intent === "unread") {
    if (!(await markUnread(db, params.messageId))) throw notFound();
    return redirectWith("/admin-hub/inbox", [], "messageMarkedUnread");
  }
  if (intent === "read") {
    if (!(await markRead(db, params.messageId))) throw notFound();
    return succeeded(CONTACT_TEXT.markedRead);
  }
  return refused(400, "Unknown action.");
}

function replyHref(message: { email: string; subject: string }): string {
  const subject = /^re:/i.test(message.subject) ? message.subject : `Re: ${message.subject}`;
  return `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(subject)}`;
}

export default function InboxMessage({ loaderData }: Route.ComponentProps) {
  const { message, justRead } = loaderData;
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (justRead) void revalidate();
  }, [justRead, revalidate]);
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";

  useActionToast(result, adminWording);

  return (
    <section>
      <Link
        to="/admin-hub/inbox"
        className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Inbox
      </Link>
      <AdminPageHeader
        title={message.subject}
        actions={
          <>
            <Button variant="outline" asChild>
              <a href={replyHref(message)}>
                <ReplyIcon aria-hidden="true" />
                Reply by email
              </a>
            </Button>
            <Form method="post">
              <Button type="submit" name="intent" value="unread" variant="outline" disabled={busy}>
                <MailIcon aria-hidden="true" />
                Mark as unread
              </Button>
            </Form>
            <ConfirmDeleteDialog
              title="Delete this message?"
              description={`The message from ${message.name} will be removed from the inbox. This cannot be undone.`}
              confirmLabel="Delete message"
              busy={busy}
            />
          </>
        }
      />
      <article className="max-w-3xl rounded-xl border bg-card p-6">
        <dl className="mb-6 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">From</dt>
          <dd>
            {message.name}{" "}
            <a
              href={`mailto:${message.email}`}
              className="text-primary underline-offset-4 hover:underline"
            >
              &lt;{message.email}&gt;
            </a>
          </dd>
          <dt className="text-muted-foreground">Received</dt>
          <dd>
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          </dd>
        </dl>
        <div className="whitespace-pre-wrap break-words leading-relaxed">{message.message}</div>
      </article>
    </section>
  );
}
