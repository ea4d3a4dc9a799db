import { expect, it } from "vitest";
import { NEWSLETTER_TEXT } from "~/lib/newsletter-text";
import { SCHEDULE_TEXT } from "~/lib/staff-text";
import { describeEachEngine, insertTestPost } from "../helpers/database";
import { useRouteServices } from "../helpers/route-services";
import { postEditFormSubmitter, signedInEditor } from "../helpers/post-edit-form";

const HOUR = 60 * 60 * 1000;

/** What the editor's Schedule form sends, through the edit page's action. */
describeEachEngine(
  "the edit page's Schedule form",
  ({ db, fixture }) => {
    const routeServices = useRouteServices(db);
    const insertPost = (published: boolean) => insertTestPost(db(), { published });

    const submit = postEditFormSubmitter(routeServices, () => fixture().cookie);

    async function scheduleOf(postId: string) {
      const row = await db()
        .selectFrom("posts")
        .select(["scheduled_at", "schedule_email", "scheduled_by", "published"])
        .where("id", "=", postId)
        .executeTakeFirstOrThrow();
      return {
        at: row.scheduled_at ? new Date(row.scheduled_at).toISOString() : null,
        email: Boolean(row.schedule_email),
        by: row.scheduled_by,
        published: Boolean(row.published),
      };
    }

    it("stores the instant the browser sent, in UTC, whatever offset it was written with", async () => {
      const postId = await insertPost(false);
      const local = new Date(Date.now() + 30 * HOUR);
      local.setUTCSeconds(0, 0);
      // 07:00 in UTC+02:00 is 05:00 UTC: the form carries the editor's offset.
      const withOffset = new Date(local.getTime() + 2 * HOUR).toISOString().slice(0, 19) + "+02:00";
      const answer = await submit(postId, {
        intent: "schedule",
        scheduledAt: withOffset,
        emailSubscribers: "on",
        confirmSend: "3",
      });
      expect(answer).toEqual({ status: 200, body: { ok: true, message: SCHEDULE_TEXT.scheduled } });
      expect(await scheduleOf(postId)).toEqual({
        at: local.toISOString(),
        email: true,
        by: fixture().id,
        published: false,
      });
    });

    it("refuses to schedule the email without the confirmation dialog's number (400), storing nothing", async () => {
      const postId = await insertPost(false);
      const scheduledAt = new Date(Date.now() + 30 * HOUR).toISOString();
      for (const confirmSend of [undefined, "", "0", "many"]) {
        const answer = await submit(postId, {
          intent: "schedule",
          scheduledAt,
          emailSubscribers: "on",
          ...(confirmSend === undefined ? {} : { confirmSend }),
        });
        expect(answer).toEqual({
          status: 400,
          body: { ok: false, message: NEWSLETTER_TEXT.sendNeedsConfirmation },
        });
        expect((await scheduleOf(postId)).at).toBeNull();
      }
    });

    it.each([
      ["missing", {}],
      ["not a date", { scheduledAt: "tomorrow morning" }],
      ["without an offset (the zone would be a guess)", { scheduledAt: "2031-01-01T07:00" }],
    ])("refuses a time that is %s with 400, changing nothing", async (_, fields) => {
      const postId = await insertPost(false);
      const answer = await submit(postId, { intent: "schedule", ...fields });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ ok: false, message: SCHEDULE_TEXT.chooseTime });
      expect((await scheduleOf(postId)).at).toBeNull();
    });

    it("refuses a past time (400) and a published post (409) with the domain's messages", async () => {
      const draftId = await insertPost(false);
      const past = await submit(draftId, {
        intent: "schedule",
        scheduledAt: new Date(Date.now() - HOUR).toISOString(),
      });
      expect(past).toMatchObject({ status: 400, body: { message: SCHEDULE_TEXT.pastTime } });
      expect((await scheduleOf(draftId)).at).toBeNull();

      const publishedId = await insertPost(true);
      const published = await submit(publishedId, {
        intent: "schedule",
        scheduledAt: new Date(Date.now() + HOUR).toISOString(),
      });
      expect(published).toMatchObject({
        status: 409,
        body: { message: SCHEDULE_TEXT.alreadyPublished },
      });
      expect(await scheduleOf(publishedId)).toMatchObject({ at: null, published: true });
    });

    it("unschedules a scheduled draft, and says so when there was nothing to unschedule", async () => {
      const postId = await insertPost(false);
      await submit(postId, {
        intent: "schedule",
        scheduledAt: new Date(Date.now() + 3 * HOUR).toISOString(),
      });
      expect(await submit(postId, { intent: "unschedule" })).toEqual({
        status: 200,
        body: { ok: true, message: SCHEDULE_TEXT.unscheduled },
      });
      expect(await scheduleOf(postId)).toEqual({
        at: null,
        email: false,
        by: null,
        published: false,
      });
      expect(await submit(postId, { intent: "unschedule" })).toMatchObject({
        status: 409,
        body: { message: SCHEDULE_TEXT.notScheduled },
      });
    });
  },
  signedInEditor("schedule", "Scheduler", "192.0.2.90"),
);
