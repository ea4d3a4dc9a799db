import type { ReactNode } from "react";
import { CATEGORY_SKELETON_COUNT } from "~/lib/constants";
import { ArticleCardSkeleton } from "./article-card";
import { Skeleton } from "./ui/skeleton";

/** A page's stand-in while its data loads: announced as busy; tests find it by its kind. */
function PendingPage({
  kind,
  className,
  children,
}: {
  kind: PendingKind;
  className: string;
  children: ReactNode;
}) {
  return (
    <div
      className={className}
      aria-busy="true"
      aria-label="Loading"
      data-testid={`pending-${kind}`}
    >
      {children}
    </div>
  );
}

export function HomePendingSkeleton() {
  return (
    <PendingPage kind="home" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <HeroSkeleton />
    </PendingPage>
  );
}

export function ListingPendingSkeleton() {
  return (
    <PendingPage kind="listing" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <div className="mb-8 space-y-3">
        <Skeleton className="h-9 w-64 max-w-full" />
        <Skeleton className="h-5 w-[28rem] max-w-full" />
      </div>
      <div className="grid gap-10 md:grid-cols-[minmax(0,1fr)_280px] lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="grid min-w-0 content-start gap-6 sm:grid-cols-2">
          {Array.from({ length: CATEGORY_SKELETON_COUNT }, (_, n) => (
            <ArticleCardSkeleton key={n} />
          ))}
        </div>
        <div className="hidden space-y-4 md:block">
          <Skeleton className="h-10 w-full rounded-lg" />
          <div className="space-y-3 rounded-xl border p-5">
            <Skeleton className="h-5 w-28" />
            {[0, 1, 2, 3, 4, 5, 6].map((n) => (
              <Skeleton key={n} className="h-4 w-3/4" />
            ))}
          </div>
        </div>
      </div>
    </PendingPage>
  );
}

export function ArticlePendingSkeleton() {
  return (
    <PendingPage kind="article" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_320px] xl:gap-16">
        <div className="mx-auto w-full min-w-0 max-w-[720px] space-y-10">
          <div className="space-y-5">
            <Skeleton className="h-6 w-20 rounded-full" />
            <div className="space-y-3">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-4/5" />
            </div>
            <Skeleton className="h-6 w-3/4" />
            <div className="flex items-center gap-3 border-y py-4">
              <Skeleton className="size-11 rounded-full" />
              <div className="space-y-2">
                <Skeleton className="h-4 w-32" />
                <Skeleton className="h-3 w-48" />
              </div>
            </div>
          </div>
          <Skeleton className="aspect-video w-full rounded-2xl" />
          <div className="space-y-3">
            {["w-full", "w-full", "w-11/12", "w-full", "w-4/5", "w-full", "w-2/3"].map(
              (width, n) => (
                <Skeleton key={n} className={`h-4 ${width}`} />
              ),
            )}
          </div>
        </div>
        <div className="hidden space-y-5 rounded-2xl border p-6 lg:block lg:self-start">
          <Skeleton className="h-5 w-40" />
          {[0, 1, 2].map((n) => (
            <ArticleCardSkeleton key={n} variant="compact" />
          ))}
        </div>
      </div>
    </PendingPage>
  );
}

/** The pages that show a skeleton while a client-side navigation loads their data. */
export type PendingKind = "home" | "listing" | "article";

const SKELETONS: Record<PendingKind, () => ReactNode> = {
  home: HomePendingSkeleton,
  listing: ListingPendingSkeleton,
  article: ArticlePendingSkeleton,
};

/** The skeleton of the page a client-side navigation is loading (see `PendingOutlet`). */
export function PendingSkeleton({ kind }: { kind: PendingKind }) {
  const PageSkeleton = SKELETONS[kind];
  return <PageSkeleton />;
}

/** The home page's hero grid while its articles load. */
export function HeroSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-3" data-testid="hero-skeleton" aria-busy="true">
      <Skeleton className="aspect-video w-full rounded-2xl lg:col-span-2 lg:row-span-2 lg:aspect-auto lg:min-h-96" />
      <Skeleton className="aspect-video w-full rounded-xl" />
      <Skeleton className="aspect-video w-full rounded-xl" />
    </div>
  );
}
