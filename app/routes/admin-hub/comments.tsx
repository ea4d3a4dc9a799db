import { Link } from "react-router";
import { requirePermission } from "~/auth/guards.server";
import { can } from "~/auth/policy";
import { moderationQuerySchema } from "~/comments/comment-rules";
import { moderationScreen } from "~/comments/moderation-queue.server";
import { MODERATION_TAB_LABEL } from "~/comments/moderation-text";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { BannedReaders, ModerationActivity } from "~/components/admin/comments/moderation-activity";
import { useModerationToast } from "~/components/admin/comments/moderation-fetcher";
import { queueHref } from "~/components/admin/comments/queue-address";
import { QueueList } from "~/components/admin/comments/queue-list";
import { QueueFilters, QueueTabs } from "~/components/admin/comments/queue-tabs";
import { Button } from "~/components/ui/button";
import { readForm } from "~/http/read-form.server";
import { runModerationCommand } from "./comment-actions.server";
import type { Route } from "./+types/comments";

export const meta: Route.MetaFunction = () => [
  { title: "Comments | TechPulse admin" },
  { name: "robots", content: "noindex" },
];

/** Editors and administrators moderate every comment; authors those on their own posts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, auth } = context.services;
  const user = await requirePermission(request, "comments.moderateOwn", "page", auth);
  const query = moderationQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const actor = { id: user.id, role: user.role };
  const screen = await moderationScreen(db, actor, {
    tab: query.tab,
    postId: query.post,
    authorId: query.author,
    search: query.q,
    after: query.after,
  });
  return {
    ...screen,
    address: query,
    canBan: can(user.role, "comments.ban"),
    everyPost: can(user.role, "comments.moderateAny"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requirePermission(
    request,
    "comments.moderateOwn",
    "data",
    context.services.auth,
  );
  return runModerationCommand(context.services, user, await readForm(request));
}

export default function AdminComments({ loaderData }: Route.ComponentProps) {
  const { comments, counts, labels, activity, bans, address, canBan, everyPost } = loaderData;
  useModerationToast();
  return (
    <section>
      <AdminPageHeader
        title="Comments"
        description={
          everyPost
            ? "Readers' comments on every article: approve what waits, review what readers report."
            : "Readers' comments on the articles you write: approve what waits, review what readers report."
        }
      />
      <QueueTabs address={address} counts={counts} />
      <QueueFilters address={address} labels={labels} />
      <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          {comments.length === 0 ? (
            <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
              {address.q || address.post || address.author
                ? "No comments match these filters."
                : `No ${MODERATION_TAB_LABEL[address.tab].toLowerCase()} comments.`}
            </p>
          ) : (
            <QueueList
              key={`${address.tab}-${address.after ?? ""}`}
              comments={comments}
              address={address}
              canBan={canBan}
            />
          )}
          {address.after || loaderData.nextCursor ? (
            <nav aria-label="More comments" className="mt-6 flex justify-between gap-2">
              {address.after ? (
                <Button variant="outline" asChild>
                  <Link to={queueHref(address, {})}>Back to the newest</Link>
                </Button>
              ) : (
                <span />
              )}
              {loaderData.nextCursor ? (
                <Button variant="outline" asChild>
                  <Link to={queueHref(address, { after: loaderData.nextCursor })}>
                    Older comments
                  </Link>
                </Button>
              ) : null}
            </nav>
          ) : null}
        </div>
        <aside className="grid content-start gap-8" aria-label="Moderation log">
          <ModerationActivity activity={activity} canBan={canBan} />
          {canBan ? <BannedReaders bans={bans} /> : null}
        </aside>
      </div>
    </section>
  );
}
