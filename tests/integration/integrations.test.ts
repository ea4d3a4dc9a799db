import { expect, it } from "vitest";
import {
  contentApiKeyStatus,
  currentContentApiKey,
  rotateContentApiKey,
} from "~/ghost-api/content-keys.server";
import {
  createIntegration,
  integrationForKeyId,
  listIntegrations,
  revokeIntegration,
  rotateIntegrationAdminKey,
  rotateIntegrationContentKey,
  updateIntegration,
} from "~/integrations/integrations.server";
import { createSecretBox } from "~/integrations/secret-box.server";
import { describeEachEngine } from "../helpers/database";
import { FIXTURE_IDS, seedFixtures } from "../helpers/fixtures";
import { testWriter } from "../helpers/writer";

describeEachEngine(
  "Integrations",
  ({ db }) => {
    const box = createSecretBox("integration-test-secret-0123456789abcdef");
    const make = () =>
      createIntegration(testWriter(db()), box, {
        name: "Script",
        role: "author",
        createdBy: FIXTURE_IDS.ada,
      });

    it("stores the Admin API secret sealed, and finds it again by its key id", async () => {
      const made = await make();
      const [keyId, secret] = made.adminKey.split(":") as [string, string];
      const row = await db()
        .selectFrom("integrations")
        .select("admin_secret_sealed")
        .executeTakeFirstOrThrow();
      expect(row.admin_secret_sealed).not.toContain(secret);
      expect(await integrationForKeyId(db(), box, keyId)).toMatchObject({
        id: made.id,
        role: "author",
        createdBy: FIXTURE_IDS.ada,
        secret,
      });
      // Another AUTH_SECRET opens nothing: the key is then unknown.
      expect(await integrationForKeyId(db(), createSecretBox("x".repeat(40)), keyId)).toBeNull();
      const [listed] = await listIntegrations(db());
      expect(listed).toMatchObject({
        name: "Script",
        adminKeyId: keyId,
        contentKey: made.contentKey,
        createdByName: "Ada Lovelace",
        lastUsedAt: null,
      });
    });

    it("rotates each key alone, keeps the site's key apart, and revokes both keys", async () => {
      const siteKey = await rotateContentApiKey(testWriter(db()));
      const made = await make();
      expect(await contentApiKeyStatus(db(), made.contentKey)).toBe("accepted");
      // Replacing the site's key leaves the integration's, and Settings shows the site's only.
      const newSiteKey = await rotateContentApiKey(testWriter(db()));
      expect(await contentApiKeyStatus(db(), siteKey)).toBe("unknown");
      expect(await contentApiKeyStatus(db(), made.contentKey)).toBe("accepted");
      expect((await currentContentApiKey(db()))?.key).toBe(newSiteKey);

      const content = await rotateIntegrationContentKey(testWriter(db()), made.id);
      expect(content).toMatch(/^[0-9a-f]{26}$/);
      expect(await contentApiKeyStatus(db(), made.contentKey)).toBe("unknown");
      expect(await contentApiKeyStatus(db(), content!)).toBe("accepted");

      const admin = await rotateIntegrationAdminKey(db(), box, made.id);
      expect(admin).toMatch(/^[0-9a-f]{24}:[0-9a-f]{64}$/);
      expect(await integrationForKeyId(db(), box, made.adminKey.split(":")[0]!)).toBeNull();

      expect(await updateIntegration(db(), made.id, { name: "Renamed", role: "editor" })).toBe(
        true,
      );
      expect(await revokeIntegration(testWriter(db()), made.id)).toBe(true);
      expect(await contentApiKeyStatus(db(), content!)).toBe("unknown");
      expect(await contentApiKeyStatus(db(), newSiteKey)).toBe("accepted");
      expect(await revokeIntegration(testWriter(db()), made.id)).toBe(false);
      expect(await rotateIntegrationContentKey(testWriter(db()), made.id)).toBeNull();
    });
  },
  seedFixtures,
);
