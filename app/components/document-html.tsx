import { createContext, useContext } from "react";

/**
 * HTML that a document render shows once, not twice: an article's body used to be in the page
 * as HTML and again, escaped, in the hydration data (~14 KB of the article page's 62;
 * decision 0017). The loader hands it to `keepForDocument` (document-html.server.ts); the
 * server's render reads it from this context, and the browser, when it hydrates that document,
 * from the element the server rendered. Client navigations and revalidations (`.data`
 * requests) get the HTML in the loader data as before.
 */
export const DocumentHtmlContext = createContext<ReadonlyMap<string, string> | undefined>(
  undefined,
);

interface Props {
  /** The element's id, unique in the page; also the key the loader stored the HTML under. */
  id: string;
  /** The HTML, or null when the document render holds it (see above). Sanitized by the caller. */
  html: string | null;
  className?: string;
  /** A script of structured data (its text safe inside <script>) instead of a <div>. */
  jsonLd?: boolean;
}

export function DocumentHtml({ id, html, className, jsonLd }: Props) {
  const fromDocument = useContext(DocumentHtmlContext)?.get(id);
  // Hydrating a document: React keeps the server's markup of an element with
  // dangerouslySetInnerHTML; handing it that markup keeps later renders from rewriting it.
  const shown =
    html ??
    fromDocument ??
    (typeof document === "undefined" ? "" : (document.getElementById(id)?.innerHTML ?? ""));
  if (jsonLd) {
    return (
      <script type="application/ld+json" id={id} dangerouslySetInnerHTML={{ __html: shown }} />
    );
  }
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: shown }} />;
}
