import { ArrowLeftIcon, EyeIcon } from "lucide-react";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import {
  deleteAdminPost,
  DuplicateSlugError,
  getAdminPost,
  listTagNames,
  parseTagList,
  setPostPublished,
  updateAdminPost,
} from "~/admin/posts.server";
import { parsePostForm } from "~/admin/post-form.server";
import { requireAdmin } from "~/auth/guards.server";
import { redirectWith } from "~/auth/responses.server";
import { useResultToast } from "~/components/admin/use-result-toast";
import { DeletePostDialog } from "~/components/admin/delete-post-dialog";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { NewsletterSendPanel } from "~/components/admin/newsletter-send-panel";
import { PostFields } from "~/components/admin/post-fields";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { listCategories } from "~/content/taxonomy.server";
import { getDb } from "~/db/connection.server";
import { ADMIN_TEXT, NEWSLETTER_TEXT } from "~/lib/constants";
import { formatLongDate } from "~/lib/format";
import type { FieldErrors } from "~/lib/schemas";
import { logger } from "~/logger.server";
import { queueSendAndWake } from "~/newsletter/instance.server";
import { getSendProgress } from "~/newsletter/sends.server";
import type { Route } from "./+types/post-edit";
import { readForm } from "~/http/read-form.server";

type EditResult =
  { ok: true; message: string } | { ok: false; message: string; fieldErrors?: FieldErrors };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.post.title ?? "Post"} | TechPulse admin` },
  { name: "robots", content: "noindex" },
];

function notFound() {
  return data({ message: "Post not found" }, { status: 404 });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = getDb();
  const [post, categories, tagNames, newsletter] = await Promise.all([
    getAdminPost(db, params.postId),
    listCategories(db),
    listTagNames(db),
    getSendProgress(db, params.postId),
  ]);
  if (!post) throw notFound();
  return {
    post,
    categories: categories.map(({ id, name }) => ({ id, name })),
    tagNames,
    newsletter,
  };
}

const QUEUE_MESSAGES = {
  "not-found": "Post not found",
  "not-published": NEWSLETTER_TEXT.sendNeedsPublished,
  "already-sent": NEWSLETTER_TEXT.sendAlreadyExists,
} as const;

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, "data");
  const db = getDb();
  const form = await readForm(request);
  const intent = form.get("intent");

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
  try {
    const saved = await updateAdminPost(db, params.postId, parsed.input, parseTagList(parsed.tags));
    if (!saved) throw notFound();
    return data<EditResult>({ ok: true, message: ADMIN_TEXT.postUpdated });
  } catch (error) {
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

export default function EditPost({ loaderData }: Route.ComponentProps) {
  const { post, categories, tagNames, newsletter } = loaderData;
  const result = useActionData<typeof action>() as EditResult | undefined;
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
            <Badge variant={post.published ? "default" : "secondary"} className="self-center">
              {post.published ? "Published" : "Draft"}
            </Badge>
            <Button variant="outline" asChild>
              <Link to={`/article/${post.slug}`} target="_blank" rel="noopener">
                <EyeIcon aria-hidden="true" />
                {post.published ? "View" : "Preview"}
              </Link>
            </Button>
            <Form method="post">
              <input type="hidden" name="intent" value={post.published ? "unpublish" : "publish"} />
              <Button type="submit" variant="outline" disabled={busyIntent !== null}>
                {post.published ? "Unpublish" : "Publish"}
              </Button>
            </Form>
            <DeletePostDialog postTitle={post.title} busy={busyIntent === "delete"} />
          </>
        }
      />
      <NewsletterSendPanel
        published={post.published}
        progress={newsletter}
        busy={busyIntent !== null}
      />
      <Form method="post" className="grid max-w-3xl gap-4" key={post.updatedAt}>
        <input type="hidden" name="intent" value="save" />
        <PostFields
          categories={categories}
          errors={errors}
          tagSuggestions={tagNames}
          defaults={{
            title: post.title,
            slug: post.slug,
            excerpt: post.excerpt,
            content: post.content,
            categoryId: post.categoryId,
            featuredImage: post.featuredImage,
            published: post.published,
            tags: post.tags.map((tag) => tag.name).join(", "),
          }}
        />
        <div>
          <Button type="submit" disabled={busyIntent === "save"}>
            {busyIntent === "save" ? "Saving..." : "Save changes"}
          </Button>
        </div>
      </Form>
    </section>
  );
}
