import { can } from "~/auth/policy";
import type { Db } from "~/db/connection.server";
import { DEFAULT_AUTHOR_NAME, SITE_LOGO } from "~/lib/constants";
import { MediaError } from "~/media/errors";
import { storeUpload } from "~/media/library.server";
import { readUploadRequest } from "~/media/read-upload.server";
import type { Services } from "~/services.server";
import { getSiteSettings } from "~/settings/settings.server";
import { adminPostBodySchema } from "./admin-post-input";
import {
  accountOf,
  addPost,
  editPost,
  removePost,
  type PostWriteOutcome,
} from "./admin-post-writes.server";
import {
  authenticateAdminRequest,
  isAdminApiCaller,
  type AdminApiCaller,
} from "./admin-token.server";
import { answerTags, postsAnswer, type PostsView } from "./content-api.server";
import { parseContentRequest } from "./content-request";
import { ghostError, type GhostAnswer } from "./ghost-errors.server";
import { FilterError } from "./nql-filter";

/**
 * Ghost's Admin API (decision 0036, docs/api.md): what publishing clients call, each call as a
 * staff member of the integration's role would be allowed, every write through the editor's
 * write commands. `splat` is the path after `/ghost/api/admin/`, without its trailing slash.
 */
export async function answerAdminApi(
  services: Services,
  origin: string,
  request: Request,
  splat: string,
): Promise<GhostAnswer> {
  const path = splat.replace(/\/+$/, "");
  // Ghost answers the site's identity without a token: clients read it to find the API.
  if (path === "site" && request.method === "GET") return site(services.db, origin);
  const caller = await authenticateAdminRequest(
    services.db,
    services.integrationSecrets,
    request.headers.get("authorization"),
  );
  if (!isAdminApiCaller(caller)) return caller;
  const url = new URL(request.url);
  try {
    return await route(services, origin, request, path, url.searchParams, caller);
  } catch (error) {
    if (error instanceof FilterError) {
      return ghostError("BadRequestError", error.message, error.context);
    }
    throw error;
  }
}

const POST_BY_ID = /^posts\/([^/]+)$/;

async function route(
  services: Services,
  origin: string,
  request: Request,
  path: string,
  search: URLSearchParams,
  caller: AdminApiCaller,
): Promise<GhostAnswer> {
  const { method } = request;
  if (method === "GET") {
    if (path === "users/me") return me(services.db, origin, caller);
    if (path === "tags" || path.startsWith("tags/") || path.startsWith("posts")) {
      const parsed = parseContentRequest(path, search);
      if (!parsed.ok) return problemAnswer(parsed.problem);
      if (parsed.request.resource === "tags") {
        return answerTags(services.db, origin, parsed.request);
      }
      if (parsed.request.resource === "posts") {
        return postsAnswer(services.db, origin, parsed.request, callerView(caller));
      }
    }
    return ghostError("NotFoundError", "Resource not found");
  }
  const sourceHtml = search.get("source") === "html";
  if (method === "POST" && path === "posts") {
    const input = await postBody(request);
    if (!("posts" in input)) return input;
    const outcome = await addPost(services, caller.actor, input.posts[0]!, sourceHtml);
    return written(services.db, origin, caller, outcome, 201);
  }
  const byId = POST_BY_ID.exec(path)?.[1];
  if (byId && method === "PUT") {
    const input = await postBody(request);
    if (!("posts" in input)) return input;
    const outcome = await editPost(services, caller.actor, byId, input.posts[0]!, sourceHtml);
    return written(services.db, origin, caller, outcome, 200);
  }
  if (byId && method === "DELETE") return removePost(services, caller.actor, byId);
  if (method === "POST" && path === "images/upload")
    return uploadImage(services, origin, request, caller);
  return ghostError("NotFoundError", "Resource not found");
}

function problemAnswer(problem: { kind: string; message: string }): GhostAnswer {
  return ghostError(
    problem.kind === "not-found" ? "NotFoundError" : "ValidationError",
    problem.message,
  );
}

