import { useState } from "react";
import { ArrowLeftIcon, EyeIcon } from "lucide-react";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import {
  deleteAdminPost,
  DuplicateSlugError,
  getAdminPost,
  getPostOwnership,
  listTagNames,
  MissingCategoryError,
  parseTagList,
  PostConflictError,
  setPostPublished,
  updateAdminPost,
} from "~/admin/posts.server";
import { parsePostForm } from "~/admin/post-form.server";
import { requirePermission, type StaffUser } from "~/auth/guards.server";
import { can, canOnPost, type PostAction } from "~/auth/policy";
import { redirectWith } from "~/auth/responses.server";
import { useResultToast } from "~/components/admin/use-result-toast";
import { DeletePostDialog } from "~/components/admin/delete-post-dialog";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { NewsletterSendPanel } from "~/components/admin/newsletter-send-panel";
import { PostFields } from "~/components/admin/post-fields";
import { Badge } from "~/components/ui/badge";
import { PostStatusBadge } from "~/components/admin/post-status-badge";
import { Button } from "~/components/ui/button";
import { listCategories } from "~/content/taxonomy.server";
import { getDb } from "~/db/connection.server";
import { ADMIN_TEXT, REVISION_TEXT, SCHEDULE_TEXT } from "~/lib/staff-text";
import { AUTH_TEXT } from "~/lib/auth-text";
import { NEWSLETTER_TEXT } from "~/lib/newsletter-text";
import { formatLongDate } from "~/lib/format";
import { fieldErrors, scheduleFormSchema, type FieldErrors } from "~/lib/schemas";
import { formText } from "~/lib/form-text";
import { schedulePost, ScheduleError, unschedulePost } from "~/publishing/schedule.server";
import { SchedulePanel } from "~/components/admin/schedule-panel";
import {
  diffPostText,
  listRevisions,
  newerAutosave,
  restoreRevision,
} from "~/content/revisions.server";
import { EditConflict, type EditConflictView } from "~/components/admin/edit-conflict";
import { RevisionsPanel } from "~/components/admin/revisions-panel";
import { AutosaveOffer, AutosaveStatus } from "~/components/admin/autosave";
import { UnsavedChangesGuard } from "~/components/admin/unsaved-changes-guard";
import { logger } from "~/logger.server";
import { queueSendAndWake } from "~/newsletter/instance.server";
import { getSendProgress } from "~/newsletter/sends.server";
import { peopleDeps } from "~/people/instance.server";
import { submitForReview } from "~/people/review.server";
import type { Route } from "./+types/post-edit";
import { readForm } from "~/http/read-form.server";

