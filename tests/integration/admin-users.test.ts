import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrPromoteAdmin } from "~/auth/admin-accounts.server";
import { listUsers, revokeUserSessions, setAdminRole, UserAdminError } from "~/people/users.server";
import { getDashboardCounts } from "~/stats/site-counts.server";
import { ENGINES, createTestDatabase, type TestDatabase } from "../helpers/database";
import {
  cookieFrom,
  createTestAuth,
  formRequest,
  TEST_ORIGIN,
  type TestAuth,
} from "../helpers/auth";

describe.each(ENGINES)("admin users [%s]", (engine) => {
  let database: TestDatabase;
  let t: TestAuth;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    t = createTestAuth(database.db);
  });
  afterAll(async () => {
    await t.service.tasks.settled();
    t.cleanup();
    await database.cleanup();
  });

  it("lists accounts, grants and revokes admin, never removes the last admin, ends sessions", async () => {
    await createOrPromoteAdmin(t.service, database.db, {
      email: "chief@example.com",
      name: "Chief",
      password: "chief password",
    });
    await t.service.signUp(formRequest("/auth", {}, { ip: "192.0.2.1" }), {
      fullName: "Reader",
      email: "reader@example.com",
      password: "reader password",
    });
    await database.db
      .updateTable("user")
      .set({ email_verified: true })
      .where("email", "=", "reader@example.com")
      .execute();
    const signIn = await t.service.signIn(formRequest("/auth", {}, { ip: "192.0.2.1" }), {
      email: "reader@example.com",
      password: "reader password",
    });
    const cookie = cookieFrom(signIn.ok ? signIn.setCookies : []);

    const { items, total } = await listUsers(database.db, { search: "", page: 1, pageSize: 10 });
    expect(total).toBe(2);
    const chief = items.find((user) => user.email === "chief@example.com")!;
    const reader = items.find((user) => user.email === "reader@example.com")!;
    expect(chief).toMatchObject({ isAdmin: true, verified: true });
    expect(reader).toMatchObject({ isAdmin: false, verified: true, activeSessions: 1 });
    expect((await listUsers(database.db, { search: "READER", page: 1, pageSize: 10 })).total).toBe(
      1,
    );
    expect((await getDashboardCounts(database.db)).users).toBe(2);

    await expect(setAdminRole(database.db, chief.id, false)).rejects.toBeInstanceOf(UserAdminError);
    expect(await setAdminRole(database.db, reader.id, true)).toBe(true);
    expect(await t.service.hasRole(reader.id, "admin")).toBe(true);
    expect(await setAdminRole(database.db, chief.id, false)).toBe(true);
    expect(await t.service.hasRole(chief.id, "admin")).toBe(false);
    await expect(setAdminRole(database.db, reader.id, false)).rejects.toThrow(/last administrator/);
    expect(await setAdminRole(database.db, "missing", true)).toBe(false);

    // A request each: the signed-in user is looked up once per request (decision 0022).
    const nextRequest = () => new Request(`${TEST_ORIGIN}/`, { headers: { cookie } });
    expect(await t.service.getSessionUser(nextRequest())).toMatchObject({ isAdmin: true });
    expect(await revokeUserSessions(database.db, reader.id)).toBe(1);
    expect(await t.service.getSessionUser(nextRequest())).toBeNull();
  });
});