/** The posts an integration sees: every post for an editor, its own for an author. */
function callerView({ actor }: AdminApiCaller): PostsView {
  return {
    visible: (eb) =>
      can(actor.role, "posts.viewAll") ? eb.lit(true) : eb("posts.author_id", "=", actor.id),
    admin: true,
  };
}

async function postBody(request: Request) {
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) {
    return ghostError("UnsupportedMediaTypeError", "Send the post as application/json.");
  }
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return ghostError("BadRequestError", "The request body is not valid JSON.");
  }
  const parsed = adminPostBodySchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return ghostError(
      "ValidationError",
      "Validation error, cannot save post.",
      `${issue?.path.join(".") || "posts"}: ${issue?.message ?? ""}`,
    );
  }
  return parsed.data;
}

/** A write's answer: the post as it is now stored (Ghost answers the saved post), or the refusal. */
async function written(
  db: Db,
  origin: string,
  caller: AdminApiCaller,
  outcome: PostWriteOutcome,
  status: 200 | 201,
): Promise<GhostAnswer> {
  if (!("id" in outcome)) return outcome;
  const parsed = parseContentRequest(`posts/${outcome.id}`, new URLSearchParams());
  if (!parsed.ok) throw new Error("a stored post's id did not read back");
  const answer = await postsAnswer(db, origin, parsed.request, callerView(caller));
  return answer.status === 200 ? { status, body: answer.body } : answer;
}

async function uploadImage(
  services: Services,
  origin: string,
  request: Request,
  { actor }: AdminApiCaller,
): Promise<GhostAnswer> {
  if (!can(actor.role, "media.upload")) {
    return ghostError("NoPermissionError", "You do not have permission to perform this action");
  }
  try {
    const fields = await readUploadRequest(request);
    const { item } = await storeUpload(services.db, services.media, {
      ...fields,
      uploadedBy: await accountOf(services.db, actor.id),
    });
    return { status: 201, body: { images: [{ url: new URL(item.url, origin).href, ref: null }] } };
  } catch (error) {
    if (!(error instanceof MediaError)) throw error;
    const type =
      error.status === 413
        ? "RequestEntityTooLargeError"
        : error.status === 415
          ? "UnsupportedMediaTypeError"
          : "ValidationError";
    return ghostError(type, error.message);
  }
}

async function site(db: Db, origin: string): Promise<GhostAnswer> {
  const settings = await getSiteSettings(db);
  return {
    status: 200,
    body: {
      site: {
        title: settings.title,
        description: settings.description || settings.tagline,
        logo: `${origin}${SITE_LOGO.path}`,
        icon: `${origin}/favicon.svg`,
        accent_color: null,
        locale: "en",
        url: `${origin}/`,
        version: "6.0",
      },
    },
  };
}

/** Ghost's `users/me`: the person the integration acts as, with the role it has. */
async function me(db: Db, origin: string, { actor }: AdminApiCaller): Promise<GhostAnswer> {
  const profile = actor.id
    ? await db
        .selectFrom("profiles")
        .select(["id", "full_name", "avatar_url", "bio", "website_url"])
        .where("id", "=", actor.id)
        .executeTakeFirst()
    : undefined;
  if (!profile) return ghostError("NotFoundError", "User not found.");
  const roleName = actor.role === "editor" ? "Editor" : "Author";
  return {
    status: 200,
    body: {
      users: [
        {
          id: profile.id,
          name: profile.full_name ?? DEFAULT_AUTHOR_NAME,
          slug: profile.id,
          profile_image: profile.avatar_url && new URL(profile.avatar_url, origin).href,
          bio: profile.bio,
          website: profile.website_url,
          status: "active",
          roles: [{ name: roleName }],
          url: `${origin}/author/${encodeURIComponent(profile.id)}`,
        },
      ],
    },
  };
}
