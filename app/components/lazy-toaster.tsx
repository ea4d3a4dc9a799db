import { lazy, Suspense } from "react";
import type { Theme } from "~/lib/constants";
import { useToasterWanted } from "~/lib/toast";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** The notifications region, mounted (and its code loaded) with the first toast. */
export function LazyToaster({ theme }: { theme: Theme }) {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} richColors closeButton position="bottom-right" />
    </Suspense>
  );
}
