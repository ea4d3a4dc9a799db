import type { RefObject } from "react";
import { Link } from "react-router";
import { ArrowLeftIcon } from "~/components/icons/arrow-left";
import { EyeIcon } from "~/components/icons/eye";
import { SettingsIcon } from "~/components/icons/settings";
import { ADMIN_TEXT } from "~/lib/staff-text";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import type { AutosaveState } from "./autosave";
import { ConfirmDocumentCommand } from "./confirm-document-command";
import { LocalTime } from "./local-time";
import { PostPreviewDialog } from "./post-preview-dialog";

export interface TopBarPost {
  slug: string;
  published: boolean;
  scheduledAt: string | null;
  submittedAt: string | null;
  updatedAt: string;
}

/** "Draft · Saved 10:42", "Published · Unsaved changes", "Scheduled · Offline, will retry". */
function SaveStatus({ post, autosave }: { post: TopBarPost; autosave: AutosaveState }) {
  const state = post.published ? "Published" : post.scheduledAt ? "Scheduled" : "Draft";
  let detail;
  if (!autosave.changed) {
    detail = (
      <>
        Saved <LocalTime iso={post.updatedAt} />
      </>
    );
  } else if (autosave.phase === "saving") {
    detail = "Unsaved changes · keeping a copy…";
  } else if (autosave.phase === "offline") {
    detail = "Unsaved changes · offline, will retry";
  } else if (autosave.phase === "kept" && autosave.keptAt) {
    detail = (
      <>
        Unsaved changes · copy kept <LocalTime iso={autosave.keptAt} />
      </>
    );
  } else {
    detail = "Unsaved changes";
  }
  return (
    <p
      role="status"
      aria-live="polite"
      className="min-w-0 truncate text-sm text-muted-foreground"
      data-testid="editor-save-status"
    >
      <span className="font-medium text-foreground">{state}</span> · {detail}
    </p>
  );
}

/**
 * The writing surface's one bar, sticky above the text: back to the posts, where the document
 * stands, Preview (and View for a published post), the settings sidebar's toggle and the one main command for this person
 * (Publish, Update, Submit for review). Its buttons belong to the document's form (`formId`),
 * so each one sends the whole document.
 */
export function EditorTopBar({
  formId,
  postId,
  post,
  allowed,
  autosave,
  busyIntent,
  settings,
  settingsButton,
  onPublish,
  publishButton,
}: {
  formId: string;
  postId: string;
  post: TopBarPost;
  allowed: { edit: boolean; publish: boolean; submit: boolean };
  autosave: AutosaveState;
  busyIntent: string | null;
  settings: { id: string; open: boolean; toggle: () => void };
  settingsButton: RefObject<HTMLButtonElement | null>;
  onPublish: () => void;
  publishButton: RefObject<HTMLButtonElement | null>;
}) {
  const busy = busyIntent !== null;
  const saving = busyIntent === "save";
  return (
    <div className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2">
        <Link
          to="/admin-hub/posts"
          className="inline-flex items-center gap-1 rounded-md text-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          All posts
        </Link>
        <div className="order-last flex w-full min-w-0 items-center gap-2 sm:order-none sm:w-auto sm:flex-1">
          <SaveStatus post={post} autosave={autosave} />
          {post.submittedAt ? (
            <Badge variant="outline" className="shrink-0">
              {ADMIN_TEXT.submittedForReview}
            </Badge>
          ) : null}
        </div>
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {/* Preview renders the open document, unsaved edits included; View opens the saved page. */}
          {allowed.edit ? <PostPreviewDialog postId={postId} formId={formId} /> : null}
          {post.published || !allowed.edit ? (
            <Button variant="ghost" size="sm" asChild>
              <Link to={`/article/${post.slug}`} target="_blank" rel="noopener">
                <EyeIcon aria-hidden="true" />
                {post.published ? "View" : "Preview"}
                <span className="sr-only"> (opens in a new tab)</span>
              </Link>
            </Button>
          ) : null}
          <Button
            ref={settingsButton}
            type="button"
            variant={settings.open ? "secondary" : "ghost"}
            size="sm"
            aria-expanded={settings.open}
            aria-controls={settings.id}
            onClick={settings.toggle}
          >
            <SettingsIcon aria-hidden="true" />
            Post settings
          </Button>
          {allowed.edit ? (
            <Button
              type="submit"
              form={formId}
              name="intent"
              value="save"
              size="sm"
              variant={post.published || !allowed.publish ? "default" : "outline"}
              disabled={busy}
            >
              {saving ? "Saving..." : post.published ? "Update" : "Save changes"}
            </Button>
          ) : null}
          {allowed.publish && post.published ? (
            <ConfirmDocumentCommand
              formId={formId}
              intent="unpublish"
              triggerLabel="Unpublish"
              title="Unpublish this post?"
              description="It leaves the site and becomes a draft again; its address answers “not found” until it is published again. Your changes are saved with it."
              confirmLabel="Unpublish"
              busy={busy}
            />
          ) : null}
          {allowed.publish && !post.published ? (
            <Button
              ref={publishButton}
              type="button"
              size="sm"
              disabled={busy}
              aria-haspopup="dialog"
              onClick={onPublish}
            >
              {post.scheduledAt ? "Reschedule" : "Publish"}
            </Button>
          ) : null}
          {allowed.submit && !allowed.publish && !post.submittedAt ? (
            <Button
              type="submit"
              form={formId}
              name="intent"
              value="submit"
              size="sm"
              disabled={busy}
            >
              {ADMIN_TEXT.submitForReview}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
