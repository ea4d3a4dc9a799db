import { PlusIcon } from "~/components/icons/plus";
import { useState } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { ADMIN_TEXT } from "~/lib/staff-text";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../ui/dialog";
import { useActionToast, type ToastWording } from "../use-action-toast";
import { usePreloadedRichTextEditor } from "./lazy-rich-text-editor";
import { PostFields } from "./post-fields";

/** The created post's id, or why it was not created. */
type PostFormResult = ActionResult<{ id: string }>;

/** 'Success'/'Error' as everywhere in the admin; a signed-out writer is told so in the title. */
const newPostWording: ToastWording = (result) =>
  result.ok
    ? { kind: "success", title: ADMIN_TEXT.successTitle, description: result.message }
    : {
        kind: "error",
        title:
          result.code === "auth-required" ? ADMIN_TEXT.authRequiredTitle : ADMIN_TEXT.errorTitle,
        description: result.message || ADMIN_TEXT.createPostFailed,
      };

/**
 * The spec's new-post dialog. On success the list reloads (the post is first), the form resets
 * and the dialog closes.
 */
export function NewPostDialog({
  categories,
  canPublish = true,
  canEmail = true,
}: {
  categories: { id: string; name: string }[];
  /** Contributors write drafts only (policy.ts). */
  canPublish?: boolean;
  canEmail?: boolean;
}) {
  const fetcher = useFetcher<PostFormResult>();
  usePreloadedRichTextEditor();
  const [open, setOpen] = useState(false);
  // A new key after each success mounts empty fields.
  const [formKey, setFormKey] = useState(0);
  const result = fetcher.data;
  const submitting = fetcher.state !== "idle";
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};

  // A new answer from the server: on success start over with an empty, closed form (the
  // dialog's content unmounts when it closes, which resets the uncontrolled fields).
  const [handled, setHandled] = useState<PostFormResult | undefined>(undefined);
  if (fetcher.state === "idle" && result && result !== handled) {
    setHandled(result);
    if (result.ok) {
      setFormKey((key) => key + 1);
      setOpen(false);
    }
  }

  useActionToast(result, newPostWording);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <PlusIcon aria-hidden="true" />
          {ADMIN_TEXT.newPost}
        </Button>
      </DialogTrigger>
      <DialogContent className="top-[4vh] max-h-[92vh] max-w-2xl overflow-y-auto">
        <DialogTitle>Create New Post</DialogTitle>
        <DialogDescription>
          {canPublish
            ? "Fill in the details and publish, or keep it as a draft."
            : "Fill in the details to save a draft; submit it for review when it is ready."}
        </DialogDescription>
        <fetcher.Form method="post" className="grid gap-4" noValidate={false}>
          <PostFields
            key={formKey}
            categories={categories}
            errors={errors}
            emailOption={canPublish && canEmail}
            publishOption={canPublish}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? "Creating..." : ADMIN_TEXT.createPost}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
