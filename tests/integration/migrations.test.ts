import { afterAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "~/db/migrate.server";
import { hasAnyContent } from "~/seed/seed.server";
import { ENGINES, createTestDatabase, type TestDatabase } from "../helpers/database";

describe.each(ENGINES)("migrations [%s]", (engine) => {
  const handles: TestDatabase[] = [];
  afterAll(async () => {
    for (const handle of handles) await handle.cleanup();
  });

  it("apply to an empty database, then a second run is a no-op", async () => {
    const handle = await createTestDatabase(engine, { migrate: false });
    handles.push(handle);
    expect(await migrateToLatest(handle.db)).toEqual([
      "001_content",
      "002_accounts",
      "003_media",
      "004_settings",
      "005_newsletter",
      "006_contact",
      "007_archive",
      "009_import",
      "010_roles",
      "011_page_cache",
      "012_search_prefixes",
      "013_scheduled_publishing",
      "014_post_revisions",
      "015_post_seo",
      "016_stateless_servers",
      "017_mail_jobs",
      "018_totp_time_steps",
      "019_media_content_hash",
      "020_content_api_keys",
      "023_analytics",
      "026_post_import_note",
      "027_redirects",
      "028_import_job_options",
      "029_trending_topics",
      "030_newsletter_engagement",
      "031_integrations",
      "035_post_authors",
      "036_comments",
      "037_webhooks",
      "038_analytics_days",
      "039_comment_queue_indexes",
    ]);
    expect(await migrateToLatest(handle.db)).toEqual([]);
    expect(await hasAnyContent(handle.db)).toBe(false);
  });
});
