import { LoaderCircleIcon } from "~/components/icons/loader-circle";
import { SearchIcon } from "~/components/icons/search";
import { XIcon } from "~/components/icons/x";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Link } from "~/components/link";
import type { SearchHit } from "~/content/types";
import { DEFAULT_CATEGORY_NAME, TEXT } from "~/lib/constants";
import { formatLongDate } from "~/lib/format";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./ui/dialog";
import { Input } from "./ui/input";

/**
 * The site-wide search dialog itself: loaded by `SearchDialogProvider` the first time it
 * opens (or is about to), so Radix's dialog code is not part of every page's scripts.
 */
export default function SearchDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <SearchDialogBody onNavigate={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

interface SearchData {
  query: string;
  hits: SearchHit[];
}

const DEBOUNCE_MS = 200;

function SearchDialogBody({ onNavigate }: { onNavigate: () => void }) {
  const [term, setTerm] = useState("");
  const fetcher = useFetcher<SearchData>();
  const inputRef = useRef<HTMLInputElement>(null);
  const trimmed = term.trim();
  const { load } = fetcher;

  useEffect(() => {
    if (!trimmed) return; // A blank term is ignored.
    const timer = setTimeout(() => {
      void load(`/search?q=${encodeURIComponent(trimmed)}`);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed, load]);

  const loading = fetcher.state === "loading";
  const data = trimmed && fetcher.data?.query === trimmed ? fetcher.data : undefined;

  return (
    <DialogContent className="max-w-xl gap-5" aria-describedby="search-dialog-description">
      <div className="space-y-1.5">
        <DialogTitle>{TEXT.searchDialogTitle}</DialogTitle>
        <DialogDescription id="search-dialog-description">
          {TEXT.searchDialogDescription}
        </DialogDescription>
      </div>
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          ref={inputRef}
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder={TEXT.searchInputPlaceholder}
          aria-label={TEXT.searchDialogTitle}
          className="px-9 [&::-webkit-search-cancel-button]:hidden"
          autoComplete="off"
          maxLength={200}
        />
        {term ? (
          <button
            type="button"
            className="absolute right-2 top-1/2 flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
            aria-label="Clear search"
            onClick={() => {
              setTerm("");
              inputRef.current?.focus();
            }}
          >
            <XIcon className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <div aria-live="polite" className="max-h-[55vh] min-h-12 overflow-y-auto">
        {loading && !data ? (
          <div className="flex justify-center py-6" role="status">
            <LoaderCircleIcon
              className="size-6 animate-spin text-muted-foreground"
              aria-hidden="true"
            />
            <span className="sr-only">Searching…</span>
          </div>
        ) : null}
        {data && data.hits.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            {TEXT.noResultsFor(data.query)}
          </p>
        ) : null}
        {data && data.hits.length > 0 ? (
          <ul className="divide-y" aria-label="Search results">
            {data.hits.map((hit) => (
              <li key={hit.id}>
                <Link
                  to={`/article/${hit.slug}`}
                  onClick={onNavigate}
                  className="block rounded-md px-2 py-3 hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
                >
                  <span className="flex items-center gap-2 text-xs text-muted-foreground">
                    <span className="font-semibold text-primary">
                      {hit.category?.name ?? DEFAULT_CATEGORY_NAME}
                    </span>
                    <span aria-hidden="true">·</span>
                    <time dateTime={hit.date}>{formatLongDate(hit.date)}</time>
                  </span>
                  <span className="mt-1 block font-medium leading-snug">{hit.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </DialogContent>
  );
}
