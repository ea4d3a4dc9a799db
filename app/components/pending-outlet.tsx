import { type ReactNode, useEffect, useState } from "react";
import { useNavigation } from "react-router";
import type * as PendingSkeletons from "./pending-skeletons";

/** Which skeleton (if any) a client-side navigation to `pathname` shows while its data loads. */
export function pendingKindFor(pathname: string): PendingSkeletons.PendingKind | null {
  if (pathname === "/") return "home";
  if (/^\/(category|topics)\/[^/]+\/?$/.test(pathname)) return "listing";
  if (/^\/article\/[^/]+\/?$/.test(pathname)) return "article";
  return null;
}

type Skeletons = typeof PendingSkeletons;

/** Kept once loaded: every later navigation shows its skeleton at once. */
let loadedSkeletons: Skeletons | undefined;

/**
 * Shows the target page's skeleton while a client-side navigation loads its data; otherwise
 * (other targets, revalidation, idle) keeps rendering the current page.
 *
 * The skeletons are only needed once a reader navigates, so their code is fetched with the
 * first navigation that shows one, beside that navigation's data, rather than with every page
 * (issue 10's JavaScript budget). Until it has arrived the current page stays, as it does for a
 * navigation without a skeleton.
 */
export function PendingOutlet({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const kind =
    navigation.state === "loading" && navigation.location
      ? pendingKindFor(navigation.location.pathname)
      : null;
  const [skeletons, setSkeletons] = useState(loadedSkeletons);
  useEffect(() => {
    if (!kind || skeletons) return;
    let current = true;
    void import("./pending-skeletons").then((module) => {
      loadedSkeletons = module;
      if (current) setSkeletons(module);
    });
    return () => {
      current = false;
    };
  }, [kind, skeletons]);
  if (!kind || !skeletons) return children;
  return <skeletons.PendingSkeleton kind={kind} />;
}
