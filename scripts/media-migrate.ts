import { existsSync } from "node:fs";
import { getConfig } from "~/config.server";
import { localMediaRoot, s3OptionsFromConfig } from "~/media/from-config.server";
import { migrateMediaToBucket } from "~/media/migrate-to-bucket.server";
import { createS3Storage } from "~/media/s3-storage.server";

// `npm run media:migrate`: copies DATA_DIR/media into the bucket (decision 0024). Run it once
// before starting the servers with S3_BUCKET set; running it again copies only what is new.
const config = getConfig();
const s3 = s3OptionsFromConfig(config);
if (!s3) {
  console.error(
    "media:migrate copies DATA_DIR/media into an S3-compatible bucket: set S3_BUCKET " +
      "(and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as needed) first.",
  );
  process.exit(2);
}
const root = localMediaRoot(config);
if (!existsSync(root)) {
  console.log(`Nothing to copy: ${root} does not exist.`);
  process.exit(0);
}

console.log(`Copying ${root} to bucket ${s3.bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ""}…`);
let lastShown = 0;
const report = await migrateMediaToBucket(root, createS3Storage(s3), (done, total) => {
  if (done === total || Date.now() - lastShown > 1000) {
    lastShown = Date.now();
    process.stderr.write(`\r${done} / ${total} files`);
    if (done === total) process.stderr.write("\n");
  }
});
for (const failure of report.failed) console.error(`failed: ${failure.key}: ${failure.reason}`);
console.log(
  `Copied ${report.copied}, skipped ${report.skipped} (already there), failed ${report.failed.length}.`,
);
if (report.failed.length > 0) process.exitCode = 1;
