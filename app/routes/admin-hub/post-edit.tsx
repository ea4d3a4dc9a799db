import { adminWording } from "~/components/admin/admin-wording";
import { useState } from "react";
import { useActionData, useNavigation } from "react-router";
import { runPostEditCommand, type EditResult } from "./post-edit-actions.server";
import { postEditPage } from "./post-edit-page.server";
import { requirePermission } from "~/auth/guards.server";
import { AutosaveOffer } from "~/components/admin/autosave";
import { EditConflict } from "~/components/admin/edit-conflict";
import { POST_FORM_ID, PostWritingSurface } from "~/components/admin/post-writing-surface";
import { useActionToast } from "~/components/use-action-toast";
import { readForm } from "~/http/read-form.server";
import type { Route } from "./+types/post-edit";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.post.title ?? "Post"} | TechPulse admin` },
  { name: "robots", content: "noindex" },
];

/** The admin shell leaves the whole width to the writing surface (layout.tsx). */
export const handle = { writingSurface: true };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin.enter", "page", context.services.auth);
  return postEditPage(context.services.db, user, params.postId);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requirePermission(request, "admin.enter", "data", context.services.auth);
  return runPostEditCommand(context.services, user, params.postId, await readForm(request));
}

export default function EditPost({ loaderData }: Route.ComponentProps) {
  const { post, autosave, can: allowed } = loaderData;
  const result = useActionData<typeof action>() as EditResult | undefined;
  // "Restore my changes" puts the autosave into a fresh form in place of the saved text.
  const [restoredAutosave, setRestoredAutosave] = useState(false);
  const text = restoredAutosave && autosave ? autosave : post;
  const formKey = `${post.updatedAt}${restoredAutosave ? "-autosave" : ""}`;
  const conflict = result && !result.ok && "conflict" in result ? result.conflict : undefined;
  const navigation = useNavigation();
  const busyIntent =
    navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "save") : null;

  useActionToast(result, adminWording);

  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const notes = (
    <>
      {post.importNote ? (
        <p
          role="note"
          className="rounded-xl border border-amber-500/50 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-500/10 dark:text-amber-100"
        >
          {post.importNote}
        </p>
      ) : null}
      {allowed.edit ? null : (
        <p role="note" className="rounded-xl border p-4 text-sm text-muted-foreground">
          This post is published. Ask an editor to change it.
        </p>
      )}
      {allowed.edit && autosave && !restoredAutosave ? (
        <AutosaveOffer
          postId={post.id}
          autosave={autosave}
          onRestore={() => setRestoredAutosave(true)}
        />
      ) : null}
      {conflict && result ? (
        <EditConflict
          conflict={conflict}
          message={result.message}
          formId={POST_FORM_ID}
          busy={busyIntent !== null}
        />
      ) : null}
    </>
  );
  return (
    <section aria-label="Edit post" className="min-h-screen">
      <PostWritingSurface
        key={formKey}
        post={post}
        text={text}
        notes={notes}
        categories={loaderData.categories}
        tagNames={loaderData.tagNames}
        revisions={loaderData.revisions}
        newsletter={loaderData.newsletter}
        subscribers={loaderData.confirmedSubscribers}
        allowed={allowed}
        authors={loaderData.authors}
        comments={loaderData.comments}
        errors={errors}
        busyIntent={busyIntent}
      />
    </section>
  );
}
