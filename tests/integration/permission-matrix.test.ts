import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { createVerifiedAccount } from "~/auth/admin-accounts.server";
import type { Db, Engine } from "~/db/connection.server";
import { READER_ROLE, type StaffRole } from "~/lib/staff-text";
import { countConfirmedSubscribers } from "~/newsletter/subscribers.server";
import * as layoutRoute from "~/routes/admin-hub/layout";
import * as dashboardRoute from "~/routes/admin-hub/dashboard";
import * as categoriesRoute from "~/routes/admin-hub/categories";
import * as commentsRoute from "~/routes/admin-hub/comments";
import * as inboxRoute from "~/routes/admin-hub/inbox";
import * as inboxMessageRoute from "~/routes/admin-hub/inbox-message";
import * as mediaRoute from "~/routes/admin-hub/media";
import * as postEditRoute from "~/routes/admin-hub/post-edit";
import * as postsRoute from "~/routes/admin-hub/posts";
import * as settingsRoute from "~/routes/admin-hub/settings";
import * as subscribersRoute from "~/routes/admin-hub/subscribers";
import * as usersRoute from "~/routes/admin-hub/users";
import * as importRoute from "~/routes/admin-hub/import";
import * as redirectsRoute from "~/routes/admin-hub/redirects";
import * as integrationsRoute from "~/routes/admin-hub/integrations";
import * as exportRoute from "~/routes/admin-export";
import * as subscribersExportRoute from "~/routes/admin-subscribers-export";
import * as analyticsRoute from "~/routes/admin-hub/analytics";
import * as analyticsExportRoute from "~/routes/admin-analytics-export";
import * as mediaDeleteRoute from "~/routes/admin-media-delete";
import * as contentApiKeyRoute from "~/routes/admin-content-api-key";
import * as mediaAltRoute from "~/routes/admin-media-alt";
import * as mediaUsageRoute from "~/routes/admin-media-usage";
import * as autosaveRoute from "~/routes/admin-post-autosave";
import * as previewRoute from "~/routes/admin-post-preview";
import * as revisionRoute from "~/routes/admin-post-revision";
import * as mediaPickerRoute from "~/routes/admin-media-picker";
import * as mediaUploadRoute from "~/routes/admin-media-upload";
import * as bookmarkPreviewRoute from "~/routes/admin-bookmark-preview";
import { describeEachEngine, insertTestPost, seedDemo } from "../helpers/database";
import { formRequest, signedInAccount, TEST_ORIGIN, usingTestAuth } from "../helpers/auth";
import { useRouteServices } from "../helpers/route-services";
import {
  outcomeOf,
  routeFunction,
  snapshotAdminState,
  type RouteArgs,
  type RouteModule,
} from "../helpers/authorization";

type Actor = "anonymous" | "reader" | StaffRole;
const ACTORS: Actor[] = ["anonymous", "reader", "contributor", "author", "editor", "admin"];
const EVERY_STAFF: Actor[] = ["contributor", "author", "editor", "admin"];
const AUTHORS_UP: Actor[] = ["author", "editor", "admin"];
const EDITORS_UP: Actor[] = ["editor", "admin"];
const ADMINS: Actor[] = ["admin"];

interface Fixture {
  params: Record<string, string>;
  form: Record<string, string>;
}

interface Case {
  name: string;
  /** GET for loaders, a form POST for actions. */
  kind: "loader" | "action";
  path: (fixture: Fixture) => string;
  run: (args: RouteArgs) => Promise<unknown>;
  allowed: Actor[];
  /** Fresh rows for one call (so one role's allowed call cannot spoil the next role's). */
  prepare?: () => Promise<Fixture>;
  /** An allowed action that, by design, changes nothing here (e.g. a missing id). */
  changesNothing?: boolean;
}

/** Every loader and action some case calls, to prove no admin route is left out. */
const covered = new Set<unknown>();

const call = (module: RouteModule, kind: "loader" | "action") => {
  covered.add(module[kind]);
  return routeFunction(module, kind);
};

/** A case's route: its loader (a GET of `path`) or its action (a form POST to `path`). */
const routeAt =
  (kind: Case["kind"]) =>
  (module: RouteModule, path: string | Case["path"]): Pick<Case, "kind" | "path" | "run"> => ({
    kind,
    path: typeof path === "string" ? () => path : path,
    run: call(module, kind),
  });
