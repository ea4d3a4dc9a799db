import { adminWording } from "~/components/admin/admin-wording";
import { useState } from "react";
import { ArrowLeftIcon } from "~/components/icons/arrow-left";
import { Link, useActionData, useNavigation } from "react-router";
import { runPostEditCommand, type EditResult } from "./post-edit-actions.server";
import { postEditPage } from "./post-edit-page.server";
import { requirePermission } from "~/auth/guards.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { AutosaveOffer } from "~/components/admin/autosave";
import { EditConflict } from "~/components/admin/edit-conflict";
import { NewsletterSendPanel } from "~/components/admin/newsletter-send-panel";
import { PostEditActions } from "~/components/admin/post-edit-actions";
import { PostEditForm } from "~/components/admin/post-edit-form";
import { RevisionsPanel } from "~/components/admin/revisions-panel";
import { SchedulePanel } from "~/components/admin/schedule-panel";
import { useActionToast } from "~/components/use-action-toast";
import { readForm } from "~/http/read-form.server";
import { formatCount, formatLongDate } from "~/lib/format";
import type { Route } from "./+types/post-edit";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.post.title ?? "Post"} | TechPulse admin` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin.enter", "page", context.services.auth);
  return postEditPage(context.services.db, user, params.postId);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requirePermission(request, "admin.enter", "data", context.services.auth);
  return runPostEditCommand(context.services, user, params.postId, await readForm(request));
}

export default function EditPost({ loaderData }: Route.ComponentProps) {
  const { post, categories, tagNames, newsletter, revisions, autosave, can: allowed } = loaderData;
  const { confirmedSubscribers } = loaderData;
  const result = useActionData<typeof action>() as EditResult | undefined;
  // "Restore my changes" puts the autosave into a fresh form in place of the saved text.
  const [restoredAutosave, setRestoredAutosave] = useState(false);
  const text = restoredAutosave && autosave ? autosave : post;
  const formKey = `${post.updatedAt}${restoredAutosave ? "-autosave" : ""}`;
  const conflict = result && !result.ok && "conflict" in result ? result.conflict : undefined;
  const navigation = useNavigation();
  const busyIntent =
    navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;

  useActionToast(result, adminWording);

  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  return (
    <section>
      <Link
        to="/admin-hub/posts"
        className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        All posts
      </Link>
      <AdminPageHeader
        title="Edit post"
        description={`Created ${formatLongDate(post.createdAt)} · updated ${formatLongDate(post.updatedAt)}${
          post.publishedAt ? ` · first published ${formatLongDate(post.publishedAt)}` : ""
        }${
          loaderData.views === null
            ? ""
            : ` · ${formatCount(loaderData.views)} view${loaderData.views === 1 ? "" : "s"} in the last 7 days`
        }`}
        actions={<PostEditActions post={post} allowed={allowed} busyIntent={busyIntent} />}
      />
      {post.importNote ? (
        <p
          role="note"
          className="mb-4 max-w-3xl rounded-xl border border-amber-500/50 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-500/10 dark:text-amber-100"
        >
          {post.importNote}
        </p>
      ) : null}
      {allowed.publish && !post.published ? (
        <SchedulePanel
          key={post.scheduledAt ?? "unscheduled"}
          scheduledAt={post.scheduledAt}
          scheduleEmail={post.scheduleEmail}
          canEmail={allowed.email}
          subscribers={confirmedSubscribers}
          busy={busyIntent !== null}
          error={errors.scheduledAt}
        />
      ) : null}
      {allowed.email ? (
        <NewsletterSendPanel
          postTitle={post.title}
          published={post.published}
          progress={newsletter}
          subscribers={confirmedSubscribers}
          busy={busyIntent !== null}
        />
      ) : null}
      {allowed.edit ? null : (
        <p role="note" className="mb-4 rounded-xl border p-4 text-sm text-muted-foreground">
          This post is published. Ask an editor to change it.
        </p>
      )}
      <RevisionsPanel
        key={`revisions-${post.updatedAt}`}
        postId={post.id}
        revisions={revisions}
        canRestore={allowed.edit}
        busy={busyIntent !== null}
      />
      {allowed.edit && autosave && !restoredAutosave ? (
        <AutosaveOffer
          postId={post.id}
          autosave={autosave}
          onRestore={() => setRestoredAutosave(true)}
        />
      ) : null}
      {conflict && result ? (
        <EditConflict
          conflict={conflict}
          message={result.message}
          formId="post-form"
          busy={busyIntent !== null}
        />
      ) : null}
      <PostEditForm
        key={formKey}
        postId={post.id}
        baseUpdatedAt={post.updatedAt}
        categories={categories}
        tagNames={tagNames}
        errors={errors}
        allowed={allowed}
        busy={busyIntent === "save"}
        authors={loaderData.authors}
        defaults={{
          title: text.title,
          slug: post.slug,
          excerpt: text.excerpt,
          content: text.content,
          categoryId: post.categoryId,
          featuredImage: post.featuredImage,
          published: post.published,
          tags: post.tags.map((tag) => tag.name).join(", "),
          seo: post.seo,
        }}
      />
    </section>
  );
}
