import type { Db } from "~/db/connection.server";
import { describeUserAgent } from "~/lib/user-agent";
import type { AccountSession } from "./types";

/** "Last seen" moves at most this often, so reading a page rarely writes. */
const SEEN_PRECISION_MS = 5 * 60 * 1000;

/** The account's unexpired sessions, most recently seen first. */
export async function listAccountSessions(
  db: Db,
  userId: string,
  currentSessionId: string,
): Promise<AccountSession[]> {
  const rows = await db
    .selectFrom("session")
    .select(["id", "user_agent", "ip_address", "created_at", "updated_at"])
    .where("user_id", "=", userId)
    .where("expires_at", ">", new Date().toISOString())
    .orderBy("updated_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    device: describeUserAgent(row.user_agent),
    ipAddress: row.ip_address,
    signedInAt: row.created_at,
    lastSeenAt: row.updated_at,
    current: row.id === currentSessionId,
  }));
}

/** Signs one of the account's own sessions out; false when it is not theirs or gone. */
export async function revokeAccountSession(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom("session")
    .where("id", "=", sessionId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends a session that was made but must not be used (its cookie never left the server). */
export async function discardSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom("session").where("token", "=", token).execute();
}

/** Records that a session was used now (sessions have a fixed lifetime; this is display only). */
export async function noteSessionSeen(
  db: Db,
  session: { id: string; updatedAt: Date | string },
): Promise<void> {
  const now = Date.now();
  if (now - new Date(session.updatedAt).getTime() < SEEN_PRECISION_MS) return;
  await db
    .updateTable("session")
    .set({ updated_at: new Date(now).toISOString() })
    .where("id", "=", session.id)
    .execute();
}
