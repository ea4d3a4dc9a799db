import { createElement } from "react";
import type { CommentsSectionData } from "./types";
import { renderToString } from "~/http/react-dom-server.server";
import { CommentsSection } from "~/components/article/comments-section";

/**
 * The article's comments as HTML, rendered here and only here: the section is links and forms
 * that post without JavaScript, so the browser never needs its code (the article's JS budget,
 * `tests/e2e/page-weight.spec.ts`). The page shows it through `DocumentHtml`.
 */
export function commentsSectionHtml(path: string, data: CommentsSectionData): string {
  return renderToString(createElement(CommentsSection, { path, data }));
}
