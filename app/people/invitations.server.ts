import { DomainError } from "~/lib/domain-error";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Db } from "~/db/connection.server";
import { assignableRoles, staffRoleOf, type Actor } from "~/auth/policy";
import { INVITATION_DAYS } from "~/lib/constants";
import { STAFF_ROLES, type StaffRole } from "~/lib/staff-text";
import { queueMailIn } from "~/platform/mail-queue.server";
import type { PeopleDeps } from "./context.server";
import { invitationMail } from "./mails.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Only the hash is stored: whoever reads the table cannot accept an invitation. */
export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function invitationUrl(origin: string, token: string): string {
  return `${origin}/invitation?token=${encodeURIComponent(token)}`;
}

/** Staff roles the actor may invite to (a reader needs no invitation). */
export function invitableRoles(actor: Actor): StaffRole[] {
  return STAFF_ROLES.filter((role) => assignableRoles(actor.role).includes(role));
}

export class InvitationRefusedError extends DomainError {
  override name = "InvitationRefusedError";
  constructor(message: string) {
    super("invitation-refused", message, 403);
  }
}

/**
 * Invites an address to the newsroom with a role within the inviter's rights. A new invitation
 * to the same address replaces any earlier one still open. The link is emailed through the mail
 * queue, in the invitation's transaction; the token is stored only in that mail, which is
 * cleared once sent (the invitation keeps its hash).
 */
export async function createInvitation(
  deps: PeopleDeps,
  inviter: Actor & { name: string },
  input: { email: string; role: StaffRole },
): Promise<{ id: string }> {
  if (!invitableRoles(inviter).includes(input.role)) {
    throw new InvitationRefusedError("Your role cannot invite people with that role.");
  }
  const email = input.email.trim().toLowerCase();
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  const id = randomUUID();
  await deps.events.write(deps.db, async (tx) => {
    await tx.db
      .updateTable("invitations")
      .set({ revoked_at: now.toISOString() })
      .where("email", "=", email)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .execute();
    await tx.db
      .insertInto("invitations")
      .values({
        id,
        email,
        role: input.role,
        token_hash: hashInvitationToken(token),
        invited_by: inviter.id,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + INVITATION_DAYS * DAY_MS).toISOString(),
      })
      .execute();
    const mail = invitationMail(
      { inviter: inviter.name, role: input.role, validForDays: INVITATION_DAYS },
      invitationUrl(deps.origin, token),
    );
    await queueMailIn(tx, { kind: "people.invitation", to: email, ...mail });
  });
  return { id };
}

export interface OpenInvitation {
  id: string;
  email: string;
  role: StaffRole;
  inviter: string | null;
  expiresAt: string;
}

function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** The invitation behind a token, if it is unused, not revoked and not expired. */
export async function findOpenInvitation(db: Db, token: string): Promise<OpenInvitation | null> {
  if (!token || token.length > 200) return null;
  const row = await db
    .selectFrom("invitations")
    .leftJoin("user", "user.id", "invitations.invited_by")
    .select([
      "invitations.id",
      "invitations.email",
      "invitations.role",
      "invitations.expires_at",
      "invitations.accepted_at",
      "invitations.revoked_at",
      "user.name as inviter",
    ])
    .where("invitations.token_hash", "=", hashInvitationToken(token))
    .executeTakeFirst();
  if (!row || row.accepted_at || row.revoked_at || !isStaffRole(row.role)) return null;
  if (new Date(row.expires_at).getTime() <= Date.now()) return null;
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    inviter: row.inviter,
    expiresAt: row.expires_at,
  };
}

/**
 * Spends the invitation (once: a second use finds it accepted) and gives the account its role.
 * An account that already has a more powerful role keeps it.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  userId: string,
): Promise<StaffRole | null> {
  const invitation = await findOpenInvitation(db, token);
  if (!invitation) return null;
  return db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable("invitations")
      .set({ accepted_at: new Date().toISOString() })
      .where("id", "=", invitation.id)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return null;
    const user = await trx
      .selectFrom("user")
      .select("role")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    const current = staffRoleOf(user.role);
    if (current === null || STAFF_ROLES.indexOf(current) < STAFF_ROLES.indexOf(invitation.role)) {
      await trx
        .updateTable("user")
        .set({ role: invitation.role, updated_at: new Date().toISOString() })
        .where("id", "=", userId)
        .execute();
    }
    return invitation.role;
  });
}

export interface PendingInvitation {
  id: string;
  email: string;
  role: StaffRole;
  expiresAt: string;
}

/** Open invitations, newest first, for the users screen. */
export async function listPendingInvitations(db: Db): Promise<PendingInvitation[]> {
  const rows = await db
    .selectFrom("invitations")
    .select(["id", "email", "role", "expires_at"])
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", new Date().toISOString())
    .orderBy("created_at", "desc")
    .limit(50)
    .execute();
  return rows
    .filter((row) => isStaffRole(row.role))
    .map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role as StaffRole,
      expiresAt: row.expires_at,
    }));
}

/** Withdraws an open invitation the actor could have sent; false when there is none. */
export async function revokeInvitation(db: Db, actor: Actor, id: string): Promise<boolean> {
  const row = await db
    .selectFrom("invitations")
    .select("role")
    .where("id", "=", id)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (!row) return false;
  if (!isStaffRole(row.role) || !invitableRoles(actor).includes(row.role)) {
    throw new InvitationRefusedError("Your role cannot withdraw that invitation.");
  }
  await db
    .updateTable("invitations")
    .set({ revoked_at: new Date().toISOString() })
    .where("id", "=", id)
    .execute();
  return true;
}

export type InvitationPage =
  | { state: "invalid" }
  | {
      /** accept: signed in with the invited address; other-account: signed in as someone else;
       * sign-in: the address has an account; create: it has none yet. */
      state: "accept" | "other-account" | "sign-in" | "create";
      email: string;
      role: StaffRole;
      inviter: string | null;
    };

/** What the invitation page shows for this token and visitor. */
export async function invitationPage(
  db: Db,
  token: string,
  viewer: { email: string } | null,
): Promise<InvitationPage> {
  const invitation = await findOpenInvitation(db, token);
  if (!invitation) return { state: "invalid" };
  const base = { email: invitation.email, role: invitation.role, inviter: invitation.inviter };
  if (viewer) {
    const same = viewer.email.toLowerCase() === invitation.email;
    return { ...base, state: same ? "accept" : "other-account" };
  }
  const account = await db
    .selectFrom("user")
    .select("id")
    .where("email", "=", invitation.email)
    .executeTakeFirst();
  return { ...base, state: account ? "sign-in" : "create" };
}
