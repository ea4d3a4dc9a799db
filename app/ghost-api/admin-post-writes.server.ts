import { can, canOnPost, type Actor } from "~/auth/policy";
import { createPost, deletePost, slugTaken, updatePost } from "~/content/post-commands.server";
import { DuplicateSlugError, PostConflictError } from "~/content/post-errors";
import { getPostOwnership } from "~/content/posts.server";
import type { TagRef } from "~/content/types";
import type { Db } from "~/db/connection.server";
import { DomainError } from "~/lib/domain-error";
import { postFormSchema, type PostWriteInput } from "~/lib/schemas";
import { suggestSlug } from "~/lib/slugify";
import { SCHEDULE_JOB } from "~/lib/constants";
import { SCHEDULE_TEXT } from "~/lib/staff-text";
import type { Writer } from "~/platform/domain-events.server";
import { schedulePost, unschedulePost } from "~/publishing/schedule.server";
import type { AdminPostInput } from "./admin-post-input";
import { ghostError, type GhostAnswer } from "./ghost-errors.server";

/**
 * The Admin API's post writes (decision 0036): Ghost's post objects turned into the editor's
 * input and handed to the same write commands (app/content/post-commands.server.ts: sanitising,
 * revisions, events, page-cache invalidation), after the same policy checks as a staff member of
 * the integration's role (app/auth/policy.ts).
 */

const NOT_ALLOWED = "You do not have permission to perform this action";

function notAllowed(): GhostAnswer {
  return ghostError("NoPermissionError", NOT_ALLOWED);
}

function postNotFound(): GhostAnswer {
  return ghostError("NotFoundError", "Post not found.");
}

function validation(message: string, context: string | null = null): GhostAnswer {
  return ghostError("ValidationError", message, context);
}

/**
 * The account of the person an integration acts as, for columns that name an account (an
 * upload's uploader, a schedule's requester); null when the profile has none.
 */
export async function accountOf(db: Db, id: string): Promise<string | null> {
  if (!id) return null;
  const row = await db.selectFrom("user").select("id").where("id", "=", id).executeTakeFirst();
  return row?.id ?? null;
}

/** What a write left: the post's id, or Ghost's refusal. */
export type PostWriteOutcome = { id: string } | GhostAnswer;

/** The stored post as the editor's input, for an edit that changes only some fields. */
async function storedInput(db: Db, id: string) {
  const row = await db
    .selectFrom("posts")
    .select([
      "title",
      "slug",
      "excerpt",
      "content",
      "category_id",
      "featured_image",
      "published",
      "scheduled_at",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const topics = await db
    .selectFrom("post_tags")
    .innerJoin("tags", "tags.id", "post_tags.tag_id")
    .select(["tags.name", "tags.slug"])
    .where("post_tags.post_id", "=", id)
    .orderBy("tags.name")
    .execute();
  return { row, topics };
}

/**
 * Ghost's tags as our category and topics: the first tag is the primary tag, our category when
 * a category has its slug (as the Content API gives a post's category as its primary tag); every
 * other tag is a topic.
 */
async function categoryAndTopics(
  db: Db,
  tags: NonNullable<AdminPostInput["tags"]>,
): Promise<{ categoryId: string; topics: TagRef[] }> {
  const refs = tags.flatMap((tag) => {
    const name = (typeof tag === "string" ? tag : (tag.name ?? tag.slug ?? "")).trim();
    const slug = suggestSlug(typeof tag === "string" ? tag : (tag.slug ?? tag.name ?? ""));
    return name && slug ? [{ name: name.slice(0, 60), slug: slug.slice(0, 60) }] : [];
  });
  const first = refs[0];
  const category = first
    ? await db
        .selectFrom("categories")
        .select("id")
        .where("slug", "=", first.slug)
        .executeTakeFirst()
    : undefined;
  const seen = new Set<string>();
  const topics = (category ? refs.slice(1) : refs).filter((ref) => {
    if (seen.has(ref.slug)) return false;
    seen.add(ref.slug);
    return true;
  });
  return { categoryId: category?.id ?? "", topics: topics.slice(0, 20) };
}

/** Ghost's html (with `?source=html`); other bodies (Lexical, Mobiledoc) are not stored here. */
function bodyOf(input: AdminPostInput, sourceHtml: boolean): string | GhostAnswer | undefined {
  if (input.html != null && sourceHtml) return input.html;
  if (input.lexical !== undefined || input.mobiledoc !== undefined || input.html != null) {
    return validation(
      "Send the post's body as HTML with ?source=html.",
      "This site stores HTML; Lexical and Mobiledoc bodies are not read.",
    );
  }
  return undefined;
}

/** The merged input checked by the editor's schema, or Ghost's 422. */
function checked(input: PostWriteInput): PostWriteInput | GhostAnswer {
  const parsed = postFormSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0] ?? "post");
  return validation(`Validation error, cannot save post.`, `${field}: ${issue?.message ?? ""}`);
}

