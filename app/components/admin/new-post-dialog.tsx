import { PlusIcon } from "~/components/icons/plus";
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { NEWSLETTER_TEXT } from "~/lib/newsletter-text";
import { ADMIN_TEXT } from "~/lib/staff-text";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../ui/dialog";
import { useActionToast, type ToastWording } from "../use-action-toast";
import { ConfirmSendDialog, formWithConfirmedSend } from "./confirm-send-dialog";
import { usePreloadedRichTextEditor } from "./lazy-rich-text-editor";
import { draftOf, keepDraft, keptDraft, type NewPostDraft } from "./new-post-draft";
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

/** Whether the form, as it would be sent, publishes the post with the newsletter. */
function emailsSubscribers(form: HTMLFormElement): boolean {
  const data = new FormData(form);
  return data.get("published") === "on" && data.get("emailSubscribers") === "on";
}

/**
 * The spec's new-post dialog. On success the list reloads (the post is first), the form resets
 * and the dialog closes. Creating a published post with "Email to subscribers" first asks for
 * confirmation (the number of confirmed subscribers) in a dialog over this one; Cancel there
 * returns to the form as it was.
 */
export function NewPostDialog({
  categories,
  canPublish = true,
  canEmail = true,
  subscribers = 0,
}: {
  categories: { id: string; name: string }[];
  /** Contributors write drafts only (policy.ts). */
  canPublish?: boolean;
  canEmail?: boolean;
  /** Confirmed subscribers now (the send's confirmation states it). */
  subscribers?: number;
}) {
  const fetcher = useFetcher<PostFormResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [confirmingTitle, setConfirmingTitle] = useState("");
  usePreloadedRichTextEditor();
  const [open, setOpenNow] = useState(false);
  // A new key after each success (or a restored draft) mounts fresh fields.
  const [formKey, setFormKey] = useState(0);
  // Closing with something typed asks first; what was typed is kept in the tab and offered back.
  const [askingToClose, setAskingToClose] = useState(false);
  const [offered, setOffered] = useState<NewPostDraft | null>(null);
  const [restored, setRestored] = useState<NewPostDraft | null>(null);
  const setOpen = (next: boolean) => {
    if (next) {
      setOffered(keptDraft());
      setOpenNow(true);
      return;
    }
    const draft = formRef.current ? draftOf(formRef.current) : null;
    if (draft && !askingToClose) {
      setAskingToClose(true);
      return;
    }
    keepDraft(draft);
    setAskingToClose(false);
    setOpenNow(false);
  };
  const result = fetcher.data;
  const submitting = fetcher.state !== "idle";
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};

  // A new answer from the server: on success start over with an empty, closed form (the
  // dialog's content unmounts when it closes, which resets the uncontrolled fields).
  const [handled, setHandled] = useState<PostFormResult | undefined>(undefined);
  if (fetcher.state === "idle" && result && result !== handled) {
    setHandled(result);
    if (result.ok) {
      keepDraft(null);
      setRestored(null);
      setFormKey((key) => key + 1);
      setOpenNow(false);
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
        {offered ? (
          <div
            role="region"
            aria-label="Text kept from last time"
            className="flex flex-wrap items-center gap-2 rounded-md border border-sky-500/40 bg-sky-50 p-3 text-sm text-sky-950 dark:bg-sky-500/10 dark:text-sky-100"
          >
            <span className="mr-auto">
              You closed this form with text in it{offered.title ? ` (“${offered.title}”)` : ""}.
            </span>
            <Button
              type="button"
              size="sm"
              onClick={() => {
                setRestored(offered);
                setOffered(null);
                setFormKey((key) => key + 1);
              }}
            >
              Restore it
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => {
                keepDraft(null);
                setOffered(null);
              }}
            >
              Discard it
            </Button>
          </div>
        ) : null}
        {askingToClose ? (
          <div
            role="alertdialog"
            aria-labelledby="close-new-post-title"
            aria-describedby="close-new-post-body"
            className="grid gap-2 rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-500/10 dark:text-amber-100"
          >
            <p id="close-new-post-title" className="font-semibold">
              Close without creating the post?
            </p>
            <p id="close-new-post-body">
              What you typed is kept in this tab and offered back when you open this form again.
            </p>
            <div className="flex flex-wrap justify-end gap-2">
              <Button
                type="button"
                size="sm"
                variant="outline"
                autoFocus
                onClick={() => setAskingToClose(false)}
              >
                Keep writing
              </Button>
              <Button type="button" size="sm" onClick={() => setOpen(false)}>
                Close and keep the text
              </Button>
            </div>
          </div>
        ) : null}
        <fetcher.Form
          ref={formRef}
          method="post"
          className="grid gap-4"
          noValidate={false}
          onSubmit={(event) => {
            // The browser has checked the fields; the email waits for its confirmation.
            if (canEmail && emailsSubscribers(event.currentTarget)) {
              event.preventDefault();
              setConfirmingTitle(String(new FormData(event.currentTarget).get("title") ?? ""));
              setConfirming(true);
            }
          }}
        >
          <PostFields
            key={formKey}
            defaults={
              restored
                ? { ...restored, categoryId: "", featuredImage: "", published: canPublish }
                : undefined
            }
            categories={categories}
            errors={errors}
            emailOption={canPublish && canEmail}
            subscribers={subscribers}
            publishOption={canPublish}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button ref={createButton} type="submit" disabled={submitting}>
              {submitting ? "Creating..." : ADMIN_TEXT.createPost}
            </Button>
          </div>
        </fetcher.Form>
        <ConfirmSendDialog
          open={confirming}
          onOpenChange={setConfirming}
          count={subscribers}
          title={NEWSLETTER_TEXT.confirmSendTitle(subscribers)}
          description={NEWSLETTER_TEXT.confirmSendBody(confirmingTitle, subscribers, "new")}
          confirmLabel={NEWSLETTER_TEXT.confirmPublishSendLabel(subscribers)}
          returnFocus={createButton}
          busy={submitting}
          onConfirm={(count) => {
            const data = formWithConfirmedSend(formRef.current, count);
            if (!data) return;
            setConfirming(false);
            void fetcher.submit(data, { method: "post" });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
