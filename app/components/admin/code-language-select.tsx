import type { Editor } from "@tiptap/react";
import { useId } from "react";
import { CODE_LANGUAGES } from "~/content/code-languages";
import { setCodeLanguage } from "./editor-commands";

/**
 * The language of the code block at the caret (shown under the toolbar while the caret is in
 * one). It is stored as `language-{id}` and decides the highlighting readers see.
 */
export function CodeLanguageSelect({ editor, language }: { editor: Editor; language: string }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 border-b bg-muted/30 px-3 py-1.5">
      <label htmlFor={id} className="text-xs font-semibold text-muted-foreground">
        Code language
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          setCodeLanguage(editor, event.target.value || null);
          editor.commands.focus();
        }}
        className="h-8 rounded-md border border-input bg-background px-2 text-sm outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <option value="">None</option>
        {CODE_LANGUAGES.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
        {/* A language written in the HTML view that the list does not offer stays selectable. */}
        {language && !CODE_LANGUAGES.some((option) => option.id === language) ? (
          <option value={language}>{language}</option>
        ) : null}
      </select>
    </div>
  );
}
