import { DomainError } from "~/lib/domain-error";
import type { PostText } from "./revisions.server";

/** Refusals of the post commands; `app/http/action-result.server.ts` answers each with its 4xx. */

export class DuplicateSlugError extends DomainError {
  override name = "DuplicateSlugError";
  constructor(readonly slug: string) {
    super("duplicate-slug", `Another post already uses the slug "${slug}".`, 409, {
      field: "slug",
    });
  }
}

/** A post names a category that is gone (deleted while the form was open). */
export class MissingCategoryError extends DomainError {
  override name = "MissingCategoryError";
  constructor() {
    super("missing-category", "That category no longer exists. Choose another one.", 409, {
      field: "categoryId",
    });
  }
}

/** The post changed since the editor opened it; `current` is what is stored now. */
export class PostConflictError extends DomainError {
  override name = "PostConflictError";
  constructor(readonly current: PostText & { updatedAt: string }) {
    super("post-conflict", "The post changed since it was opened.", 409);
  }
}
