/** What the auth domain returns to routes and components; plain JSON-serialisable values. */

/** One signed-in device of an account, as "Your sessions" lists it. */
export interface AccountSession {
  id: string;
  device: string;
  ipAddress: string | null;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
}
