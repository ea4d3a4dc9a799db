import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useState } from "react";

interface SearchDialogApi {
  open: () => void;
  /** Starts loading the dialog's code (on hover or focus of a button that opens it). */
  preload: () => void;
}

const SearchDialogContext = createContext<SearchDialogApi | null>(null);

export function useSearchDialog(): SearchDialogApi {
  const api = useContext(SearchDialogContext);
  if (!api) throw new Error("useSearchDialog must be used inside <SearchDialogProvider>");
  return api;
}

const loadSearchDialog = () => import("./search-dialog-body");
const SearchDialog = lazy(loadSearchDialog);

/** Provides the site-wide search dialog; Ctrl/Cmd+K opens it from anywhere. */
export function SearchDialogProvider({ children }: { children: React.ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps Radix's focus return and exit handling.
  const [used, setUsed] = useState(false);
  const api = useMemo(
    () => ({
      open: () => {
        setUsed(true);
        setOpen(true);
      },
      preload: () => void loadSearchDialog(),
    }),
    [],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        api.open();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [api]);

  return (
    <SearchDialogContext.Provider value={api}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <SearchDialog open={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </SearchDialogContext.Provider>
  );
}
