import { getConfig } from "~/config.server";
import { initialiseDatabase } from "~/startup.server";
import { seedDemoContent } from "~/seed/seed.server";
import { mediaStorageFromConfig } from "~/media/from-config.server";

// Migrates first, so `npm run db:seed` works on a brand-new database too.
const config = getConfig();
const db = await initialiseDatabase({ ...config, SEED_DEMO: false });
try {
  const media = await mediaStorageFromConfig(config);
  const report = await seedDemoContent(db, { dataDir: config.dataDir, media });
  console.log(
    `Seeded ${report.categories} categories, ${report.authors} authors, ${report.posts} posts.`,
  );
} finally {
  await db.destroy();
}
