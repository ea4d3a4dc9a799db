import type { Ref, RefObject } from "react";
import { cn } from "~/lib/cn";
import type { ImageRequest } from "./image-popover";

export interface RichTextEditorProps {
  /** The form field name; the HTML is submitted in a hidden input with this name. */
  name: string;
  /** Initial HTML. */
  defaultValue?: string;
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
  /** Accessible name of the editing area. */
  label: string;
  /** E.g. the media library picker; without it, "Image" asks for a URL. */
  onRequestImage?: ImageRequest;
  onChange?: (html: string) => void;
  /** The plain field shown while the editor's code loads (LazyRichTextEditor): adopted on start. */
  earlyField?: RefObject<EarlyField>;
}

/** The plain field that stood in for the editor, and whether the caret was in it. */
export interface EarlyField {
  element: HTMLTextAreaElement | null;
  focused: boolean;
}

export const frameClass =
  "rounded-md border border-input bg-background shadow-xs transition-[color,box-shadow] has-[.ProseMirror-focused,textarea:focus-visible]:border-ring has-[.ProseMirror-focused,textarea:focus-visible]:ring-[3px] has-[.ProseMirror-focused,textarea:focus-visible]:ring-ring/50";
export const sourceClass =
  "block min-h-[300px] w-full resize-y bg-transparent px-4 py-3 font-mono text-sm leading-6 outline-none";

/**
 * The article body as a plain textarea with the form field's name: what the editor shows before
 * TipTap exists (server render, hydration, its code still loading), so the form works without
 * scripts. TipTap replaces it and adopts what was typed into it (through `ref`).
 */
export function RichTextTextarea({
  ref,
  name,
  id,
  defaultValue = "",
  label,
  "aria-describedby": describedBy,
  "aria-invalid": invalid,
  onFocusChange,
}: Pick<
  RichTextEditorProps,
  "name" | "id" | "defaultValue" | "label" | "aria-describedby" | "aria-invalid"
> & { ref?: Ref<HTMLTextAreaElement>; onFocusChange?: (focused: boolean) => void }) {
  return (
    <textarea
      ref={ref}
      name={name}
      id={id}
      defaultValue={defaultValue}
      aria-label={label}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onFocus={onFocusChange ? () => onFocusChange(true) : undefined}
      onBlur={onFocusChange ? () => onFocusChange(false) : undefined}
      className={cn(
        frameClass,
        sourceClass,
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive",
      )}
    />
  );
}
