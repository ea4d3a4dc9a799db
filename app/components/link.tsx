import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useNavigate, type NavigateFunction } from "react-router";

/**
 * A link to a page of the site, for the public pages' many links (about 45 on an article page).
 *
 * It renders what React Router's `<Link>` renders for a path (`<a href data-discover>`) and, on
 * a plain left click, navigates through the router as `<Link>` does, so client navigation, route
 * discovery, pending skeletons and scroll restoration work alike. It skips what `<Link>` does on
 * every render: resolving the path against the matched routes (`useHref`, `useResolvedPath`)
 * and its prefetch and click-handler hooks, about 6 % of an uncached page's server CPU
 * (decision 0017). So `to` must be a path that needs no resolving: absolute (`/article/…`) or a
 * query on the current page (`?page=2`), which the browser and the router read the same way.
 */
export function Link({
  to,
  onClick,
  target,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string; children?: ReactNode }) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      {...props}
      href={to}
      target={target}
      data-discover="true"
      onClick={(event) => {
        onClick?.(event);
        if (!navigate || !isPlainClick(event, target)) return;
        event.preventDefault();
        const here = window.location.pathname + window.location.search;
        void navigate(to, { replace: to === here });
      }}
    />
  );
}

/** What the browser would open in this tab with no modifier: the router takes it over. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === "_self") &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

const NavigateContext = createContext<NavigateFunction | null>(null);

/**
 * Gives every `Link` below the router's navigate function, got once per page rather than by
 * each link. Without it (outside the router) a `Link` is a plain link: a full page load.
 */
export function LinkNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>;
}
