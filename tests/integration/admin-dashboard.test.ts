import { expect, it } from "vitest";
import type { Db, Engine } from "~/db/connection.server";
import * as dashboardRoute from "~/routes/admin-hub/dashboard";
import { describeEachEngine, seedDemo } from "../helpers/database";
import { signedInAccount, TEST_ORIGIN, usingTestAuth } from "../helpers/auth";
import { useRouteServices } from "../helpers/route-services";

const ROLES = ["contributor", "author", "editor", "admin"] as const;

async function seedStaff(db: Db, engine: Engine) {
  await seedDemo(db);
  return usingTestAuth(db, async (t) => {
    const cookies = new Map<string, string>();
    for (const [index, role] of ROLES.entries()) {
      const { cookie } = await signedInAccount(t, {
        email: `${role}-${engine}@example.com`,
        name: `The ${role}`,
        role,
        ip: `192.0.2.${40 + index}`,
      });
      cookies.set(role, cookie);
    }
    return cookies;
  });
}

describeEachEngine(
  "admin dashboard",
  ({ db, fixture: cookies }) => {
    const t = useRouteServices(db);

    it("shows the page cache's figures to administrators only, not to the newsroom", async () => {
      for (const role of ROLES) {
        const data = await dashboardRoute.loader({
          request: new Request(`${TEST_ORIGIN}/admin-hub`, {
            headers: { cookie: cookies().get(role)! },
          }),
          params: {},
          context: t.context(),
        } as Parameters<typeof dashboardRoute.loader>[0]);
        expect(data.counts.posts, role).toBeGreaterThan(0);
        if (role === "admin") expect(data.pageCache, role).not.toBeNull();
        else expect(data.pageCache, role).toBeNull();
      }
    });
  },
  seedStaff,
);
