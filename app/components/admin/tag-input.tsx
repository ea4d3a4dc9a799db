import { useId, useState, type ComponentProps } from "react";
import { Input } from "../ui/input";

/** How many suggestions the list offers at once. */
const SUGGESTION_LIMIT = 8;

/**
 * Comma-separated tags with suggestions for the tag being typed: the browser's own list
 * (a datalist), whose entries are the whole value with the last tag completed, so picking one
 * keeps the tags before it. Works as a plain text field without JavaScript.
 */
export function TagInput({
  suggestions,
  defaultValue = "",
  ...props
}: { suggestions: string[]; defaultValue?: string } & Omit<
  ComponentProps<typeof Input>,
  "value" | "defaultValue" | "list" | "onChange"
>) {
  const listId = `tag-suggestions${useId().replace(/[:«»]/g, "")}`;
  const [value, setValue] = useState(defaultValue);
  const cut = value.lastIndexOf(",");
  const before = cut === -1 ? "" : `${value.slice(0, cut + 1).trimEnd()} `;
  const typed = value
    .slice(cut + 1)
    .trim()
    .toLowerCase();
  const chosen = new Set(
    value
      .split(",")
      .slice(0, -1)
      .map((tag) => tag.trim().toLowerCase()),
  );
  const options = suggestions
    .filter((name) => !chosen.has(name.toLowerCase()))
    .filter((name) => !typed || name.toLowerCase().includes(typed))
    .slice(0, SUGGESTION_LIMIT);
  return (
    <>
      <Input
        {...props}
        type="text"
        autoComplete="off"
        list={listId}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <datalist id={listId}>
        {options.map((name) => (
          <option key={name} value={`${before}${name}`} />
        ))}
      </datalist>
    </>
  );
}