function isAnswer(value: unknown): value is GhostAnswer {
  return typeof value === "object" && value !== null && "status" in value && "body" in value;
}

/** A slug no other post has: the asked (or title's) slug, then `-2`, `-3`, … as Ghost does. */
async function freeSlug(db: Db, wanted: string): Promise<string> {
  const base = wanted.slice(0, 190) || "untitled";
  if (!(await slugTaken(db, base))) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!(await slugTaken(db, candidate))) return candidate;
  }
}

function publishedOf(status: AdminPostInput["status"]): boolean | undefined {
  return status === undefined ? undefined : status === "published";
}

/**
 * `status: "scheduled"` with `published_at` in the future: when the post goes out, checked by
 * the editor's rules (in the future, within five years) before anything is written. Null when
 * the input does not schedule.
 */
function scheduleOf(input: AdminPostInput, now = Date.now()): Date | null | GhostAnswer {
  if (input.status !== "scheduled") return null;
  const at = input.published_at ? Date.parse(input.published_at) : Number.NaN;
  if (Number.isNaN(at)) {
    return validation(
      "Validation error, cannot schedule post.",
      "A scheduled post needs published_at: the time it goes out.",
    );
  }
  if (at <= now)
    return validation("Validation error, cannot schedule post.", SCHEDULE_TEXT.pastTime);
  if (at - now > SCHEDULE_JOB.maxAheadMs) {
    return validation("Validation error, cannot schedule post.", SCHEDULE_TEXT.tooFarAhead);
  }
  return new Date(at);
}

export async function addPost(
  writer: Writer,
  actor: Actor,
  input: AdminPostInput,
  sourceHtml: boolean,
): Promise<PostWriteOutcome> {
  const authorId = actor.id || null;
  if (!can(actor.role, "posts.create") || (!authorId && !can(actor.role, "posts.editAny"))) {
    return notAllowed();
  }
  const published = publishedOf(input.status) ?? false;
  const scheduleAt = scheduleOf(input);
  if (isAnswer(scheduleAt)) return scheduleAt;
  if (
    (published || scheduleAt) &&
    !canOnPost(actor, "publish", { authorIds: authorId ? [authorId] : [], published: false })
  ) {
    return notAllowed();
  }
  const body = bodyOf(input, sourceHtml);
  if (isAnswer(body)) return body;
  const title = input.title?.trim() || "(Untitled)";
  const { categoryId, topics } = await categoryAndTopics(writer.db, input.tags ?? []);
  const merged = checked({
    title,
    slug: await freeSlug(writer.db, suggestSlug(input.slug || title)),
    excerpt: input.custom_excerpt ?? "",
    content: body ?? "",
    categoryId,
    featuredImage: input.feature_image ?? "",
    published,
    ...seoOf(input),
  });
  if (isAnswer(merged)) return merged;
  try {
    const id = await createPost(
      writer,
      {
        ...merged,
        categoryId: merged.categoryId || null,
        featuredImage: merged.featuredImage || null,
        authorId,
        tags: topics,
        seo: merged,
      },
      { keepRevision: true, source: "api" },
    );
    // Scheduled as the editor schedules: a draft first, then the one scheduling command.
    if (scheduleAt) {
      const by = await accountOf(writer.db, actor.id);
      await schedulePost(writer, id, { at: scheduleAt, emailSubscribers: false, by });
    }
    return { id };
  } catch (error) {
    return refusal(error);
  }
}

