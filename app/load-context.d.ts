import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Present when a Content-Security-Policy with a script nonce is sent. */
    cspNonce: string | undefined;
    /** Set by `handleError` when the database could not be used; the answer becomes 503. */
    databaseUnavailable?: boolean;
  }
}
