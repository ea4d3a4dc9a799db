import { useEditorState, type Editor } from "@tiptap/react";
import { BoldIcon } from "~/components/icons/bold";
import { CodeXmlIcon } from "~/components/icons/code-xml";
import { FileCodeIcon } from "~/components/icons/file-code";
import { Heading2Icon } from "~/components/icons/heading-2";
import { Heading3Icon } from "~/components/icons/heading-3";
import { ItalicIcon } from "~/components/icons/italic";
import { ListIcon } from "~/components/icons/list";
import { ListOrderedIcon } from "~/components/icons/list-ordered";
import { MessageSquareWarningIcon } from "~/components/icons/message-square-warning";
import { MinusIcon } from "~/components/icons/minus";
import { QuoteIcon } from "~/components/icons/quote";
import { Redo2Icon } from "~/components/icons/redo-2";
import { TableIcon } from "~/components/icons/table";
import { Undo2Icon } from "~/components/icons/undo-2";
import type { IconComponent } from "~/components/icons/icon";
import { Toolbar } from "radix-ui";
import { BlockKeysHint } from "./block-keys-hint";
import { CodeLanguageSelect } from "./code-language-select";
import { CommandButtons, type CommandButtonSpec } from "./command-buttons";
import { selectedImage } from "./editor-commands";
import { FootnotePopover } from "./footnote-popover";
import { GalleryPopover } from "./gallery-popover";
import { ImageDetailsPopover } from "./image-details-popover";
import { ImagePopover, type ImageRequest } from "./image-popover";
import { LinkPopover } from "./link-popover";
import type { SlashMenuRequest } from "./slash-menu";
import { TableToolbar } from "./table-toolbar";
import { VideoEmbedPopover } from "./video-embed-popover";
import { ToolbarButton, ToolbarSeparator } from "./toolbar-button";

