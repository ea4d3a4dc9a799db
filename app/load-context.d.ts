import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Present when a Content-Security-Policy with a script nonce is sent. */
    cspNonce: string | undefined;
  }
}
