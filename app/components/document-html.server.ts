import type { AppLoadContext } from "react-router";

/**
 * For a loader: `html` stays with the document render when this request renders a document
 * (it is shown from there, not sent again in the hydration data), and is returned for a `.data`
 * request, whose client needs it. See `DocumentHtml`.
 */
export function keepForDocument(context: AppLoadContext, id: string, html: string): string | null {
  if (!context.documentHtml) return html;
  context.documentHtml.set(id, html);
  return null;
}
