import { useId, useRef, useState } from "react";
import { AUTHOR_IDS_FIELD, AUTHORS_LISTED_FIELD } from "~/lib/schemas";
import { Button } from "../ui/button";

export interface AuthorChoice {
  id: string;
  name: string;
}

const selectClass = "h-10 min-w-0 flex-1 rounded-md border bg-background px-3 text-sm";

/**
 * A post's authors, in byline order: add from the staff, remove, move up and down. Plain buttons
 * and a native select, so the keyboard and screen readers work as everywhere else; every change
 * is announced, and focus stays on the row that moved (or the next one, or the picker). The
 * order goes to the server as repeated hidden `authorIds` fields.
 */
export function AuthorsField({
  options,
  defaultValue,
  error,
}: {
  /** Staff who may be on a byline. */
  options: AuthorChoice[];
  /** The byline now, first author first. */
  defaultValue: string[];
  error?: string;
}) {
  const id = useId().replace(/[:«»]/g, "");
  const [chosen, setChosen] = useState<string[]>(defaultValue);
  const [adding, setAdding] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const list = useRef<HTMLOListElement>(null);
  const picker = useRef<HTMLSelectElement>(null);
  const nameOf = (authorId: string) =>
    options.find((option) => option.id === authorId)?.name ?? "Unknown author";
  const available = options.filter((option) => !chosen.includes(option.id));

  /** After React has drawn the new order, focus a row's button (or the picker when none). */
  const focusLater = (selector: string | null) =>
    requestAnimationFrame(() => {
      const target = selector ? list.current?.querySelector<HTMLElement>(selector) : null;
      (target ?? picker.current)?.focus();
    });

  const move = (index: number, by: -1 | 1) => {
    const next = [...chosen];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    setChosen(next);
    setAnnouncement(`${nameOf(moved!)} moved to position ${index + by + 1} of ${next.length}.`);
    const stillThere = index + by === 0 || index + by === next.length - 1;
    focusLater(`[data-author="${moved}"] [data-move="${stillThere ? -by : by}"]`);
  };
  const remove = (index: number) => {
    const removed = chosen[index]!;
    const next = chosen.filter((_, at) => at !== index);
    setChosen(next);
    setAnnouncement(`${nameOf(removed)} removed from the authors.`);
    const neighbour = next[Math.min(index, next.length - 1)];
    focusLater(neighbour ? `[data-author="${neighbour}"] [data-remove]` : null);
  };
  const add = () => {
    if (!adding || chosen.includes(adding)) return;
    setChosen([...chosen, adding]);
    setAnnouncement(`${nameOf(adding)} added as author ${chosen.length + 1}.`);
    setAdding("");
  };

  const errorId = `${id}-error`;
  return (
    <fieldset
      className="space-y-3 rounded-md border p-4"
      aria-describedby={error ? errorId : undefined}
      data-testid="authors-field"
    >
      <legend className="px-1 text-sm font-medium">Authors</legend>
      <input type="hidden" name={AUTHORS_LISTED_FIELD} value="1" />
      {chosen.map((authorId) => (
        <input key={authorId} type="hidden" name={AUTHOR_IDS_FIELD} value={authorId} />
      ))}
      {chosen.length === 0 ? (
        <p className="text-sm text-muted-foreground">No author yet: add at least one.</p>
      ) : (
        <ol ref={list} className="space-y-2" aria-label="Authors in byline order">
          {chosen.map((authorId, index) => {
            const name = nameOf(authorId);
            return (
              <li
                key={authorId}
                data-author={authorId}
                className="flex flex-wrap items-center gap-2 rounded-md bg-muted/50 px-3 py-2"
              >
                <span className="min-w-0 flex-1 text-sm font-medium">
                  <span className="text-muted-foreground">{index + 1}. </span>
                  {name}
                  {index === 0 ? <span className="text-muted-foreground"> (primary)</span> : null}
                </span>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  data-move="-1"
                  aria-label={`Move ${name} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  Up
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  data-move="1"
                  aria-label={`Move ${name} down`}
                  disabled={index === chosen.length - 1}
                  onClick={() => move(index, 1)}
                >
                  Down
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  data-remove
                  aria-label={`Remove ${name}`}
                  disabled={chosen.length === 1}
                  onClick={() => remove(index)}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-add`} className="sr-only">
          Add an author
        </label>
        <select
          ref={picker}
          id={`${id}-add`}
          className={selectClass}
          value={adding}
          disabled={available.length === 0}
          onChange={(event) => setAdding(event.target.value)}
          onKeyDown={(event) => {
            // Enter in the picker adds, instead of submitting the whole post form.
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
        >
          <option value="">
            {available.length === 0 ? "Everyone is listed" : "Add an author…"}
          </option>
          {available.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
        <Button type="button" variant="secondary" disabled={!adding} onClick={add}>
          Add author
        </Button>
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
