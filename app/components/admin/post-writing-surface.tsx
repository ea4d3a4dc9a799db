import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { Form } from "react-router";
import type { FieldErrors, PostSeoInput } from "~/lib/schemas";
import type { SendProgress } from "~/newsletter/types";
import { LocalDateTime } from "../local-date-time";
import { useAutosave } from "./autosave";
import { ConfirmDocumentCommand } from "./confirm-document-command";
import { DeletePostDialog } from "./delete-post-dialog";
import { EditorTopBar, type TopBarPost } from "./editor-top-bar";
import { NewsletterSendPanel } from "./newsletter-send-panel";
import {
  CategoryField,
  ContentField,
  ExcerptField,
  FeaturedImageField,
  PostSeoFields,
  SlugField,
  TagsField,
  TitleField,
  usePostFieldState,
} from "./post-fields";
import { AuthorsField, type AuthorChoice } from "./authors-field";
import { PostCommentsField } from "./post-comments-field";
import { PostSettingsSidebar } from "./post-settings-sidebar";
import { PublishFlowDialog } from "./publish-flow-dialog";
import { RevisionsPanel, type RevisionView } from "./revisions-panel";
import { UnsavedChangesGuard } from "./unsaved-changes-guard";

export const POST_FORM_ID = "post-form";
const SETTINGS_ID = "post-settings";
const SAVE_BUTTON_SELECTOR = `button[form="${POST_FORM_ID}"][name="intent"][value="save"]`;
/** Fields that live in the text column; an error anywhere else opens the sidebar. */
const TEXT_FIELDS = new Set(["title", "content"]);

export interface SurfacePost extends TopBarPost {
  id: string;
  title: string;
  excerpt: string;
  content: string;
  categoryId: string;
  featuredImage: string;
  tags: { name: string }[];
  seo: PostSeoInput;
  publishedAt: string | null;
  scheduleEmail: boolean;
  commentsClosed: boolean;
}

/** The open text: the stored post, or the autosave the writer took back. */
export interface SurfaceText {
  title: string;
  excerpt: string;
  content: string;
}

/** Enter in a one-line field must not submit the document (it would run the first command). */
function keepEnterInField(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target as HTMLElement;
  if (event.key === "Enter" && target instanceof HTMLInputElement && target.type !== "submit") {
    event.preventDefault();
  }
}

const WIDE_SCREEN = "(min-width: 1024px)";
const subscribeNothing = () => () => {};

/** The settings sidebar starts open beside the text on wide screens and closed on narrow ones. */
function useSettingsOpen() {
  const [chosen, setChosen] = useState<boolean | null>(null);
  const wide = useSyncExternalStore(
    subscribeNothing,
    () => window.matchMedia(WIDE_SCREEN).matches,
    () => null,
  );
  const open = chosen ?? wide;
  return [open, setChosen] as const;
}

/**
 * The writing surface: one document form holding the title and the text (a distraction-free
 * column) and every setting (the sidebar), with the top bar's commands submitting that same
 * form. Mount it with a new key when the stored post changes, so the fields start from it again.
 */