/** The search fields a client sent; the ones it left out stay as they are. */
function seoOf(input: AdminPostInput) {
  return {
    ...(input.meta_title !== undefined ? { metaTitle: input.meta_title ?? "" } : {}),
    ...(input.meta_description !== undefined
      ? { metaDescription: input.meta_description ?? "" }
      : {}),
    ...(input.canonical_url !== undefined ? { canonicalUrl: input.canonical_url ?? "" } : {}),
  };
}

export async function editPost(
  writer: Writer,
  actor: Actor,
  id: string,
  input: AdminPostInput,
  sourceHtml: boolean,
): Promise<PostWriteOutcome> {
  const ownership = await getPostOwnership(writer.db, id);
  if (!ownership || !canOnPost(actor, "view", ownership)) return postNotFound();
  if (!canOnPost(actor, "edit", ownership)) return notAllowed();
  if (!input.updated_at || Number.isNaN(Date.parse(input.updated_at))) {
    return validation("Validation error, cannot edit post.", '"updated_at" is required.');
  }
  const stored = await storedInput(writer.db, id);
  if (!stored) return postNotFound();
  const scheduleAt = scheduleOf(input);
  if (isAnswer(scheduleAt)) return scheduleAt;
  if (scheduleAt && stored.row.published) {
    return validation(
      "Validation error, cannot schedule post.",
      "A published post cannot be scheduled: unpublish it first (status: draft).",
    );
  }
  const published = publishedOf(input.status) ?? stored.row.published;
  if (
    (published !== ownership.published || scheduleAt) &&
    !canOnPost(actor, "publish", ownership)
  ) {
    return notAllowed();
  }
  const body = bodyOf(input, sourceHtml);
  if (isAnswer(body)) return body;
  const tags = input.tags ? await categoryAndTopics(writer.db, input.tags) : null;
  const merged = checked({
    title: input.title?.trim() || stored.row.title,
    slug: input.slug ? suggestSlug(input.slug) : stored.row.slug,
    excerpt: input.custom_excerpt === undefined ? stored.row.excerpt : (input.custom_excerpt ?? ""),
    content: body ?? stored.row.content,
    categoryId: tags ? tags.categoryId : (stored.row.category_id ?? ""),
    featuredImage:
      input.feature_image === undefined
        ? (stored.row.featured_image ?? "")
        : (input.feature_image ?? ""),
    published,
    ...seoOf(input),
  });
  if (isAnswer(merged)) return merged;
  try {
    const saved = await updatePost(writer, id, merged, tags ? tags.topics : stored.topics, {
      editorId: actor.id || null,
      baseUpdatedAt: input.updated_at,
    });
    if (!saved) return postNotFound();
    const by = await accountOf(writer.db, actor.id);
    if (scheduleAt) {
      await schedulePost(writer, id, { at: scheduleAt, emailSubscribers: false, by });
    } else if (input.status === "draft" && stored.row.scheduled_at) {
      // Ghost's "scheduled" → "draft" takes the post off the schedule.
      await unschedulePost(writer, id, by);
    }
    return { id };
  } catch (error) {
    return refusal(error);
  }
}

export async function removePost(writer: Writer, actor: Actor, id: string): Promise<GhostAnswer> {
  const ownership = await getPostOwnership(writer.db, id);
  if (!ownership || !canOnPost(actor, "view", ownership)) return postNotFound();
  if (!canOnPost(actor, "delete", ownership)) return notAllowed();
  if (!(await deletePost(writer, id, actor.id || null))) return postNotFound();
  return { status: 204, body: null };
}

/** The commands' refusals in Ghost's shapes; anything else is a fault and is thrown. */
function refusal(error: unknown): GhostAnswer {
  if (error instanceof PostConflictError) {
    return ghostError(
      "UpdateCollisionError",
      "Saving failed! Someone else is editing this post.",
      null,
      "UPDATE_COLLISION",
    );
  }
  if (error instanceof DuplicateSlugError) return validation(error.message, "slug");
  if (error instanceof DomainError) return validation(error.message, error.field ?? null);
  throw error;
}