type EditResult =
  | { ok: true; message: string }
  | { ok: false; message: string; fieldErrors?: FieldErrors; conflict?: EditConflictView };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.post.title ?? "Post"} | TechPulse admin` },
  { name: "robots", content: "noindex" },
];

function notFound() {
  return data({ message: "Post not found" }, { status: 404 });
}

function notAllowed() {
  return data<EditResult>({ ok: false, message: AUTH_TEXT.notAllowed }, { status: 403 });
}

/** The post's owner and state, or a 404 for posts the user may not even see (policy.ts). */
async function ownershipFor(user: StaffUser, postId: string) {
  const post = await getPostOwnership(getDb(), postId);
  if (!post || !canOnPost(user, "view", post)) throw notFound();
  return post;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin.enter");
  const ownership = await ownershipFor(user, params.postId);
  const db = getDb();
  const [post, categories, tagNames, newsletter, revisions] = await Promise.all([
    getAdminPost(db, params.postId),
    listCategories(db),
    listTagNames(db),
    getSendProgress(db, params.postId),
    listRevisions(db, params.postId),
  ]);
  if (!post) throw notFound();
  return {
    post,
    revisions,
    autosave: await newerAutosave(db, params.postId, user.id, post),
    categories: categories.map(({ id, name }) => ({ id, name })),
    tagNames,
    newsletter,
    can: {
      edit: canOnPost(user, "edit", ownership),
      delete: canOnPost(user, "delete", ownership),
      publish: canOnPost(user, "publish", ownership),
      submit: canOnPost(user, "submit", ownership),
      email: can(user.role, "posts.emailSubscribers"),
    },
  };
}

/** What each command asks of the policy. */
const INTENT_ACTION: Record<string, PostAction> = {
  delete: "delete",
  publish: "publish",
  unpublish: "publish",
  "email-subscribers": "publish",
  submit: "submit",
  save: "edit",
  "restore-revision": "edit",
  // Scheduling decides when a post goes out: the same right as publishing it now.
  schedule: "publish",
  unschedule: "publish",
};

const QUEUE_MESSAGES = {
  "not-found": "Post not found",
  "not-published": NEWSLETTER_TEXT.sendNeedsPublished,
  "already-sent": NEWSLETTER_TEXT.sendAlreadyExists,
} as const;

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePermission(request, "admin.enter", "data");
  const db = getDb();
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "save");
  const ownership = await ownershipFor(user, params.postId);
  const wantsEmail = intent === "email-subscribers" || form.get("emailSubscribers") === "on";
  if (
    !canOnPost(user, INTENT_ACTION[intent] ?? "edit", ownership) ||
    (wantsEmail && !can(user.role, "posts.emailSubscribers"))
  ) {
    return notAllowed();
  }

  if (intent === "delete") {
    if (!(await deleteAdminPost(db, params.postId))) throw notFound();
    return redirectWith("/admin-hub/posts", [], "postDeleted");
  }
  if (intent === "publish" || intent === "unpublish") {
    if (!(await setPostPublished(db, params.postId, intent === "publish"))) throw notFound();
    const message = intent === "publish" ? ADMIN_TEXT.postPublished : ADMIN_TEXT.postUnpublished;
    if (intent === "publish" && form.get("emailSubscribers") === "on") {
      const queued = await queueSendAndWake(db, params.postId, user.id);
      return data<EditResult>({
        ok: true,
        message: `${message}. ${queued.ok ? NEWSLETTER_TEXT.sendQueued : QUEUE_MESSAGES[queued.reason]}`,
      });
    }
    return data<EditResult>({ ok: true, message });
  }
  if (intent === "schedule" || intent === "unschedule") {
    return scheduleAction(intent, form, params.postId, user.id);
  }
  if (intent === "restore-revision") {
    const restored = await restoreRevision(
      db,
      params.postId,
      formText(form, "revisionId").slice(0, 100),
      user.id,
    );
    if (!restored) {
      return data<EditResult>({ ok: false, message: REVISION_TEXT.notFound }, { status: 404 });
    }
    return data<EditResult>({ ok: true, message: REVISION_TEXT.restored });
  }
  if (intent === "submit") {
    const submitted = await submitForReview(
      peopleDeps(),
      { id: params.postId, title: ownership.title },
      user,
    );
    if (!submitted) return notAllowed();
    return data<EditResult>({ ok: true, message: ADMIN_TEXT.reviewRequested });
  }
  if (intent === "email-subscribers") {
    const queued = await queueSendAndWake(db, params.postId, user.id);
    if (!queued.ok) {
      return data<EditResult>(
        { ok: false, message: QUEUE_MESSAGES[queued.reason] },
        { status: queued.reason === "not-found" ? 404 : 409 },
      );
    }
    return data<EditResult>({ ok: true, message: NEWSLETTER_TEXT.sendQueued });
  }

  const parsed = parsePostForm(form);
  if (!parsed.ok) {
    return data<EditResult>(
      { ok: false, message: "Please correct the highlighted fields.", fieldErrors: parsed.errors },
      { status: 400 },
    );
  }
  // Saving may not change whether the post is out unless the role may publish it.
  if (parsed.input.published !== ownership.published && !canOnPost(user, "publish", ownership)) {
    return notAllowed();
  }
  // "Save my version anyway" after a conflict names the version it overwrites.
  const base = formText(form, "overwrite") || formText(form, "baseUpdatedAt");
  if (base && Number.isNaN(Date.parse(base))) {
    return data<EditResult>({ ok: false, message: REVISION_TEXT.badBase }, { status: 400 });
  }
  try {
    const saved = await updateAdminPost(
      db,
      params.postId,
      parsed.input,
      parseTagList(parsed.tags),
      { editorId: user.id, baseUpdatedAt: base || undefined },
    );
    if (!saved) throw notFound();
    return data<EditResult>({ ok: true, message: ADMIN_TEXT.postUpdated });
  } catch (error) {
    if (error instanceof PostConflictError) {
      return data<EditResult>(
        {
          ok: false,
          message: REVISION_TEXT.conflict,
          conflict: {
            updatedAt: error.current.updatedAt,
            diff: diffPostText(error.current, parsed.input),
          },
        },
        { status: 409 },
      );
    }
    if (error instanceof MissingCategoryError) {
      return data<EditResult>(
        { ok: false, message: error.message, fieldErrors: { categoryId: error.message } },
        { status: 409 },
      );
    }
    if (error instanceof DuplicateSlugError) {
      return data<EditResult>(
        { ok: false, message: error.message, fieldErrors: { slug: error.message } },
        { status: 409 },
      );
    }
    if (error instanceof Response) throw error;
    logger.error({ err: error }, "update post failed");
    return data<EditResult>(
      { ok: false, message: "The post could not be saved." },
      { status: 500 },
    );
  }
}

async function scheduleAction(
  intent: "schedule" | "unschedule",
  form: FormData,
  postId: string,
  userId: string,
) {
  try {
    if (intent === "unschedule") {
      await unschedulePost(getDb(), postId);
      return data<EditResult>({ ok: true, message: SCHEDULE_TEXT.unscheduled });
    }
    const parsed = scheduleFormSchema.safeParse({
      scheduledAt: formText(form, "scheduledAt"),
      emailSubscribers: form.get("emailSubscribers") === "on",
    });
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      return data<EditResult>(
        { ok: false, message: SCHEDULE_TEXT.chooseTime, fieldErrors: errors },
        { status: 400 },
      );
    }
    await schedulePost(getDb(), postId, {
      at: new Date(parsed.data.scheduledAt),
      emailSubscribers: parsed.data.emailSubscribers,
      by: userId,
    });
    return data<EditResult>({ ok: true, message: SCHEDULE_TEXT.scheduled });
  } catch (error) {
    if (!(error instanceof ScheduleError)) throw error;
    return data<EditResult>(
      { ok: false, message: error.message, fieldErrors: { scheduledAt: error.message } },
      { status: error.status },
    );
  }
}

export default function EditPost({ loaderData }: Route.ComponentProps) {
  const { post, categories, tagNames, newsletter, revisions, autosave, can: allowed } = loaderData;
  const result = useActionData<typeof action>() as EditResult | undefined;
  // "Restore my changes" puts the autosave into a fresh form in place of the saved text.
  const [restoredAutosave, setRestoredAutosave] = useState(false);
  const text = restoredAutosave && autosave ? autosave : post;
  const formKey = `${post.updatedAt}${restoredAutosave ? "-autosave" : ""}`;
  const conflict = result && !result.ok ? result.conflict : undefined;
  const navigation = useNavigation();
  const busyIntent =
    navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;

  useResultToast(result);

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
        }`}
        actions={
          <>
            <PostStatusBadge post={post} className="self-center" />
            {post.submittedAt ? (
              <Badge variant="outline" className="self-center">
                {ADMIN_TEXT.submittedForReview}
              </Badge>
            ) : null}
            <Button variant="outline" asChild>
              <Link to={`/article/${post.slug}`} target="_blank" rel="noopener">
                <EyeIcon aria-hidden="true" />
                {post.published ? "View" : "Preview"}
              </Link>
            </Button>
            {allowed.publish ? (
              <Form method="post">
                <input
                  type="hidden"
                  name="intent"
                  value={post.published ? "unpublish" : "publish"}
                />
                <Button type="submit" variant="outline" disabled={busyIntent !== null}>
                  {post.published ? "Unpublish" : "Publish"}
                </Button>
              </Form>
            ) : null}
            {allowed.submit && !post.submittedAt ? (
              <Form method="post">
                <input type="hidden" name="intent" value="submit" />
                <Button type="submit" variant="outline" disabled={busyIntent !== null}>
                  {ADMIN_TEXT.submitForReview}
                </Button>
              </Form>
            ) : null}
            {allowed.delete ? (
              <DeletePostDialog postTitle={post.title} busy={busyIntent === "delete"} />
            ) : null}
          </>
        }
      />
      {allowed.publish && !post.published ? (
        <SchedulePanel
          key={post.scheduledAt ?? "unscheduled"}
          scheduledAt={post.scheduledAt}
          scheduleEmail={post.scheduleEmail}
          canEmail={allowed.email}
          busy={busyIntent !== null}
          error={errors.scheduledAt}
        />
      ) : null}
      {allowed.email ? (
        <NewsletterSendPanel
          published={post.published}
          progress={newsletter}
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
      <UnsavedChangesGuard formId="post-form" key={`guard-${formKey}`} />
      <Form id="post-form" method="post" className="grid max-w-3xl gap-4" key={formKey}>
        <fieldset disabled={!allowed.edit} className="contents">
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="baseUpdatedAt" value={post.updatedAt} />
          <PostFields
            categories={categories}
            errors={errors}
            tagSuggestions={tagNames}
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
            publishOption={allowed.publish}
            emailOption={false}
          />
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" disabled={busyIntent === "save"}>
              {busyIntent === "save" ? "Saving..." : "Save changes"}
            </Button>
            {allowed.edit ? (
              <AutosaveStatus formId="post-form" postId={post.id} key={`autosave-${formKey}`} />
            ) : null}
          </div>
        </fieldset>
      </Form>
    </section>
  );
}
