import "react-router";
import type { Services } from "./services.server";

declare module "react-router" {
  interface AppLoadContext {
    /** Present when a Content-Security-Policy with a script nonce is sent. */
    cspNonce: string | undefined;
    /** The site's services, built once at start-up (decision 0022). */
    services: Services;
    /**
     * Present when the request renders a document (not a `.data` request): HTML its loaders
     * keep out of the hydration data, by element id (`keepForDocument`, `DocumentHtml`).
     */
    documentHtml?: Map<string, string>;
    /**
     * Set by the page cache's renders, which want the page whole: it is rendered in one pass
     * (`renderWholeDocument`) instead of streamed.
     */
    wholeDocument?: boolean;
    /** Set by `handleError` when the database could not be used; the answer becomes 503. */
    databaseUnavailable?: boolean;
  }
}
