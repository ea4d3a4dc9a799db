import { submitPostForReview } from "~/content/post-commands.server";
import { ADMIN_ROLE } from "~/lib/staff-text";
import { staffRoleOf } from "~/auth/policy";
import { queueMail } from "~/platform/mail-queue.server";
import type { PeopleDeps } from "./context.server";
import { reviewRequestMail } from "./mails.server";

/** Editors and administrators who can sign in: the people who review drafts. */
export async function reviewerEmails(deps: Pick<PeopleDeps, "db">): Promise<string[]> {
  const rows = await deps.db
    .selectFrom("user")
    .select(["email", "role", "banned"])
    .where((eb) => eb.or([eb("role", "like", "%editor%"), eb("role", "like", `%${ADMIN_ROLE}%`)]))
    .orderBy("email")
    .execute();
  return rows
    .filter((row) => !row.banned)
    .filter((row) => {
      const role = staffRoleOf(row.role);
      return role === "editor" || role === ADMIN_ROLE;
    })
    .map((row) => row.email);
}

/**
 * A contributor asks for review: the draft gets the "Submitted for review" badge and every
 * editor gets an email (queued once the request is stored; a failed send is retried and logged,
 * the request stands).
 */
export async function submitForReview(
  deps: PeopleDeps,
  post: { id: string; title: string },
  submitter: { id: string; name: string },
): Promise<boolean> {
  if (!(await submitPostForReview(deps, post.id, submitter.id))) return false;
  const mail = reviewRequestMail(
    { title: post.title, author: submitter.name },
    `${deps.origin}/admin-hub/posts/${post.id}`,
  );
  const reviewers = await reviewerEmails(deps);
  await queueMail(
    deps,
    ...reviewers.map((to) => ({ kind: "people.review-request" as const, to, ...mail })),
  );
  return true;
}
