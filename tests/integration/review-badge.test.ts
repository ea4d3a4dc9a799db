import { expect, it } from "vitest";
import { submitPostForReview, setPostPublished } from "~/content/post-commands.server";
import { getAdminPost, listAdminPosts } from "~/content/posts.server";
import { schedulePost } from "~/publishing/schedule.server";
import { describeEachEngine, insertTestPost, insertTestUser } from "../helpers/database";
import { testWriter } from "../helpers/writer";

const EDITOR = "review-editor";
const list = (status: "all" | "review") => ({
  status,
  categoryId: null,
  search: "",
  page: 1,
  pageSize: 50,
});

describeEachEngine(
  "the 'Submitted for review' badge",
  ({ db }) => {
    async function shown(id: string) {
      const row = (await listAdminPosts(db(), list("all"))).items.find((item) => item.id === id)!;
      const inReview = (await listAdminPosts(db(), list("review"))).items.some(
        (item) => item.id === id,
      );
      const detail = await getAdminPost(db(), id);
      return {
        badge: row.submittedForReview,
        inReviewFilter: inReview,
        editorBadge: detail!.submittedAt !== null,
      };
    }
    const none = { badge: false, inReviewFilter: false, editorBadge: false };

    it("goes once the submitted post is scheduled, and stays gone when it is published", async () => {
      const id = await insertTestPost(db());
      expect(await submitPostForReview(testWriter(db()), id, null)).toBe(true);
      expect(await shown(id)).toEqual({ badge: true, inReviewFilter: true, editorBadge: true });

      await schedulePost(testWriter(db()), id, {
        at: new Date(Date.now() + 3_600_000),
        emailSubscribers: false,
        by: EDITOR,
      });
      expect(await shown(id)).toEqual(none);

      await setPostPublished(testWriter(db()), id, true, { by: EDITOR });
      expect(await shown(id)).toEqual(none);
    });

    it("is not shown beside Scheduled for a post scheduled while it kept its review request", async () => {
      // As rows scheduled before scheduling cleared the request are stored.
      const id = await insertTestPost(db());
      await db()
        .updateTable("posts")
        .set({
          submitted_at: "2026-03-01T00:00:00.000Z",
          scheduled_at: new Date(Date.now() + 3_600_000).toISOString(),
        })
        .where("id", "=", id)
        .execute();
      expect(await shown(id)).toEqual(none);
    });
  },
  async (db) => {
    await insertTestUser(db, { id: EDITOR, name: "Editor", email: "review-editor@techpulse.test" });
  },
);