const screen = routeAt("loader");
const form = routeAt("action");
const postPage = (f: Fixture) => `/admin-hub/posts/${f.params.postId}`;
const messagePage = (f: Fixture) => `/admin-hub/inbox/${f.params.messageId}`;

/** Downloads: only the status matters here, the body is dropped (its temporary file goes). */
const download = (run: ReturnType<typeof call>) => async (args: RouteArgs) => {
  const result = await run(args);
  if (result instanceof Response) await result.body?.cancel();
  return result;
};

const ADMIN_ROUTE_MODULES = import.meta.glob<{ loader?: unknown; action?: unknown }>(
  ["../../app/routes/admin-hub/*.tsx", "../../app/routes/admin-*.ts"],
  { eager: true },
);

/** Every actor's account, signed in once in the template: ids and Cookie headers. */
interface Actors {
  ids: Map<Actor, string>;
  cookies: Map<Actor, string>;
}

async function seedAndSignInActors(db: Db, engine: Engine): Promise<Actors> {
  await seedDemo(db);
  return usingTestAuth(db, async (t) => {
    const actors: Actors = { ids: new Map(), cookies: new Map() };
    const roles = [READER_ROLE, "contributor", "author", "editor", "admin"] as const;
    for (const [index, role] of roles.entries()) {
      const { id, cookie } = await signedInAccount(t, {
        email: `${role}-${engine}@example.com`,
        name: `The ${role}`,
        role,
        ip: `192.0.2.${10 + index}`,
      });
      const actor: Actor = role === READER_ROLE ? "reader" : role;
      actors.ids.set(actor, id);
      actors.cookies.set(actor, cookie);
    }
    return actors;
  });
}

