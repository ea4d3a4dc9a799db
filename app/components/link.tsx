import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from "react";
import { jsx } from "react/jsx-runtime";
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
export function Link(props: LinkProps) {
  const { to, onClick, target } = props;
  const navigate = useContext(NavigateContext);
  // Copied name by name, and handed to the JSX runtime as is. Taking the rest of the props with
  // an object rest and then spreading them (`{ to, ...props }`, `<a {...props}>`) cost ~3 µs per
  // link in the server's render, where links of many shapes pass through: 3 % of an uncached
  // article's CPU (decision 0017). In this order the markup is the same as before.
  const anchor: Record<string, unknown> = {};
  for (const name in props) {
    if (name !== "to" && name !== "onClick" && name !== "target") {
      anchor[name] = props[name as keyof LinkProps];
    }
  }
  anchor.href = to;
  anchor.target = target;
  anchor["data-discover"] = "true";
  anchor.onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || !isPlainClick(event, target)) return;
    event.preventDefault();
    const here = window.location.pathname + window.location.search;
    void navigate(to, { replace: to === here });
  };
  return jsx("a", anchor);
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  children?: ReactNode;
};

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
