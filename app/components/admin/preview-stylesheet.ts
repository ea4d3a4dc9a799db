import stylesheetUrl from "~/app.css?url";

/**
 * The site's stylesheet as a file of its own (the same rules as the pages' bundle), for the
 * editor's preview frame (decision 0038). The dialog imports it too, so the browser build emits
 * it with its compressed copies like every asset (an address only the server build knew would
 * be served without them), and it preloads it as the dialog opens.
 */
export const PREVIEW_STYLESHEET: string = stylesheetUrl;