/** What the toolbar shows at the caret; recomputed on each editor transaction. */
function selectToolbarState({ editor }: { editor: Editor }) {
  return {
    heading2: editor.isActive("heading", { level: 2 }),
    heading3: editor.isActive("heading", { level: 3 }),
    bold: editor.isActive("bold"),
    italic: editor.isActive("italic"),
    link: editor.isActive("link"),
    bulletList: editor.isActive("bulletList"),
    orderedList: editor.isActive("orderedList"),
    blockquote: editor.isActive("blockquote"),
    codeBlock: editor.isActive("codeBlock"),
    codeLanguage: String(editor.getAttributes("codeBlock").language ?? ""),
    callout: editor.isActive("callout"),
    table: editor.isActive("table"),
    imageSelected: selectedImage(editor) !== null,
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

type ToolbarState = ReturnType<typeof selectToolbarState>;
type ToolbarCommand = CommandButtonSpec<ToolbarState>;

/** A format the caret can be in: its button toggles it and shows pressed while it is active. */
function toggle(
  command: Extract<keyof ToolbarState, CommandButtonSpec["command"]>,
  label: string,
  icon: IconComponent,
  shortcut?: string,
): ToolbarCommand {
  return { command, label, icon, shortcut, pressed: (state) => state[command] };
}

// The toolbar's command buttons, group by group (separators and popovers stand between groups).
const HEADINGS = [
  toggle("heading2", "Heading 2", Heading2Icon, "Mod+Alt+2"),
  toggle("heading3", "Heading 3", Heading3Icon, "Mod+Alt+3"),
];

const MARKS = [
  toggle("bold", "Bold", BoldIcon, "Mod+B"),
  toggle("italic", "Italic", ItalicIcon, "Mod+I"),
];

const BLOCKS: ToolbarCommand[] = [
  toggle("bulletList", "Bulleted list", ListIcon, "Mod+Shift+8"),
  toggle("orderedList", "Numbered list", ListOrderedIcon, "Mod+Shift+7"),
  toggle("blockquote", "Quote", QuoteIcon, "Mod+Shift+B"),
  toggle("codeBlock", "Code block", CodeXmlIcon, "Mod+Alt+C"),
  { command: "horizontalRule", label: "Horizontal rule", icon: MinusIcon },
  toggle("callout", "Callout", MessageSquareWarningIcon),
  // No tables inside tables: the sanitizer would keep them, but nobody can read them.
  {
    command: "insertTable",
    label: "Insert table",
    icon: TableIcon,
    enabled: (state) => !state.table,
  },
];

const HISTORY: ToolbarCommand[] = [
  {
    command: "undo",
    label: "Undo",
    icon: Undo2Icon,
    shortcut: "Mod+Z",
    enabled: (state) => state.canUndo,
  },
  {
    command: "redo",
    label: "Redo",
    icon: Redo2Icon,
    shortcut: "Mod+Shift+Z",
    enabled: (state) => state.canRedo,
  },
];

export function EditorToolbar({
  editor,
  label,
  htmlMode,
  onHtmlModeChange,
  linkEditorOpenedFrom,
  onLinkEditorOpenChange,
  onRequestImage,
  popoverRequest,
  onEmbedFailure,
}: {
  editor: Editor;
  /** The editing area's name; the toolbar is named after it ("Formatting: Article body"). */
  label: string;
  htmlMode: boolean;
  onHtmlModeChange: (htmlMode: boolean) => void;
  linkEditorOpenedFrom: "toolbar" | "text" | null;
  onLinkEditorOpenChange: (open: boolean) => void;
  onRequestImage?: ImageRequest;
  /** A popover the `/` menu asked for; `count` grows with each request. */
  popoverRequest?: { kind: SlashMenuRequest | "imageDetails"; count: number } | null;
  /** Why a bookmark card could not be made (its link stays in the text). */
  onEmbedFailure?: (message: string) => void;
}) {
  const state = useEditorState({ editor, selector: selectToolbarState });
  // While the HTML source is shown, only the switch back makes sense.
  const off = htmlMode;

  return (
    <>
      <Toolbar.Root
        aria-label={`Formatting: ${label}`}
        className="flex flex-wrap items-center gap-0.5 rounded-t-md border-b bg-muted/50 p-1"
      >
        <CommandButtons editor={editor} buttons={HEADINGS} state={state} disabled={off} />
        <ToolbarSeparator />
        <CommandButtons editor={editor} buttons={MARKS} state={state} disabled={off} />
        <LinkPopover
          editor={editor}
          active={state.link}
          openedFrom={linkEditorOpenedFrom}
          onOpenChange={onLinkEditorOpenChange}
          disabled={off}
        />
        <ToolbarSeparator />
        <CommandButtons editor={editor} buttons={BLOCKS} state={state} disabled={off} />
        <ImagePopover
          editor={editor}
          disabled={off}
          onRequestImage={onRequestImage}
          openRequest={popoverRequest?.kind === "image" ? popoverRequest.count : 0}
        />
        <ImageDetailsPopover
          editor={editor}
          disabled={off || !state.imageSelected}
          openRequest={popoverRequest?.kind === "imageDetails" ? popoverRequest.count : 0}
        />
        <GalleryPopover
          editor={editor}
          disabled={off}
          onRequestImage={onRequestImage}
          openRequest={popoverRequest?.kind === "gallery" ? popoverRequest.count : 0}
        />
        <VideoEmbedPopover
          editor={editor}
          disabled={off}
          onFailure={onEmbedFailure}
          openRequest={
            popoverRequest?.kind === "embed" || popoverRequest?.kind === "bookmark"
              ? popoverRequest.count
              : 0
          }
        />
        <FootnotePopover
          editor={editor}
          disabled={off}
          openRequest={popoverRequest?.kind === "footnote" ? popoverRequest.count : 0}
        />
        <ToolbarSeparator />
        <CommandButtons editor={editor} buttons={HISTORY} state={state} disabled={off} />
        <ToolbarSeparator />
        <ToolbarButton
          label="HTML"
          icon={FileCodeIcon}
          pressed={htmlMode}
          // The source view replaces the text, so focus has nowhere to stay.
          keepTextFocus={false}
          title="Edit the HTML source"
          onClick={() => onHtmlModeChange(!htmlMode)}
        >
          <span className="text-xs font-semibold tracking-wide">HTML</span>
        </ToolbarButton>
      </Toolbar.Root>
      {!off && state.table ? <TableToolbar editor={editor} /> : null}
      {!off && state.codeBlock ? (
        <CodeLanguageSelect editor={editor} language={state.codeLanguage} />
      ) : null}
      {!off && (state.table || state.codeBlock) ? (
        <BlockKeysHint block={state.table ? "table" : "codeBlock"} />
      ) : null}
    </>
  );
}
