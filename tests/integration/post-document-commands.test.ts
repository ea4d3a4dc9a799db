import { expect, it } from "vitest";
import { ADMIN_TEXT, SCHEDULE_TEXT } from "~/lib/staff-text";
import { describeEachEngine, insertTestPost } from "../helpers/database";
import { useRouteServices } from "../helpers/route-services";
import { postEditFormSubmitter, signedInEditor } from "../helpers/post-edit-form";

const HOUR = 60 * 60 * 1000;

/**
 * The writing surface's commands submit the whole document (issue 38): what was typed in any
 * field is saved before the command runs, and a refused save runs no command.
 */
describeEachEngine(
  "the edit page's commands with the whole document",
  ({ db, fixture }) => {
    const routeServices = useRouteServices(db);

    const submit = postEditFormSubmitter(routeServices, () => fixture().cookie);

    async function stored(postId: string) {
      const row = await db()
        .selectFrom("posts")
        .select(["title", "slug", "meta_title", "published", "scheduled_at"])
        .where("id", "=", postId)
        .executeTakeFirstOrThrow();
      const tags = await db()
        .selectFrom("post_tags")
        .innerJoin("tags", "tags.id", "post_tags.tag_id")
        .select("tags.name")
        .where("post_tags.post_id", "=", postId)
        .orderBy("tags.name")
        .execute();
      return {
        title: row.title,
        slug: row.slug,
        metaTitle: row.meta_title,
        published: Boolean(row.published),
        scheduled: row.scheduled_at !== null,
        tags: tags.map((tag) => tag.name),
      };
    }

    /** The document as the surface's form sends it, with the writer's unsaved edits. */
    const documentFields = (postId: string, title: string) => ({
      title,
      slug: `typed-${postId.slice(0, 8)}`,
      excerpt: "",
      content: "<p>Typed before the command</p>",
      categoryId: "",
      featuredImage: "",
      tags: "alpha, beta",
      metaTitle: "Typed meta title",
      metaDescription: "",
      socialImage: "",
      canonicalUrl: "",
    });

    it("Schedule keeps the tags and search fields typed in the sidebar, then schedules", async () => {
      const postId = await insertTestPost(db(), { published: false });
      const answer = await submit(postId, {
        ...documentFields(postId, "Scheduled with edits"),
        intent: "schedule",
        scheduledAt: new Date(Date.now() + 30 * HOUR).toISOString(),
      });
      expect(answer).toEqual({ status: 200, body: { ok: true, message: SCHEDULE_TEXT.scheduled } });
      expect(await stored(postId)).toEqual({
        title: "Scheduled with edits",
        slug: `typed-${postId.slice(0, 8)}`,
        metaTitle: "Typed meta title",
        published: false,
        scheduled: true,
        tags: ["alpha", "beta"],
      });
    });

    it("Publish saves the document and publishes it; Unpublish keeps the edits too", async () => {
      const postId = await insertTestPost(db(), { published: false });
      const published = await submit(postId, {
        ...documentFields(postId, "Published with edits"),
        intent: "publish",
      });
      expect(published).toEqual({
        status: 200,
        body: { ok: true, message: ADMIN_TEXT.postPublished },
      });
      expect(await stored(postId)).toMatchObject({
        title: "Published with edits",
        published: true,
        tags: ["alpha", "beta"],
      });

      const unpublished = await submit(postId, {
        ...documentFields(postId, "Unpublished with edits"),
        published: "on",
        intent: "unpublish",
      });
      expect(unpublished.body).toEqual({ ok: true, message: ADMIN_TEXT.postUnpublished });
      expect(await stored(postId)).toMatchObject({
        title: "Unpublished with edits",
        published: false,
      });
    });

    it("a document the save refuses (no title) runs no command: 400 with the field's error", async () => {
      const postId = await insertTestPost(db(), { title: "Stored title", published: false });
      const answer = await submit(postId, { ...documentFields(postId, ""), intent: "publish" });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ ok: false, fieldErrors: { title: expect.any(String) } });
      expect(await stored(postId)).toMatchObject({ title: "Stored title", published: false });
    });

    it("a bare command (the posts list's row buttons) still runs without a document", async () => {
      const postId = await insertTestPost(db(), { title: "Listed", published: false });
      expect((await submit(postId, { intent: "publish" })).status).toBe(200);
      expect(await stored(postId)).toMatchObject({ title: "Listed", published: true, tags: [] });
    });
  },
  signedInEditor("document", "Document Writer", "192.0.2.91"),
);
