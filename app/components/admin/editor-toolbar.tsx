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
import { Toolbar } from "radix-ui";
import { CodeLanguageSelect } from "./code-language-select";
import { formatCommands, selectedImage } from "./editor-commands";
import { ImageDetailsPopover } from "./image-details-popover";
import { ImagePopover, type ImageRequest } from "./image-popover";
import { LinkPopover } from "./link-popover";
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

export function EditorToolbar({
  editor,
  label,
  htmlMode,
  onHtmlModeChange,
  linkEditorOpenedFrom,
  onLinkEditorOpenChange,
  onRequestImage,
}: {
  editor: Editor;
  /** The editing area's name; the toolbar is named after it ("Formatting: Article body"). */
  label: string;
  htmlMode: boolean;
  onHtmlModeChange: (htmlMode: boolean) => void;
  linkEditorOpenedFrom: "toolbar" | "text" | null;
  onLinkEditorOpenChange: (open: boolean) => void;
  onRequestImage?: ImageRequest;
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
        <ToolbarButton
          label="Heading 2"
          icon={Heading2Icon}
          shortcut="Mod+Alt+2"
          pressed={state.heading2}
          disabled={off}
          onClick={() => formatCommands.heading2(editor)}
        />
        <ToolbarButton
          label="Heading 3"
          icon={Heading3Icon}
          shortcut="Mod+Alt+3"
          pressed={state.heading3}
          disabled={off}
          onClick={() => formatCommands.heading3(editor)}
        />
        <ToolbarSeparator />
        <ToolbarButton
          label="Bold"
          icon={BoldIcon}
          shortcut="Mod+B"
          pressed={state.bold}
          disabled={off}
          onClick={() => formatCommands.bold(editor)}
        />
        <ToolbarButton
          label="Italic"
          icon={ItalicIcon}
          shortcut="Mod+I"
          pressed={state.italic}
          disabled={off}
          onClick={() => formatCommands.italic(editor)}
        />
        <LinkPopover
          editor={editor}
          active={state.link}
          openedFrom={linkEditorOpenedFrom}
          onOpenChange={onLinkEditorOpenChange}
          disabled={off}
        />
        <ToolbarSeparator />
        <ToolbarButton
          label="Bulleted list"
          icon={ListIcon}
          shortcut="Mod+Shift+8"
          pressed={state.bulletList}
          disabled={off}
          onClick={() => formatCommands.bulletList(editor)}
        />
        <ToolbarButton
          label="Numbered list"
          icon={ListOrderedIcon}
          shortcut="Mod+Shift+7"
          pressed={state.orderedList}
          disabled={off}
          onClick={() => formatCommands.orderedList(editor)}
        />
        <ToolbarButton
          label="Quote"
          icon={QuoteIcon}
          shortcut="Mod+Shift+B"
          pressed={state.blockquote}
          disabled={off}
          onClick={() => formatCommands.blockquote(editor)}
        />
        <ToolbarButton
          label="Code block"
          icon={CodeXmlIcon}
          shortcut="Mod+Alt+C"
          pressed={state.codeBlock}
          disabled={off}
          onClick={() => formatCommands.codeBlock(editor)}
        />
        <ToolbarButton
          label="Horizontal rule"
          icon={MinusIcon}
          disabled={off}
          onClick={() => formatCommands.horizontalRule(editor)}
        />
        <ToolbarButton
          label="Callout"
          icon={MessageSquareWarningIcon}
          pressed={state.callout}
          disabled={off}
          onClick={() => formatCommands.callout(editor)}
        />
        <ToolbarButton
          label="Insert table"
          icon={TableIcon}
          // No tables inside tables: the sanitizer would keep them, but nobody can read them.
          disabled={off || state.table}
          onClick={() => formatCommands.insertTable(editor)}
        />
        <ImagePopover editor={editor} disabled={off} onRequestImage={onRequestImage} />
        <ImageDetailsPopover editor={editor} disabled={off || !state.imageSelected} />
        <VideoEmbedPopover editor={editor} disabled={off} />
        <ToolbarSeparator />
        <ToolbarButton
          label="Undo"
          icon={Undo2Icon}
          shortcut="Mod+Z"
          disabled={off || !state.canUndo}
          onClick={() => formatCommands.undo(editor)}
        />
        <ToolbarButton
          label="Redo"
          icon={Redo2Icon}
          shortcut="Mod+Shift+Z"
          disabled={off || !state.canRedo}
          onClick={() => formatCommands.redo(editor)}
        />
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
    </>
  );
}
