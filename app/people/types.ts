import type { StaffRole } from "~/lib/staff-text";

/** What the people domain hands routes and components; plain JSON-serialisable values. */

/** One account as the users screen lists it. */
export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  /** Newsroom role; null for readers. */
  role: StaffRole | null;
  verified: boolean;
  banned: boolean;
  createdAt: string;
  activeSessions: number;
}
