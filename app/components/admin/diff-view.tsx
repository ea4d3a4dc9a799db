import type { DiffSegment, FieldDiff } from "~/lib/word-diff";

/**
 * A change at the very start of a text has no whitespace before it in either version, so the
 * removed and the added word would touch ("SecondFirst"); a margin keeps them apart without
 * adding a character that neither text has.
 */
function touchesRemoved(previous: DiffSegment | undefined, added: DiffSegment): boolean {
  return previous?.kind === "removed" && !/\s$/.test(previous.text) && !/^\s/.test(added.text);
}

/**
 * Word-level changes, field by field: removed words struck through, added ones underlined, with
 * the words "removed"/"added" for screen readers (colour alone says nothing to them).
 */
export function DiffView({ diff, emptyText }: { diff: FieldDiff[]; emptyText: string }) {
  if (diff.length === 0) return <p className="text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <div className="grid gap-3" data-testid="diff">
      {diff.map(({ field, segments }) => (
        <div key={field}>
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {field}
          </p>
          <p className="mt-1 max-h-72 overflow-auto whitespace-pre-wrap break-words rounded-md border bg-background p-3 text-sm leading-relaxed">
            {segments.map((segment, index) =>
              segment.kind === "same" ? (
                <span key={index}>{segment.text}</span>
              ) : segment.kind === "added" ? (
                <ins
                  key={index}
                  className={`${touchesRemoved(segments[index - 1], segment) ? "ms-1 " : ""}rounded-sm bg-emerald-100 text-emerald-950 underline decoration-2 dark:bg-emerald-400/20 dark:text-emerald-100`}
                >
                  <span className="sr-only">[added: </span>
                  {segment.text}
                  <span className="sr-only">]</span>
                </ins>
              ) : (
                <del
                  key={index}
                  className="rounded-sm bg-red-100 text-red-950 line-through dark:bg-red-400/20 dark:text-red-100"
                >
                  <span className="sr-only">[removed: </span>
                  {segment.text}
                  <span className="sr-only">]</span>
                </del>
              ),
            )}
          </p>
        </div>
      ))}
    </div>
  );
}
