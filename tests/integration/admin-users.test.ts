import { expect, it } from "vitest";
import { listUsers, revokeUserSessions, setAdminRole, UserAdminError } from "~/people/users.server";
import { getDashboardCounts } from "~/stats/site-counts.server";
import { describeEachEngine } from "../helpers/database";
import {
  addChiefAndReader,
  cookieFrom,
  formRequest,
  TEST_ORIGIN,
  useTestAuth,
} from "../helpers/auth";

describeEachEngine("admin users", ({ db }) => {
  const t = useTestAuth(db);

  it("lists accounts, grants and revokes admin, never removes the last admin, ends sessions", async () => {
    await addChiefAndReader(t(), db(), { ip: "192.0.2.1", chiefPassword: "chief password" });
    const signIn = await t().service.signIn(formRequest("/auth", {}, { ip: "192.0.2.1" }), {
      email: "reader@example.com",
      password: "reader password",
    });
    const cookie = cookieFrom(signIn.ok ? signIn.setCookies : []);

    const { items, total } = await listUsers(db(), { search: "", page: 1, pageSize: 10 });
    expect(total).toBe(2);
    const chief = items.find((user) => user.email === "chief@example.com")!;
    const reader = items.find((user) => user.email === "reader@example.com")!;
    expect(chief).toMatchObject({ isAdmin: true, verified: true });
    expect(reader).toMatchObject({ isAdmin: false, verified: true, activeSessions: 1 });
    expect((await listUsers(db(), { search: "READER", page: 1, pageSize: 10 })).total).toBe(1);
    expect((await getDashboardCounts(db())).users).toBe(2);

    await expect(setAdminRole(db(), chief.id, false)).rejects.toBeInstanceOf(UserAdminError);
    expect(await setAdminRole(db(), reader.id, true)).toBe(true);
    expect(await t().service.hasRole(reader.id, "admin")).toBe(true);
    expect(await setAdminRole(db(), chief.id, false)).toBe(true);
    expect(await t().service.hasRole(chief.id, "admin")).toBe(false);
    await expect(setAdminRole(db(), reader.id, false)).rejects.toThrow(/last administrator/);
    expect(await setAdminRole(db(), "missing", true)).toBe(false);

    // A request each: the signed-in user is looked up once per request (decision 0022).
    const nextRequest = () => new Request(`${TEST_ORIGIN}/`, { headers: { cookie } });
    expect(await t().service.getSessionUser(nextRequest())).toMatchObject({ isAdmin: true });
    expect(await revokeUserSessions(db(), reader.id)).toBe(1);
    expect(await t().service.getSessionUser(nextRequest())).toBeNull();
  });
});
