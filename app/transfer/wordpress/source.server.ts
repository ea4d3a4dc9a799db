import { createReadStream } from "node:fs";
import { addSkipped, addWarning, type ImportReport } from "../types";
import { localFileMapper } from "../local-files";
import type { PreparedSource } from "../source";
import { attachmentOf, authorOf, postOf, type WxrIndex } from "./map";
import { readWxr } from "./wxr-reader.server";

export interface WordPressOptions {
  /** A copy of the site's wp-content/uploads folder. */
  uploadsDir?: string | null;
}

/**
 * A WordPress export in two streaming passes: the first checks the whole file and collects
 * authors and attachments (so a post can refer to an attachment further down), the second
 * yields the posts. Memory stays bounded by the largest single item.
 */
export async function openWordPressExport(
  file: string,
  options: WordPressOptions,
  report: ImportReport,
): Promise<PreparedSource> {
  const index: WxrIndex = { authors: new Map(), attachments: new Map(), postCount: 0 };
  let title = "";
  let siteUrl: string | null = null;
  let version = "";
  for await (const event of readWxr(createReadStream(file))) {
    if (event.type === "channel") {
      title = event.channel.title;
      siteUrl = event.channel.baseBlogUrl || event.channel.baseSiteUrl || null;
      version = event.channel.wxrVersion;
      continue;
    }
    const { record } = event;
    if (record.kind === "author") {
      const author = authorOf(record);
      if (author) index.authors.set(author.sourceId, author);
    } else if (record.kind === "item") {
      const attachment = attachmentOf(record);
      if (attachment) index.attachments.set(...attachment);
      else if ((record.fields["wp:post_type"]?.trim() || "post") === "post") index.postCount += 1;
    }
  }
  if (version && !/^1\.[0-2]$/.test(version)) {
    addWarning(report, `WXR version ${version} is newer than 1.2; it was read as 1.2.`);
  }
  const localFileFor = localFileMapper(options.uploadsDir, /\/wp-content\/uploads\//);

  return {
    format: "wordpress",
    title,
    totalPosts: index.postCount,
    authors: index.authors,
    siteUrl,
    localFileFor,
    async *posts(runReport) {
      for await (const event of readWxr(createReadStream(file))) {
        if (event.type !== "record" || event.record.kind !== "item") continue;
        const post = postOf(event.record, index, runReport);
        if (post) yield post;
      }
      if (index.attachments.size > 0) {
        addSkipped(runReport, "Attachments (media items are copied where a post uses them)", "");
        const entry = runReport.skipped.find((item) => item.reason.startsWith("Attachments"));
        if (entry) entry.count = index.attachments.size;
      }
    },
  };
}
