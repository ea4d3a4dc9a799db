import { expect, it } from "vitest";
import { buildRssFeed } from "~/content/feed.server";
import { getSiteSettings, saveSiteSettings } from "~/settings/settings.server";
import { DEFAULT_SITE_SETTINGS, socialLinksOf } from "~/settings/site-settings";
import { siteSettingsSchema } from "~/settings/site-settings-schema";
import { describeEachEngine, seedDemo } from "../helpers/database";
import { testWriter } from "../helpers/writer";

describeEachEngine(
  "site settings",
  ({ db }) => {
    it("start from the spec's values, save, and feed the RSS title", async () => {
      expect(await getSiteSettings(db())).toEqual(DEFAULT_SITE_SETTINGS);
      const saved = await saveSiteSettings(testWriter(db()), {
        ...DEFAULT_SITE_SETTINGS,
        title: "Pulse Daily",
        description: "Technology news for engineers.",
        instagramUrl: "",
      });
      expect(await getSiteSettings(db())).toEqual(saved);
      expect(socialLinksOf(saved).map((link) => link.label)).toEqual([
        "Twitter",
        "Facebook",
        "LinkedIn",
      ]);
      const rss = (await buildRssFeed(db(), "https://news.example.com")).toString();
      expect(rss).toContain("<title>Pulse Daily</title>");
      expect(rss).toContain("Technology news for engineers.");
    });

    it("validate addresses and lengths", () => {
      const bad = siteSettingsSchema.safeParse({
        ...DEFAULT_SITE_SETTINGS,
        title: "",
        contactEmail: "not an email",
        twitterUrl: "javascript:alert(1)",
      });
      expect(bad.success).toBe(false);
      expect(bad.error!.issues.map((issue) => issue.path[0]).sort()).toEqual([
        "contactEmail",
        "title",
        "twitterUrl",
      ]);
    });
  },
  seedDemo,
);
