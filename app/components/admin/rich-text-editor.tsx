import { EditorContent, useEditor } from "@tiptap/react";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { articleEditorExtensions } from "./article-editor-extensions";
import { articleHtml } from "./editor-html";
import { EditorLength, MissingAltNotice } from "./editor-status";
import { EditorToolbar } from "./editor-toolbar";
import { setFootnoteEditing } from "./footnote-node";
import { setGalleryEditing } from "./gallery-node";
import { setUrlPasteFailure } from "./url-paste";
import { formatHtmlSource } from "./html-source";
import { cleanPastedHtml } from "./paste-cleaning";
import { useImageFileUploads } from "./use-image-file-uploads";
import { SlashMenuList, type SlashMenuRequest } from "./slash-menu";
import {
  frameClass,
  RichTextTextarea,
  sourceClass,
  type RichTextEditorProps,
} from "./rich-text-textarea";

/**
 * Rich text editing for article bodies (TipTap), submitting HTML through a hidden input.
 *
 * Before JavaScript runs (server render, hydration) it is a plain textarea with the same name, so
 * the form works without scripts; once the editor exists it replaces the textarea and adopts
 * anything typed into it in the meantime. The server sanitizes whatever arrives either way.
 */
export function RichTextEditor({
  name,
  defaultValue = "",
  id,
  "aria-describedby": describedBy,
  "aria-invalid": invalid,
  label,
  onRequestImage,
  onChange,
  earlyField,
}: RichTextEditorProps) {
  const sourceId = useId();
  const fallbackRef = useRef<HTMLTextAreaElement>(null);
  const [html, setHtml] = useState(defaultValue);
  const [htmlMode, setHtmlMode] = useState(false);
  const [linkEditorOpenedFrom, setLinkEditorOpenedFrom] = useState<"toolbar" | "text" | null>(null);
  const [popoverRequest, setPopoverRequest] = useState<{
    kind: SlashMenuRequest | "imageDetails";
    count: number;
  } | null>(null);

  const requestPopover = useCallback(
    (kind: SlashMenuRequest | "imageDetails") =>
      setPopoverRequest((previous) => ({ kind, count: (previous?.count ?? 0) + 1 })),
    [],
  );

  // Stable identities: useEditor re-applies options whose identity changes on every render.
  const [extensions] = useState(articleEditorExtensions);
  const editorProps = useMemo(
    () => ({
      attributes: {
        ...(id ? { id } : {}),
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: "prose-article rich-text-content min-h-[300px] px-4 py-3 outline-none",
      },
      // Word processors and web pages paste styles, fonts and empty paragraphs; see paste-cleaning.
      transformPastedHTML: cleanPastedHtml,
      handleKeyDown: (_view: unknown, event: KeyboardEvent) => {
        if (isLinkShortcut(event)) {
          // Inside the editor Mod+K means "link", as in other editors; stopping it here keeps the
          // site-wide search shortcut (a window listener) from opening on top of the link form.
          event.preventDefault();
          event.stopPropagation();
          setLinkEditorOpenedFrom("text");
          return true;
        }
        return false;
      },
    }),
    [id, label, describedBy, invalid],
  );

  // What onChange last reported, so that reloading unchanged HTML is not reported as a change.
  const reported = useRef(defaultValue);
  function publish(next: string) {
    setHtml(next);
    if (next === reported.current) return;
    reported.current = next;
    onChange?.(next);
  }

  const editor = useEditor({
    immediatelyRender: false,
    extensions,
    content: defaultValue,
    editorProps,
    onCreate: ({ editor: created }) => {
      // Typed before the editor existed: into this component's own plain field (hydration), or
      // into the one shown while its code loaded (LazyRichTextEditor); the newer one wins.
      const ownField = fallbackRef.current;
      const early = earlyField?.current;
      const typedBeforeHydration = [ownField?.value, early?.element?.value].find(
        (typed) => typed !== undefined && typed !== defaultValue,
      );
      if (typedBeforeHydration !== undefined) {
        created.commands.setContent(typedBeforeHydration, { emitUpdate: false });
        publish(articleHtml(created));
      } else {
        // The editor's rendering of defaultValue (normalised by its schema) is the baseline.
        reported.current = articleHtml(created);
        setHtml(reported.current);
      }
      // The writer was typing there: the caret moves into the editor, at the end of the text.
      if ((ownField && document.activeElement === ownField) || early?.focused) {
        created.commands.focus("end");
      }
    },
    onUpdate: ({ editor: updated }) => publish(articleHtml(updated)),
  });

  const askAltText = useCallback(() => requestPopover("imageDetails"), [requestPopover]);
  const uploadFailure = useImageFileUploads(editor, askAltText);
  const [embedFailure, setEmbedFailure] = useState<string | null>(null);
  const showEmbedFailure = useCallback(
    (message: string) => setEmbedFailure(`No card for that address (the link stays): ${message}`),
    [],
  );
  // Enter on a selected footnote or gallery opens its details; a pasted address's card failure
  // is shown.
  useEffect(() => {
    if (!editor) return;
    setFootnoteEditing(editor, () => requestPopover("footnote"));
    setGalleryEditing(editor, () => requestPopover("gallery"));
    setUrlPasteFailure(editor, showEmbedFailure);
    return () => {
      setFootnoteEditing(editor, null);
      setGalleryEditing(editor, null);
      setUrlPasteFailure(editor, null);
    };
  }, [editor, requestPopover, showEmbedFailure]);

  if (!editor) {
    return (
      <RichTextTextarea
        ref={fallbackRef}
        name={name}
        id={id}
        defaultValue={defaultValue}
        label={label}
        aria-describedby={describedBy}
        aria-invalid={invalid}
      />
    );
  }

  function changeHtmlMode(next: boolean) {
    if (!editor) return;
    if (next) {
      // Only whitespace between blocks changes, so this is not reported through onChange.
      setHtml(formatHtmlSource(articleHtml(editor)));
    } else {
      // Leaving the source view loads the edited HTML into the editor, which keeps only what its
      // schema knows; onUpdate then publishes the result.
      editor.commands.setContent(html, { emitUpdate: true });
    }
    setHtmlMode(next);
  }

  return (
    <div className={cn(frameClass, invalid && "border-destructive")}>
      <EditorToolbar
        editor={editor}
        label={label}
        htmlMode={htmlMode}
        onHtmlModeChange={changeHtmlMode}
        linkEditorOpenedFrom={linkEditorOpenedFrom}
        onLinkEditorOpenChange={(open) => setLinkEditorOpenedFrom(open ? "toolbar" : null)}
        onRequestImage={onRequestImage}
        popoverRequest={popoverRequest}
        onEmbedFailure={showEmbedFailure}
      />
      {htmlMode ? null : <MissingAltNotice editor={editor} />}
      {uploadFailure ? (
        <p role="alert" className="border-b px-4 py-2 text-sm text-destructive">
          {uploadFailure}
        </p>
      ) : null}
      {embedFailure && !htmlMode ? (
        <p role="status" className="border-b px-4 py-2 text-sm text-muted-foreground">
          {embedFailure}
        </p>
      ) : null}
      {htmlMode ? (
        <>
          <textarea
            id={`${sourceId}-source`}
            value={html}
            onChange={(event) => publish(event.target.value)}
            aria-label={`${label} (HTML source)`}
            aria-describedby={`${sourceId}-source-hint`}
            spellCheck={false}
            className={sourceClass}
          />
          <p
            id={`${sourceId}-source-hint`}
            className="border-t px-4 py-2 text-xs text-muted-foreground"
          >
            Switching back to the editor keeps only what it can show: headings, paragraphs, lists,
            links, images with captions, galleries, quotes, callouts, tables, code, embeds, bookmark
            cards and footnotes.
          </p>
        </>
      ) : null}
      {/* Kept mounted in the source view so the document and its undo history survive. */}
      <div className="relative" hidden={htmlMode}>
        <EditorContent editor={editor} />
        {htmlMode ? null : <SlashMenuList editor={editor} onRequest={requestPopover} />}
      </div>
      {htmlMode ? null : <EditorLength editor={editor} />}
      <input type="hidden" name={name} value={html} />
    </div>
  );
}

function isLinkShortcut(event: KeyboardEvent): boolean {
  return (
    (event.metaKey || event.ctrlKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === "k"
  );
}
