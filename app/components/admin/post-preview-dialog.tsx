import { useCallback, useRef, useState } from "react";
import { preload } from "react-dom";
import { EyeIcon } from "~/components/icons/eye";
import { SendIcon } from "~/components/icons/send";
import { cn } from "~/lib/cn";
import { PREVIEW_TEXT, PREVIEW_VIEWS, type PreviewView } from "~/lib/staff-text";
import { showToast } from "~/lib/toast";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../ui/dialog";
import { PREVIEW_STYLESHEET } from "./preview-stylesheet";

/** The document's fields a preview shows; the rest (slug, tags…) are settings it leaves as stored. */
const PREVIEW_FIELDS = ["title", "excerpt", "content", "featuredImage"] as const;

interface PreviewAnswer {
  ok: boolean;
  message?: string;
  html?: string;
  subject?: string | null;
}

type Rendered =
  | { phase: "loading" }
  | { phase: "shown"; html: string; subject: string | null }
  | { phase: "failed"; message: string };

function previewUrl(postId: string) {
  return `/admin-hub/posts/${postId}/preview`;
}

/** What the open document form holds now, saved or not, with the preview's choices. */
function documentFields(formId: string, extra: Record<string, string>): URLSearchParams {
  const form = document.getElementById(formId);
  const fields = form instanceof HTMLFormElement ? new FormData(form) : new FormData();
  const body = new URLSearchParams(extra);
  for (const name of PREVIEW_FIELDS) {
    const value = fields.get(name);
    body.set(name, typeof value === "string" ? value : "");
  }
  return body;
}

async function postPreview(postId: string, body: URLSearchParams): Promise<PreviewAnswer> {
  try {
    const response = await fetch(previewUrl(postId), { method: "POST", body });
    const answer = (await response.json()) as PreviewAnswer;
    return response.ok ? answer : { ok: false, message: answer.message ?? PREVIEW_TEXT.failed };
  } catch {
    return { ok: false, message: PREVIEW_TEXT.failed };
  }
}

/**
 * The editor's Preview (decision 0038): a full-screen dialog showing the open document, unsaved
 * edits included, as readers get it at desktop and phone (375 px) widths and as subscribers get
 * its email, with "Send a test email to me". The server renders each view from the form's
 * fields; the page shows in a sandboxed frame that runs no script. Previewing leaves the form
 * untouched; Escape closes and focus returns to the Preview button.
 */
export function PostPreviewDialog({ postId, formId }: { postId: string; formId: string }) {
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<PreviewView>("desktop");
  const [rendered, setRendered] = useState<Rendered>({ phase: "loading" });
  const [sending, setSending] = useState(false);
  const [sendNote, setSendNote] = useState<{ ok: boolean; message: string } | null>(null);
  const request = useRef(0);

  const render = useCallback(
    async (chosen: PreviewView) => {
      const id = ++request.current;
      const theme = document.documentElement.classList.contains("dark") ? "dark" : "light";
      const answer = await postPreview(postId, documentFields(formId, { view: chosen, theme }));
      if (id !== request.current) return;
      setRendered(
        answer.ok && answer.html !== undefined
          ? { phase: "shown", html: answer.html, subject: answer.subject ?? null }
          : { phase: "failed", message: answer.message ?? PREVIEW_TEXT.failed },
      );
    },
    [postId, formId],
  );

  const sendTest = async () => {
    setSending(true);
    setSendNote(null);
    const answer = await postPreview(postId, documentFields(formId, { intent: "test-email" }));
    setSending(false);
    const message = answer.message ?? PREVIEW_TEXT.failed;
    setSendNote({ ok: answer.ok, message });
    if (answer.ok) showToast({ kind: "success", title: message, id: "preview-test-email" });
  };

  const choose = (next: PreviewView) => {
    setSendNote(null);
    setRendered({ phase: "loading" });
    setView(next);
    void render(next);
  };

  const openPreview = () => {
    setOpen(true);
    // Fetched while the server renders, so the frame paints styled at once.
    preload(PREVIEW_STYLESHEET, { as: "style" });
    void render(view);
  };

  const close = () => {
    setOpen(false);
    request.current += 1;
    setRendered({ phase: "loading" });
    setSendNote(null);
  };

  // Keys pressed in the frame stay in its document: Escape there closes the dialog too.
  const closeOnEscapeIn = (frame: HTMLIFrameElement) => {
    frame.contentDocument?.addEventListener("keydown", (event) => {
      if (event.key === "Escape") close();
    });
  };

  const shown = rendered.phase === "shown" ? rendered : null;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? openPreview() : close())}>
      <DialogTrigger asChild>
        <Button type="button" variant="ghost" size="sm" aria-haspopup="dialog">
          <EyeIcon aria-hidden="true" />
          {PREVIEW_TEXT.title}
        </Button>
      </DialogTrigger>
      <DialogContent
        className="top-[2vh] flex h-[96vh] max-w-6xl flex-col gap-3 p-4 sm:p-6"
        data-testid="post-preview"
      >
        <div className="grid gap-1 pr-8">
          <DialogTitle>{PREVIEW_TEXT.title}</DialogTitle>
          <DialogDescription>{PREVIEW_TEXT.description}</DialogDescription>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <div
            role="group"
            aria-label="Preview as"
            className="inline-flex rounded-lg border bg-muted p-0.5"
          >
            {PREVIEW_VIEWS.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                onClick={() => choose(option)}
                className={cn(
                  "rounded-md px-3 py-1 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
                  view === option && "bg-background text-foreground shadow-sm",
                )}
              >
                {PREVIEW_TEXT.views[option]}
              </button>
            ))}
          </div>
          <p
            role="status"
            aria-live="polite"
            className={cn(
              "min-w-0 flex-1 basis-48 text-sm",
              sendNote && !sendNote.ok ? "text-destructive" : "text-muted-foreground",
            )}
            data-testid="preview-status"
          >
            {sendNote?.message ??
              (rendered.phase === "loading"
                ? PREVIEW_TEXT.loading
                : rendered.phase === "failed"
                  ? rendered.message
                  : null)}
          </p>
          {view === "email" ? (
            <Button type="button" size="sm" variant="outline" disabled={sending} onClick={sendTest}>
              <SendIcon aria-hidden="true" />
              {sending ? PREVIEW_TEXT.sending : PREVIEW_TEXT.sendTest}
            </Button>
          ) : null}
        </div>
        {view === "email" && shown?.subject !== null && shown ? (
          <p className="truncate text-sm" data-testid="preview-subject">
            <span className="font-medium">{PREVIEW_TEXT.subject}:</span> {shown.subject}
          </p>
        ) : null}
        <div className="flex min-h-0 flex-1 justify-center overflow-hidden rounded-lg border bg-muted">
          {shown ? (
            <iframe
              title={PREVIEW_TEXT.frameTitle(view)}
              srcDoc={shown.html}
              // No script runs (so its own origin gives nothing to run with): the site's
              // stylesheet and images, served same-origin only (CORP), load; links open a tab.
              sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
              onLoad={(event) => closeOnEscapeIn(event.currentTarget)}
              className={cn(
                "h-full bg-background",
                view === "mobile" ? "w-[375px] max-w-full border-x" : "w-full",
              )}
            />
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
