import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { ANALYTICS_HIT_PATH } from "~/lib/constants";

/** Pages that are not the public site's: never counted, so never sent. */
const NOT_COUNTED = /^\/(admin-hub|account|auth|invitation|newsletter)(\/|$)/;

function hitAddress(page: string, referrer?: string): string {
  const query = `p=${encodeURIComponent(page)}`;
  return `${ANALYTICS_HIT_PATH}?${query}${referrer ? `&r=${encodeURIComponent(referrer)}` : ""}`;
}

/**
 * Counts a page view (issue 42, decision 0033): a beacon when the page is shown and on each
 * client-side navigation, carrying the page's address and where the reader came from (the
 * document's referrer first, then the previous page). Nothing is stored in the browser. Readers
 * without JavaScript load the `<noscript>` pixel instead; cached pages carry both, and the
 * server decides what counts.
 */
export function PageViewBeacon() {
  const { pathname, search } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const page = pathname + search;
    const referrer =
      previous.current === null ? document.referrer : window.location.origin + previous.current;
    previous.current = page;
    if (!NOT_COUNTED.test(pathname)) navigator.sendBeacon?.(hitAddress(page, referrer));
  }, [pathname, search]);
  if (NOT_COUNTED.test(pathname)) return null;
  return (
    <noscript>
      <img src={hitAddress(pathname)} alt="" width={1} height={1} className="absolute" />
    </noscript>
  );
}
