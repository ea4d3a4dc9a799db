import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import {
  createPost,
  deletePost,
  replacePost,
  setPostPublished,
  submitPostForReview,
  updatePost,
} from "~/content/post-commands.server";
import { DuplicateSlugError, MissingCategoryError } from "~/content/post-errors";
import type { NewPostInput } from "~/content/posts-write.server";
import { restoreRevision } from "~/content/revisions.server";
import type { Db } from "~/db/connection.server";
import { postFormSchema } from "~/lib/schemas";
import type { DomainEvent, Writer } from "~/platform/domain-events.server";
import { schedulePost, unschedulePost } from "~/publishing/schedule.server";
import { getSiteSettings, saveSiteSettings } from "~/settings/settings.server";
import {
  createCategory,
  deleteCategory,
  moveCategory,
  updateCategory,
} from "~/taxonomy/categories.server";
import { describeEachEngine, insertTestUser } from "../helpers/database";
import { insertConfirmedSubscribers } from "../helpers/newsletter";
import { testWriter } from "../helpers/writer";

/**
 * The post commands are the one way posts are written: each runs in one transaction with its
 * side effects and tells what it did through typed events, after commit and only then.
 */
describeEachEngine("write commands and their events", ({ db }) => {
  function recordingWriter(): Writer & { wakes: () => number; seen: DomainEvent[] } {
    const writer = testWriter(db());
    const seen: DomainEvent[] = [];
    writer.events.afterCommit(null, (event) => void seen.push(event));
    return { ...writer, seen };
  }

  function draftInput(overrides: Partial<NewPostInput> = {}): NewPostInput {
    const slug = `events-${randomUUID().slice(0, 8)}`;
    return {
      title: "Events",
      slug,
      excerpt: "An excerpt.",
      content: "<p>Body</p>",
      featuredImage: null,
      published: false,
      categoryId: null,
      authorId: null,
      ...overrides,
    };
  }

  const formOf = (input: NewPostInput, published: boolean) =>
    postFormSchema.parse({
      title: input.title,
      slug: input.slug,
      excerpt: input.excerpt,
      content: input.content,
      categoryId: "",
      featuredImage: "",
      published,
    });

  async function count(database: Db, table: "posts" | "newsletter_sends") {
    const row = await database
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it("each command emits its typed events once committed, with who did it", async () => {
    const ed = randomUUID();
    await insertTestUser(db(), { id: ed, name: "Ed", email: `${ed}@example.com` });
    const writer = recordingWriter();
    const input = draftInput();
    const id = await createPost(writer, input);
    await updatePost(writer, id, formOf(input, false), [], { editorId: ed });
    await submitPostForReview(writer, id, ed);
    await schedulePost(writer, id, {
      at: new Date(Date.now() + 3_600_000),
      emailSubscribers: false,
      by: ed,
    });
    await unschedulePost(writer, id, ed);
    await setPostPublished(writer, id, true, { by: ed });
    await setPostPublished(writer, id, false, { by: ed });
    await replacePost(writer, id, { ...input, published: true });
    await deletePost(writer, id, ed);

    expect(writer.seen.map((event) => event.type)).toEqual([
      "post.created",
      "post.updated",
      "post.submitted-for-review",
      "post.scheduled",
      "post.unscheduled",
      "post.published",
      "post.unpublished",
      "post.updated",
      "post.published",
      "post.deleted",
    ]);
    expect(writer.seen.every((event) => "postId" in event && event.postId === id)).toBe(true);
    expect(writer.seen[5]).toMatchObject({ by: ed, source: "editor", emailSubscribers: false });
    expect(writer.seen[8]).toMatchObject({ source: "import" });
  });

  it("a save that publishes or unpublishes says so besides post.updated; a revision restore is an update", async () => {
    const writer = recordingWriter();
    const input = draftInput();
    const id = await createPost(writer, input, { keepRevision: true });
    await updatePost(writer, id, formOf(input, true), []);
    await updatePost(writer, id, formOf(input, false), []);
    const first = await db()
      .selectFrom("post_revisions")
      .select("id")
      .where("post_id", "=", id)
      .orderBy("created_at")
      .executeTakeFirstOrThrow();
    await restoreRevision(writer, id, first.id, "ed");
    expect(writer.seen.map((event) => event.type)).toEqual([
      "post.created",
      "post.updated",
      "post.published",
      "post.updated",
      "post.unpublished",
      "post.updated",
    ]);
  });

  it("a refused command emits nothing and stores nothing", async () => {
    const writer = recordingWriter();
    const taken = await createPost(writer, draftInput());
    const takenSlug = (
      await db()
        .selectFrom("posts")
        .select("slug")
        .where("id", "=", taken)
        .executeTakeFirstOrThrow()
    ).slug;
    writer.seen.length = 0;
    const before = await count(db(), "posts");

    await expect(createPost(writer, draftInput({ slug: takenSlug }))).rejects.toBeInstanceOf(
      DuplicateSlugError,
    );
    await expect(
      createPost(writer, draftInput({ categoryId: randomUUID(), published: true })),
    ).rejects.toBeInstanceOf(MissingCategoryError);
    expect(await count(db(), "posts")).toBe(before);
    expect(writer.seen).toEqual([]);
  });

  it("publishing with the newsletter queues the send in the same transaction and wakes the worker after commit", async () => {
    await insertConfirmedSubscribers(db(), 3);
    const writer = recordingWriter();
    const id = await createPost(writer, draftInput());
    const sendsBefore = await count(db(), "newsletter_sends");

    const outcome = await setPostPublished(writer, id, true, { by: null, emailSubscribers: true });
    expect(outcome.found).toBe(true);
    expect(outcome.newsletter).toMatchObject({ ok: true });
    expect(await count(db(), "newsletter_sends")).toBe(sendsBefore + 1);
    expect(writer.wakes()).toBe(1);

    // Asking again is answered by the newsletter (already sent), not by a second send.
    const again = await setPostPublished(writer, id, true, { by: null, emailSubscribers: true });
    expect(again.newsletter).toEqual({ ok: false, reason: "already-sent" });
    expect(await count(db(), "newsletter_sends")).toBe(sendsBefore + 1);
  });

  it("an in-transaction subscriber that fails rolls the whole command back; after-commit failures do not", async () => {
    const writer = recordingWriter();
    writer.events.duringTransaction("post.created", async () => {
      throw new Error("subscriber broke");
    });
    const input = draftInput();
    await expect(createPost(writer, input)).rejects.toThrow("subscriber broke");
    const stored = await db()
      .selectFrom("posts")
      .select("id")
      .where("slug", "=", input.slug)
      .executeTakeFirst();
    expect(stored).toBeUndefined();
    expect(writer.seen).toEqual([]);

    const lenient = recordingWriter();
    lenient.events.afterCommit(["post.created"], () => {
      throw new Error("a cache that cannot be told");
    });
    const id = await createPost(lenient, draftInput());
    expect(lenient.seen.map((event) => event.type)).toEqual(["post.created"]);
    expect(
      await db().selectFrom("posts").select("id").where("id", "=", id).executeTakeFirst(),
    ).toBeDefined();
  });

  it("categories and settings are written by commands that tell of it too", async () => {
    const writer = recordingWriter();
    const form = { description: "", icon: "brain", color: "violet" } as const;
    const first = await createCategory(writer, { ...form, name: "Events A", slug: "events-a" });
    const second = await createCategory(writer, { ...form, name: "Events B", slug: "events-b" });
    await updateCategory(writer, first, { ...form, name: "Events A2", slug: "events-a" });
    await moveCategory(writer, second, "up");
    const post = await createPost(writer, draftInput({ categoryId: first }));
    await deleteCategory(writer, first, second);
    await saveSiteSettings(writer, await getSiteSettings(db()));

    expect(writer.seen.filter((event) => !event.type.startsWith("post."))).toEqual([
      { type: "category.created", categoryId: first },
      { type: "category.created", categoryId: second },
      { type: "category.updated", categoryId: first },
      { type: "category.moved", categoryId: second },
      { type: "category.deleted", categoryId: first, postsMoved: 1, postsMovedTo: second },
      { type: "settings.updated" },
    ]);
    const moved = await db()
      .selectFrom("posts")
      .select("category_id")
      .where("id", "=", post)
      .executeTakeFirstOrThrow();
    expect(moved.category_id).toBe(second);
  });
});
