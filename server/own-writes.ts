import type { NextFunction, Request, Response } from "express";
import { checkContentVersionNow } from "~/cache/content-version.server";
import { carriesPersonalCookie } from "./page-cache/cache-key";

/**
 * A signed-in person (or one just shown a message after a form) sees what they just wrote,
 * whichever worker or server answers them: before their request is rendered, this process reads
 * the content version, so nothing kept for public pages (the category menu, article cards) is
 * older than their last write. Without it, an editor's page after creating a category could be
 * answered by another worker from its kept menu, up to a polling interval old, and the browser
 * keeps that menu until the next form. Anonymous readers are not held up: they learn of a change
 * within a second, as before. The read is one small row, shared by concurrent requests.
 */
export function seeOwnWrites() {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!carriesPersonalCookie(req.headers.cookie)) return next();
    checkContentVersionNow().then(() => next(), next);
  };
}