describeEachEngine(
  "permission matrix: every admin route × every role",
  ({ db, fixture: actors }) => {
    const t = useRouteServices(db);

    const insertPost = (owner: Actor, published: boolean) =>
      insertTestPost(db(), { published, authorId: actors().ids.get(owner) ?? null });

    async function insertRevision(postId: string): Promise<string> {
      const id = randomUUID();
      await db()
        .insertInto("post_revisions")
        .values({
          id,
          post_id: postId,
          author_id: null,
          kind: "save",
          title: "An earlier title",
          excerpt: "",
          content: "<p>Earlier</p>",
        })
        .execute();
      return id;
    }

    async function insertMember(role: StaffRole | typeof READER_ROLE): Promise<string> {
      const account = await createVerifiedAccount(t().service, {
        email: `member-${randomUUID()}@example.com`,
        name: "Member",
        password: "member password",
        role,
      });
      return account.id;
    }

    /** A reader's comment on a post of `owner` (an author's own, or another's). */
    async function insertComment(owner: Actor, status: "held" | "published" = "held") {
      const postId = await insertPost(owner, true);
      const id = randomUUID();
      await db()
        .insertInto("comments")
        .values({
          id,
          post_id: postId,
          author_id: actors().ids.get("reader")!,
          author_name: "The reader",
          body: "A comment",
          status,
        })
        .execute();
      return id;
    }

    const moderation =
      (owner: Actor, action: string, status: "held" | "published" = "held") =>
      async () => ({
        params: {},
        form: { intent: "moderate", action, commentId: await insertComment(owner, status) },
      });

    /** A fresh reader to ban (or banned already, to lift). */
    async function readerToBan(banned: boolean): Promise<string> {
      const id = await insertMember(READER_ROLE);
      if (banned) {
        await db().insertInto("comment_bans").values({ user_id: id, reason: "Spam" }).execute();
      }
      return id;
    }

    let editWindowCalls = 0;

    const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();

    /** An integration with one webhook and one given-up delivery of it (the sealed texts are not opened). */
    async function insertWebhook() {
      const integrationId = randomUUID();
      const webhookId = randomUUID();
      const deliveryId = randomUUID();
      await db()
        .insertInto("integrations")
        .values({
          id: integrationId,
          name: "Matrix tool",
          role: "author",
          admin_key_id: randomUUID().replaceAll("-", "").slice(0, 24),
          admin_secret_sealed: "sealed",
          created_by: null,
        })
        .execute();
      await db()
        .insertInto("webhooks")
        .values({
          id: webhookId,
          integration_id: integrationId,
          event: "post.published",
          target_url: "https://93.184.215.14/hook",
          name: null,
          secret_sealed: "sealed",
        })
        .execute();
      await db()
        .insertInto("webhook_deliveries")
        .values({
          id: deliveryId,
          webhook_id: webhookId,
          event: "post.published",
          payload: "{}",
          status: "failed",
          give_up_at: new Date().toISOString(),
        })
        .execute();
      return { integrationId, webhookId, deliveryId };
    }
    const webhookForm = { event: "post.published", targetUrl: "https://93.184.215.14/hook" };

    /** A confirmed subscriber more, and the number a send's confirmation states (`confirmSend`). */
    async function confirmedSubscriberCount(): Promise<string> {
      await db()
        .insertInto("newsletter_subscribers")
        .values({
          id: randomUUID(),
          email: `matrix-${randomUUID()}@example.com`,
          status: "confirmed",
        })
        .execute();
      return String(await countConfirmedSubscribers(db()));
    }

    const postFixture =
      (owner: Actor, published: boolean, form: Record<string, string>) => async () => ({
        params: { postId: await insertPost(owner, published) },
        form,
      });

    const saveForm = (published: boolean) => ({
      intent: "save",
      title: "Changed title",
      slug: `changed-${randomUUID()}`,
      content: "<p>Changed</p>",
      ...(published ? { published: "on" } : {}),
    });

    const cases = (): Case[] => [
      // Screens (loaders)
      { name: "admin shell", ...screen(layoutRoute, "/admin-hub"), allowed: EVERY_STAFF },
      { name: "dashboard", ...screen(dashboardRoute, "/admin-hub"), allowed: EVERY_STAFF },
      { name: "posts list", ...screen(postsRoute, "/admin-hub/posts"), allowed: EVERY_STAFF },
      {
        name: "edit page of a contributor's draft",
        ...screen(postEditRoute, postPage),
        allowed: ["contributor", "editor", "admin"],
        prepare: postFixture("contributor", false, {}),
      },
      {
        name: "edit page of an author's post",
        ...screen(postEditRoute, postPage),
        allowed: AUTHORS_UP,
        prepare: postFixture("author", true, {}),
      },
      {
        name: "categories",
        ...screen(categoriesRoute, "/admin-hub/categories"),
        allowed: EDITORS_UP,
      },
      { name: "media library", ...screen(mediaRoute, "/admin-hub/media"), allowed: AUTHORS_UP },
      { name: "redirects", ...screen(redirectsRoute, "/admin-hub/redirects"), allowed: EDITORS_UP },
      {
        name: "integrations",
        ...screen(integrationsRoute, "/admin-hub/integrations"),
        allowed: ADMINS,
      },
      {
        name: "media picker (editor)",
        ...screen(mediaPickerRoute, "/admin-hub/media/picker"),
        allowed: EVERY_STAFF,
      },
      { name: "users", ...screen(usersRoute, "/admin-hub/users"), allowed: EDITORS_UP },
      { name: "settings", ...screen(settingsRoute, "/admin-hub/settings"), allowed: ADMINS },
      {
        name: "subscribers",
        ...screen(subscribersRoute, "/admin-hub/subscribers"),
        allowed: ADMINS,
      },
      {
        name: "subscribers export",
        ...screen(subscribersExportRoute, "/admin-hub/subscribers/export"),
        allowed: ADMINS,
      },
      {
        name: "analytics",
        ...screen(analyticsRoute, "/admin-hub/analytics"),
        allowed: AUTHORS_UP,
      },
      {
        name: "analytics export",
        ...screen(analyticsExportRoute, "/admin-hub/analytics/export"),
        allowed: AUTHORS_UP,
      },
      {
        name: "import and export screen",
        ...screen(importRoute, "/admin-hub/import"),
        allowed: ADMINS,
      },
      {
        name: "export download (site content)",
        kind: "loader",
        path: () => "/admin-hub/export?part=content",
        run: download(call(exportRoute, "loader")),
        allowed: ADMINS,
      },
      { name: "inbox", ...screen(inboxRoute, "/admin-hub/inbox"), allowed: ADMINS },
      {
        name: "comments queue",
        ...screen(commentsRoute, "/admin-hub/comments?tab=held"),
        allowed: AUTHORS_UP,
      },
      {
        name: "inbox message (marks it read)",
        ...screen(inboxMessageRoute, messagePage),
        allowed: ADMINS,
        prepare: async () => ({ params: { messageId: await insertMessage() }, form: {} }),
      },

      // Posts
      {
        name: "create a draft",
        ...form(postsRoute, "/admin-hub/posts"),
        allowed: EVERY_STAFF,
        prepare: async () => ({
          params: {},
          form: { title: "New", slug: `new-${randomUUID()}`, content: "<p>x</p>" },
        }),
      },
      {
        name: "create a published post",
        ...form(postsRoute, "/admin-hub/posts"),
        allowed: AUTHORS_UP,
        prepare: async () => ({
          params: {},
          form: { title: "New", slug: `new-${randomUUID()}`, content: "<p>x</p>", published: "on" },
        }),
      },
      {
        name: "edit a contributor's draft",
        ...form(postEditRoute, postPage),
        allowed: ["contributor", "editor", "admin"],
        prepare: postFixture("contributor", false, saveForm(false)),
      },
      {
        name: "edit a contributor's published post",
        ...form(postEditRoute, postPage),
        allowed: EDITORS_UP,
        prepare: postFixture("contributor", true, saveForm(true)),
      },
      {
        name: "edit an author's post",
        ...form(postEditRoute, postPage),
        allowed: AUTHORS_UP,
        prepare: postFixture("author", true, saveForm(true)),
      },
      {
        // Any author of the post owns it: the author is second on an editor's post.
        name: "edit a post the author co-writes",
        ...form(postEditRoute, postPage),
        allowed: AUTHORS_UP,
        prepare: async () => {
          const postId = await insertPost("editor", true);
          await db()
            .insertInto("post_authors")
            .values({ post_id: postId, author_id: actors().ids.get("author")!, position: 1 })
            .execute();
          return { params: { postId }, form: saveForm(true) };
        },
      },
      {
        name: "change the authors of an author's post",
        ...form(postEditRoute, postPage),
        allowed: EDITORS_UP,
        prepare: async () =>
          postFixture("author", true, {
            ...saveForm(true),
            authorsListed: "1",
            authorIds: actors().ids.get("editor")!,
          })(),
      },
      {
        name: "publish by saving a contributor's draft",
        ...form(postEditRoute, postPage),
        allowed: EDITORS_UP,
        prepare: postFixture("contributor", false, saveForm(true)),
      },
      {
        name: "publish a contributor's draft",
        ...form(postEditRoute, postPage),
        allowed: EDITORS_UP,
        prepare: postFixture("contributor", false, { intent: "publish" }),
      },
      {
        name: "publish an author's draft",
        ...form(postEditRoute, postPage),
        allowed: AUTHORS_UP,
        prepare: postFixture("author", false, { intent: "publish" }),
      },
      {
        name: "unpublish an editor's post",
        ...form(postEditRoute, postPage),
        allowed: EDITORS_UP,
        prepare: postFixture("editor", true, { intent: "unpublish" }),
      },
      {
        name: "submit a contributor's draft for review",
        ...form(postEditRoute, postPage),
        allowed: ["contributor"],
        prepare: postFixture("contributor", false, { intent: "submit" }),
      },
      {
        name: "delete a contributor's draft",
        ...form(postEditRoute, postPage),
        allowed: ["contributor", "editor", "admin"],
        prepare: postFixture("contributor", false, { intent: "delete" }),
      },
      {
        name: "delete an author's post",
        ...form(postEditRoute, postPage),
        allowed: AUTHORS_UP,
        prepare: postFixture("author", true, { intent: "delete" }),
      },
      {
        name: "schedule a contributor's draft",
        ...form(postEditRoute, postPage),
        allowed: EDITORS_UP,
        prepare: postFixture("contributor", false, { intent: "schedule", scheduledAt: tomorrow() }),
      },
      {
        name: "schedule an author's draft",
        ...form(postEditRoute, postPage),
        allowed: AUTHORS_UP,
        prepare: postFixture("author", false, { intent: "schedule", scheduledAt: tomorrow() }),
      },
      {
        name: "schedule an author's draft with the newsletter",
        ...form(postEditRoute, postPage),
        allowed: EDITORS_UP,
        prepare: async () =>
          postFixture("author", false, {
            intent: "schedule",
            scheduledAt: tomorrow(),
            emailSubscribers: "on",
            confirmSend: await confirmedSubscriberCount(),
          })(),
      },
      {
        name: "unschedule a contributor's scheduled draft",
        ...form(postEditRoute, postPage),
        allowed: EDITORS_UP,
        prepare: async () => {
          const postId = await insertPost("contributor", false);
          await db()
            .updateTable("posts")
            .set({ scheduled_at: tomorrow() })
            .where("id", "=", postId)
            .execute();
          return { params: { postId }, form: { intent: "unschedule" } };
        },
      },
      {
        name: "bulk-publish an author's draft from the list",
        ...form(postsRoute, "/admin-hub/posts"),
        allowed: AUTHORS_UP,
        prepare: async () => ({
          params: {},
          form: {
            intent: "bulk",
            bulkAction: "publish",
            postId: await insertPost("author", false),
          },
        }),
      },
      {
        name: "bulk-unpublish an editor's post from the list",
        ...form(postsRoute, "/admin-hub/posts"),
        allowed: EDITORS_UP,
        prepare: async () => ({
          params: {},
          form: {
            intent: "bulk",
            bulkAction: "unpublish",
            postId: await insertPost("editor", true),
          },
        }),
      },
      {
        name: "bulk-delete a contributor's draft from the list",
        ...form(postsRoute, "/admin-hub/posts"),
        allowed: ["contributor", "editor", "admin"],
        prepare: async () => ({
          params: {},
          form: {
            intent: "bulk",
            bulkAction: "delete",
            postId: await insertPost("contributor", false),
          },
        }),
      },
      {
        name: "restore a revision of a contributor's draft",
        ...form(postEditRoute, postPage),
        allowed: ["contributor", "editor", "admin"],
        prepare: async () => {
          const postId = await insertPost("contributor", false);
          const revisionId = await insertRevision(postId);
          return { params: { postId }, form: { intent: "restore-revision", revisionId } };
        },
      },
      {
        name: "autosave a contributor's draft",
        ...form(autosaveRoute, (f) => `/admin-hub/posts/${f.params.postId}/autosave`),
        allowed: ["contributor", "editor", "admin"],
        prepare: postFixture("contributor", false, {
          title: "Autosaved title",
          excerpt: "",
          content: "<p>Typed</p>",
        }),
      },
      {
        name: "preview a contributor's draft as its email",
        ...form(previewRoute, (f) => `/admin-hub/posts/${f.params.postId}/preview`),
        allowed: ["contributor", "editor", "admin"],
        changesNothing: true,
        prepare: postFixture("contributor", false, {
          title: "Previewed title",
          excerpt: "",
          content: "<p>Typed</p>",
          featuredImage: "",
          view: "email",
        }),
      },
      {
        name: "compare a revision of an author's post",
        ...screen(
          revisionRoute,
          (f) => `/admin-hub/posts/${f.params.postId}/revisions/${f.params.revisionId}`,
        ),
        allowed: AUTHORS_UP,
        prepare: async () => {
          const postId = await insertPost("author", true);
          return { params: { postId, revisionId: await insertRevision(postId) }, form: {} };
        },
      },
      {
        name: "email an author's post to subscribers",
        ...form(postEditRoute, postPage),
        allowed: EDITORS_UP,
        prepare: async () =>
          postFixture("author", true, {
            intent: "email-subscribers",
            confirmSend: await confirmedSubscriberCount(),
          })(),
      },

      // Import
      {
        name: "discard an import (none with that id)",
        ...form(importRoute, "/admin-hub/import"),
        allowed: ADMINS,
        changesNothing: true,
        prepare: async () => ({ params: {}, form: { intent: "discard", jobId: randomUUID() } }),
      },

      // Categories
      {
        name: "create a category",
        ...form(categoriesRoute, "/admin-hub/categories"),
        allowed: EDITORS_UP,
        prepare: async () => {
          const slug = `cat-${randomUUID().slice(0, 8)}`;
          return {
            params: {},
            form: {
              intent: "create",
              name: slug,
              slug,
              description: "",
              icon: "hash",
              color: "slate",
            },
          };
        },
      },
      {
        name: "reorder a category",
        ...form(categoriesRoute, "/admin-hub/categories"),
        allowed: EDITORS_UP,
        prepare: async () => ({
          params: {},
          form: { intent: "down", id: await firstCategoryId() },
        }),
      },

      // Redirects
      {
        name: "add a redirect",
        ...form(redirectsRoute, "/admin-hub/redirects"),
        allowed: EDITORS_UP,
        prepare: async () => ({
          params: {},
          form: { intent: "save", from: `/old-${randomUUID()}/`, to: "/about", status: "301" },
        }),
      },
      {
        name: "delete a redirect (a 404 for a missing one)",
        ...form(redirectsRoute, "/admin-hub/redirects"),
        allowed: EDITORS_UP,
        changesNothing: true,
        prepare: async () => ({ params: {}, form: { intent: "delete", id: randomUUID() } }),
      },

      // Integrations (Ghost's Admin API keys)
      {
        name: "add an integration",
        ...form(integrationsRoute, "/admin-hub/integrations"),
        allowed: ADMINS,
        prepare: async () => ({
          params: {},
          form: { intent: "create", name: `Tool ${randomUUID()}`, role: "author" },
        }),
      },
      {
        name: "revoke an integration (a 404 for a missing one)",
        ...form(integrationsRoute, "/admin-hub/integrations"),
        allowed: ADMINS,
        changesNothing: true,
        prepare: async () => ({ params: {}, form: { intent: "revoke", id: randomUUID() } }),
      },
      {
        name: "add a webhook",
        ...form(integrationsRoute, "/admin-hub/integrations"),
        allowed: ADMINS,
        prepare: async () => {
          const { integrationId } = await insertWebhook();
          return { params: {}, form: { intent: "webhook-create", integrationId, ...webhookForm } };
        },
      },
      {
        name: "change a webhook",
        ...form(integrationsRoute, "/admin-hub/integrations"),
        allowed: ADMINS,
        prepare: async () => {
          const { webhookId } = await insertWebhook();
          return {
            params: {},
            form: { intent: "webhook-update", webhookId, ...webhookForm, event: "tag.added" },
          };
        },
      },
      {
        name: "delete a webhook",
        ...form(integrationsRoute, "/admin-hub/integrations"),
        allowed: ADMINS,
        prepare: async () => {
          const { webhookId } = await insertWebhook();
          return { params: {}, form: { intent: "delete", webhookId } };
        },
      },
      {
        name: "retry a webhook delivery now",
        ...form(integrationsRoute, "/admin-hub/integrations"),
        allowed: ADMINS,
        prepare: async () => {
          const { deliveryId } = await insertWebhook();
          return { params: {}, form: { intent: "webhook-retry", deliveryId } };
        },
      },

      // Media
      {
        name: "upload an image (refused or a 400 for an empty form)",
        ...form(mediaUploadRoute, "/admin-hub/media/upload"),
        allowed: EVERY_STAFF,
        changesNothing: true,
      },
      {
        name: "read a bookmark card (a 422: loopback is refused)",
        ...form(bookmarkPreviewRoute, "/admin-hub/bookmark-preview"),
        allowed: EVERY_STAFF,
        changesNothing: true,
        prepare: async () => ({ params: {}, form: { url: "http://127.0.0.1:9/page" } }),
      },
      {
        name: "delete an image (a 404 for a missing one)",
        ...form(mediaDeleteRoute, "/admin-hub/media/delete"),
        allowed: EDITORS_UP,
        changesNothing: true,
        prepare: async () => ({ params: {}, form: { id: randomUUID() } }),
      },

      {
        name: "where an image is used (before deleting it)",
        ...screen(mediaUsageRoute, (f) => `/admin-hub/media/usage?id=${f.params.mediaId}`),
        allowed: EDITORS_UP,
        prepare: async () => {
          const mediaId = randomUUID();
          await db()
            .insertInto("media")
            .values({
              id: mediaId,
              file_key: `uploads/2026/01/${mediaId}`,
              original_name: "chart.png",
              width: 480,
              height: 320,
              byte_size: 1000,
              widths: "[480]",
              uploaded_by: null,
            })
            .execute();
          return { params: { mediaId }, form: {} };
        },
      },
      {
        name: "describe an image (a 404 for a missing one)",
        ...form(mediaAltRoute, "/admin-hub/media/alt"),
        allowed: AUTHORS_UP,
        changesNothing: true,
        prepare: async () => ({ params: {}, form: { id: randomUUID(), alt: "A chart" } }),
      },

      // People
      {
        name: "change a contributor into an author",
        ...form(usersRoute, "/admin-hub/users"),
        allowed: EDITORS_UP,
        prepare: async () => ({
          params: {},
          form: { intent: "role", userId: await insertMember("contributor"), role: "author" },
        }),
      },
      {
        name: "make an author an editor",
        ...form(usersRoute, "/admin-hub/users"),
        allowed: ADMINS,
        prepare: async () => ({
          params: {},
          form: { intent: "role", userId: await insertMember("author"), role: "editor" },
        }),
      },
      {
        name: "remove an editor from the staff",
        ...form(usersRoute, "/admin-hub/users"),
        allowed: ADMINS,
        prepare: async () => ({
          params: {},
          form: { intent: "role", userId: await insertMember("editor"), role: READER_ROLE },
        }),
      },
      {
        name: "grant admin",
        ...form(usersRoute, "/admin-hub/users"),
        allowed: ADMINS,
        prepare: async () => ({
          params: {},
          form: { intent: "grant", userId: await insertMember(READER_ROLE) },
        }),
      },
      {
        name: "end an author's sessions",
        ...form(usersRoute, "/admin-hub/users"),
        allowed: EDITORS_UP,
        prepare: async () => {
          const userId = await insertMember("author");
          await db()
            .insertInto("session")
            .values({
              id: randomUUID(),
              token: randomUUID(),
              user_id: userId,
              expires_at: new Date(Date.now() + 3_600_000).toISOString(),
              created_at: new Date().toISOString(),
              updated_at: new Date().toISOString(),
              ip_address: null,
              user_agent: null,
              impersonated_by: null,
            })
            .execute();
          return { params: {}, form: { intent: "sessions", userId } };
        },
      },
      {
        name: "invite an author",
        ...form(usersRoute, "/admin-hub/users"),
        allowed: EDITORS_UP,
        prepare: async () => ({
          params: {},
          form: { intent: "invite", email: `new-${randomUUID()}@example.com`, role: "author" },
        }),
      },
      {
        name: "invite an editor",
        ...form(usersRoute, "/admin-hub/users"),
        allowed: ADMINS,
        prepare: async () => ({
          params: {},
          form: { intent: "invite", email: `new-${randomUUID()}@example.com`, role: "editor" },
        }),
      },

      // Comments (issue 39): authors on their own posts, editors and administrators on all.
      ...(["approve", "hide", "spam", "delete"] as const).flatMap((action): Case[] => [
        {
          name: `${action} a comment on an author's post`,
          ...form(commentsRoute, "/admin-hub/comments"),
          allowed: AUTHORS_UP,
          prepare: moderation("author", action),
        },
        {
          name: `${action} a comment on an editor's post`,
          ...form(commentsRoute, "/admin-hub/comments"),
          allowed: EDITORS_UP,
          prepare: moderation("editor", action),
        },
      ]),
      {
        name: "restore a hidden comment on an author's post",
        ...form(commentsRoute, "/admin-hub/comments"),
        allowed: AUTHORS_UP,
        prepare: async () => {
          const commentId = await insertComment("author");
          await db()
            .updateTable("comments")
            .set({ status: "hidden" })
            .where("id", "=", commentId)
            .execute();
          return { params: {}, form: { intent: "moderate", action: "restore", commentId } };
        },
      },
      {
        name: "keep a reported comment on an editor's post",
        ...form(commentsRoute, "/admin-hub/comments"),
        allowed: EDITORS_UP,
        prepare: async () => {
          const commentId = await insertComment("editor", "published");
          await db()
            .updateTable("comments")
            .set({ report_count: 1 })
            .where("id", "=", commentId)
            .execute();
          return { params: {}, form: { intent: "moderate", action: "approve", commentId } };
        },
      },
      {
        name: "ban a reader from commenting",
        ...form(commentsRoute, "/admin-hub/comments"),
        allowed: EDITORS_UP,
        prepare: async () => ({
          params: {},
          form: { intent: "ban", userId: await readerToBan(false), reason: "Insults" },
        }),
      },
      {
        name: "lift a reader's comment ban",
        ...form(commentsRoute, "/admin-hub/comments"),
        allowed: EDITORS_UP,
        prepare: async () => ({
          params: {},
          form: { intent: "unban", userId: await readerToBan(true) },
        }),
      },
      {
        name: "close comments on an author's post",
        ...form(postEditRoute, postPage),
        allowed: AUTHORS_UP,
        prepare: postFixture("author", true, {
          ...saveForm(true),
          commentsListed: "1",
          commentsClosed: "on",
        }),
      },

      // Administrators only
      {
        name: "save the comment settings",
        ...form(settingsRoute, "/admin-hub/settings"),
        allowed: ADMINS,
        prepare: async () => ({
          params: {},
          form: {
            intent: "comments",
            enabled: "on",
            // A new value each call, so an allowed save always changes the stored settings.
            editWindowMinutes: String((editWindowCalls++ % 1000) + 1),
            blockedWords: "casino",
            blockedDomains: "spam.example",
          },
        }),
      },
      {
        name: "save settings",
        ...form(settingsRoute, "/admin-hub/settings"),
        allowed: ADMINS,
        prepare: async () => ({
          params: {},
          form: { title: `Title ${randomUUID().slice(0, 6)}`, tagline: "Tagline" },
        }),
      },
      {
        name: "replace the Content API key",
        ...form(contentApiKeyRoute, "/admin-hub/settings/content-api-key"),
        allowed: ADMINS,
      },
      {
        name: "mark a message read",
        ...form(inboxMessageRoute, messagePage),
        allowed: ADMINS,
        prepare: async () => ({
          params: { messageId: await insertMessage() },
          form: { intent: "read" },
        }),
      },
      {
        name: "delete a message",
        ...form(inboxMessageRoute, messagePage),
        allowed: ADMINS,
        prepare: async () => ({
          params: { messageId: await insertMessage() },
          form: { intent: "delete" },
        }),
      },
      {
        name: "remove a subscriber",
        ...form(subscribersRoute, "/admin-hub/subscribers"),
        allowed: ADMINS,
        prepare: async () => {
          const subscriberId = randomUUID();
          await db()
            .insertInto("newsletter_subscribers")
            .values({ id: subscriberId, email: `${subscriberId}@example.com`, status: "confirmed" })
            .execute();
          return { params: {}, form: { intent: "delete", subscriberId } };
        },
      },
    ];

    async function insertMessage(): Promise<string> {
      const id = randomUUID();
      await db()
        .insertInto("contact_messages")
        .values({ id, name: "A", email: "a@example.com", subject: "S", message: "M" })
        .execute();
      return id;
    }

    async function firstCategoryId(): Promise<string> {
      const first = await db()
        .selectFrom("categories")
        .select("id")
        .orderBy("position")
        .orderBy("id")
        .executeTakeFirstOrThrow();
      return first.id;
    }

    function requestFor(testCase: Case, fixture: Fixture, actor: Actor): Request {
      const cookie = actors().cookies.get(actor);
      const url = testCase.path(fixture);
      if (testCase.kind === "action") return formRequest(url, fixture.form, { cookie });
      return new Request(`${TEST_ORIGIN}${url}`, { headers: cookie ? { cookie } : {} });
    }

    it("covers every loader and action of every admin route", () => {
      cases();
      // POST-only resource routes: their GET reads nothing and answers 405 to everyone.
      for (const loader of [
        mediaDeleteRoute.loader,
        contentApiKeyRoute.loader,
        mediaUploadRoute.loader,
        mediaAltRoute.loader,
        bookmarkPreviewRoute.loader,
        autosaveRoute.loader,
        previewRoute.loader,
      ]) {
        expect(loader().status).toBe(405);
        covered.add(loader);
      }
      const files = Object.keys(ADMIN_ROUTE_MODULES);
      expect(files.length).toBeGreaterThan(10);
      for (const [file, module] of Object.entries(ADMIN_ROUTE_MODULES)) {
        for (const kind of ["loader", "action"] as const) {
          if (module[kind]) expect(covered.has(module[kind]), `${kind} of ${file}`).toBe(true);
        }
      }
    });

    for (const actor of ACTORS) {
      it(`${actor}: allowed calls succeed, refused calls are refused and change nothing`, async () => {
        for (const testCase of cases()) {
          const fixture = testCase.prepare ? await testCase.prepare() : { params: {}, form: {} };
          const label = `${testCase.name} as ${actor}`;
          const before = await snapshotAdminState(db());
          const { status, location } = await outcomeOf(
            testCase.run({
              request: requestFor(testCase, fixture, actor),
              params: fixture.params,
              context: t.context(),
            }),
          );
          const after = await snapshotAdminState(db());
          if (testCase.allowed.includes(actor)) {
            expect([401, 403], label).not.toContain(status);
            if (location) expect(location, label).not.toMatch(/^\/auth|^\/admin-hub$/);
            if (testCase.kind === "loader") expect(status, label).toBe(200);
            else if (testCase.changesNothing) expect(after, label).toBe(before);
            else expect(after, label).not.toBe(before);
          } else {
            expect([302, 401, 403, 404], label).toContain(status);
            if (status === 302) expect(location, label).toMatch(/^\/auth|^\/admin-hub$/);
            expect(after, label).toBe(before);
          }
        }
      });
    }
  },
  seedAndSignInActors,
);
