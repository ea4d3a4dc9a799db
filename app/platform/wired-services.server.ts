import type { Services } from "~/services.server";

// TEMPORARY (issue 16): the route modules that another branch rewrote at the same time still
// call the old locators (getDb(), getAuthService(), ...). Those now read the services wired
// here at start-up; nothing is built lazily. The lead removes this module, and the locators
// that read it, once those routes take `context.services` (/work/codemod-services.mjs).

let wired: Services | undefined;

/**
 * @deprecated Start-up (and tests that call unconverted routes) hand the services built once to
 * the old locators. Routes take `context.services` instead.
 */
export function wireServices(services: Services | undefined): void {
  wired = services;
}

/** @deprecated Read `context.services` in a route, or take the service as a parameter. */
export function wiredServices(): Services {
  if (!wired) throw new Error("Services not wired: the server wires them at start-up");
  return wired;
}