export function PostWritingSurface({
  post,
  text,
  notes,
  categories,
  tagNames,
  revisions,
  newsletter,
  subscribers,
  allowed,
  authors,
  comments,
  errors,
  busyIntent,
}: {
  post: SurfacePost;
  text: SurfaceText;
  /** Notices above the title (import note, autosave offer, edit conflict). */
  notes: ReactNode;
  categories: { id: string; name: string }[];
  tagNames: string[];
  revisions: RevisionView[];
  newsletter: SendProgress | null;
  subscribers: number;
  allowed: { edit: boolean; publish: boolean; submit: boolean; delete: boolean; email: boolean };
  /** The byline's choices, for those who may change a post's authors (else null). */
  authors: { options: AuthorChoice[]; chosen: string[] } | null;
  /** The article's published comments, and whether this user moderates them. */
  comments: { count: number; canModerate: boolean };
  errors: FieldErrors;
  busyIntent: string | null;
}) {
  const state = usePostFieldState({
    title: text.title,
    slug: post.slug,
    excerpt: text.excerpt,
    content: text.content,
    categoryId: post.categoryId,
    featuredImage: post.featuredImage,
    published: post.published,
  });
  const autosave = useAutosave(POST_FORM_ID, post.id, allowed.edit);
  const [settingsOpen, setSettingsOpen] = useSettingsOpen();
  const settingsButton = useRef<HTMLButtonElement>(null);
  const [publishing, setPublishing] = useState(false);
  const publishButton = useRef<HTMLButtonElement>(null);
  const busy = busyIntent !== null;

  // A refused save names fields that may sit in the closed sidebar: show them.
  const settingsErrors = Object.keys(errors).some((name) => !TEXT_FIELDS.has(name));
  useEffect(() => {
    if (settingsErrors) setSettingsOpen(true);
  }, [settingsErrors, setSettingsOpen]);

  // Ctrl/Cmd+S saves the document, as in every editor.
  useEffect(() => {
    if (!allowed.edit) return;
    const save = (event: globalThis.KeyboardEvent) => {
      if (event.key.toLowerCase() !== "s" || !(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      const form = document.getElementById(POST_FORM_ID) as HTMLFormElement | null;
      const button = document.querySelector<HTMLButtonElement>(SAVE_BUTTON_SELECTOR);
      if (form && button && !button.disabled) form.requestSubmit(button);
    };
    window.addEventListener("keydown", save);
    return () => window.removeEventListener("keydown", save);
  }, [allowed.edit]);

  return (
    <>
      <UnsavedChangesGuard dirty={autosave.changed} />
      <EditorTopBar
        formId={POST_FORM_ID}
        postId={post.id}
        post={post}
        allowed={allowed}
        autosave={autosave}
        busyIntent={busyIntent}
        settings={{
          id: SETTINGS_ID,
          open: settingsOpen === true,
          toggle: () => setSettingsOpen(!settingsOpen),
        }}
        settingsButton={settingsButton}
        onPublish={() => setPublishing(true)}
        publishButton={publishButton}
      />
      <Form
        id={POST_FORM_ID}
        method="post"
        className="flex items-start"
        onKeyDown={keepEnterInField}
      >
        <input type="hidden" name="baseUpdatedAt" value={post.updatedAt} />
        {/* The saved state is kept by a save; publishing and unpublishing are commands. */}
        {post.published ? <input type="hidden" name="published" value="on" /> : null}
        <fieldset
          disabled={!allowed.edit}
          className="mx-auto grid w-full min-w-0 max-w-3xl content-start gap-6 px-4 py-8 sm:px-8"
        >
          <legend className="sr-only">The post's text</legend>
          <h1 className="sr-only">Edit post</h1>
          {notes}
          <TitleField state={state} errors={errors} large />
          <div className="[&>div>div:first-child]:sr-only">
            <ContentField state={state} errors={errors} defaultContent={text.content} />
          </div>
        </fieldset>
        <PostSettingsSidebar
          id={SETTINGS_ID}
          open={settingsOpen}
          onClose={() => setSettingsOpen(false)}
          toggle={settingsButton}
        >
          <fieldset disabled={!allowed.edit} className="grid gap-5">
            <legend className="sr-only">The post's settings</legend>
            <SlugField state={state} errors={errors} />
            <CategoryField categories={categories} errors={errors} defaultValue={post.categoryId} />
            <TagsField
              errors={errors}
              suggestions={tagNames}
              defaultValue={post.tags.map((tag) => tag.name).join(", ")}
            />
            {authors ? (
              <AuthorsField
                options={authors.options}
                defaultValue={authors.chosen}
                error={errors.authorIds}
              />
            ) : null}
            <ExcerptField state={state} errors={errors} />
            <div className="grid gap-2">
              <FeaturedImageField state={state} errors={errors} />
            </div>
            <PostSeoFields state={state} errors={errors} defaults={post.seo} />
            <PostCommentsField
              postId={post.id}
              closed={post.commentsClosed}
              count={comments.count}
              canModerate={comments.canModerate}
            />
          </fieldset>
          <PublishingFacts post={post} formId={POST_FORM_ID} allowed={allowed} busy={busy} />
          {allowed.email ? (
            <NewsletterSendPanel
              postTitle={post.title}
              published={post.published}
              progress={newsletter}
              subscribers={subscribers}
              busy={busy}
            />
          ) : null}
          <RevisionsPanel
            postId={post.id}
            revisions={revisions}
            canRestore={allowed.edit}
            busy={busy}
          />
          {allowed.delete ? (
            <div>
              <DeletePostDialog postTitle={post.title} busy={busyIntent === "delete"} />
            </div>
          ) : null}
        </PostSettingsSidebar>
      </Form>
      {state.picker.dialog}
      {allowed.publish && !post.published ? (
        <PublishFlowDialog
          open={publishing}
          onOpenChange={setPublishing}
          formId={POST_FORM_ID}
          scheduledAt={post.scheduledAt}
          scheduleEmail={post.scheduleEmail}
          canEmail={allowed.email}
          subscribers={subscribers}
          busy={busy}
          returnFocus={publishButton}
        />
      ) : null}
    </>
  );
}

/** When the post went or goes out, and unscheduling behind its confirmation. */
function PublishingFacts({
  post,
  formId,
  allowed,
  busy,
}: {
  post: SurfacePost;
  formId: string;
  allowed: { publish: boolean };
  busy: boolean;
}) {
  if (post.scheduledAt) {
    return (
      <section aria-labelledby="schedule-heading" className="grid gap-2 rounded-xl border p-4">
        <h3 id="schedule-heading" className="font-semibold">
          Schedule
        </h3>
        <p className="text-sm" data-testid="schedule-summary">
          Goes live on{" "}
          <strong className="font-medium">
            <LocalDateTime iso={post.scheduledAt} />
          </strong>
          {post.scheduleEmail ? ", and is emailed to subscribers." : "."}
        </p>
        {allowed.publish ? (
          <div>
            <ConfirmDocumentCommand
              formId={formId}
              intent="unschedule"
              triggerLabel="Unschedule"
              title="Unschedule this post?"
              description="It stays a draft and does not go out at the scheduled time (nor its email). Your changes are saved with it."
              confirmLabel="Unschedule"
              busy={busy}
            />
          </div>
        ) : null}
      </section>
    );
  }
  if (post.publishedAt) {
    return (
      <p className="text-sm text-muted-foreground">
        First published <LocalDateTime iso={post.publishedAt} />.
      </p>
    );
  }
  return null;
}
