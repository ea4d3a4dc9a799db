import { createContext, createElement, use, type ComponentType } from "react";

/**
 * Markup of a part of the page that is a pure function of its inputs, kept by the
 * server (`app/http/shared-markup.server.ts`). The browser has none: it renders the part.
 */
export interface SharedMarkupKeeper {
  /**
   * The markup of `<Part {...inputs} />` if it is kept already; else null, and it will be kept
   * once a second page asks for it.
   */
  markupOf<Inputs extends object>(part: ComponentType<Inputs>, inputs: Inputs): string | null;
}

export const SharedMarkupContext = createContext<SharedMarkupKeeper | null>(null);

type Wrapper = "article" | "div" | "footer" | "header" | "nav" | "section";

type Props<Inputs extends object> = {
  /** The element around the part; it stays part of the React tree. */
  as: Wrapper;
  /**
   * A component that renders the same markup for the same inputs: its markup takes nothing from
   * context above it (it is rendered alone; context may only steer what happens once the reader
   * acts, as the header's menu does), no `useId`, nothing personal and no text at its top level.
   */
  part: ComponentType<Inputs>;
  /** Everything the part's markup depends on, as JSON data (it is kept by their JSON). */
  inputs: Inputs;
  /**
   * False: always rendered in place, as for a part whose markup React must see, such as an
   * image it preloads from the head (`fetchPriority="high"`).
   */
  keep?: boolean;
  className?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
};

/**
 * A part of many pages that depends only on data the server can key it by (a reader's header,
 * the category menu, the footer's lists, the home page's topics, an article card), rendered by
 * the server once per distinct inputs instead of once per page (decision 0017). The server
 * inserts the kept markup into the wrapper; the browser renders the part itself and hydrates it
 * against that markup, which is the part's own rendering of the same inputs, so links and
 * handlers work as anywhere.
 */
export function SharedMarkup<Inputs extends object>({
  as: Tag,
  part,
  inputs,
  keep = true,
  className,
  "aria-label": label,
  "aria-labelledby": labelledBy,
}: Props<Inputs>) {
  // Only the server keeps markup; the browser's bundle leaves this out (its JS budget is tight).
  if (import.meta.env.SSR && keep) {
    const markup = use(SharedMarkupContext)?.markupOf(part, inputs);
    if (markup != null) {
      return (
        <Tag
          aria-label={label}
          aria-labelledby={labelledBy}
          className={className}
          dangerouslySetInnerHTML={{ __html: markup }}
        />
      );
    }
  }
  return (
    <Tag aria-label={label} aria-labelledby={labelledBy} className={className}>
      {createElement(part, inputs)}
    </Tag>
  );
}
