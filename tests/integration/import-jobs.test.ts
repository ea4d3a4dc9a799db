import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, expect, it, vi } from "vitest";
import { ImportReportView } from "~/components/admin/import-report";
import { formatReport, reportFigures } from "~/transfer/report-text";
import { createLocalDiskStorage } from "~/media/storage.server";
import { IMPORT_MESSAGES, IMPORT_UPLOAD_MAX_BYTES } from "~/transfer/constants";
import {
  createImportJob,
  getImportJob,
  startImportJob,
  type ImportJobContext,
} from "~/transfer/jobs.server";
import { readImportUpload } from "~/transfer/upload.server";
import { describeEachEngine } from "../helpers/database";
import { testWriter } from "../helpers/writer";
import { getSiteSettings, saveSiteSettings } from "~/settings/settings.server";
import { fixturePath, startFileServer } from "../helpers/transfer";
import { makeImage } from "../helpers/images";

/** The old Ghost site of the Ghost 5 fixture, serving the one image its posts use. */
async function oldGhostSite() {
  return startFileServer({
    "/content/images/2023/11/chart.png": {
      type: "image/png",
      body: await makeImage("png", 500, 300),
    },
  });
}

const root = mkdtempSync(path.join(tmpdir(), "techpulse-jobs-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Each job is waited for twice (analysed, then imported), up to 15 s each on a busy machine.
vi.setConfig({ testTimeout: 45_000 });

async function settled(context: ImportJobContext, id: string, from: string) {
  // A deadline, not a number of polls: on a busy machine (CI beside other work) an import that
  // copies images takes several seconds; the test's own timeout is 20 s.
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const job = await getImportJob(context.db, id);
    if (job && job.status !== from) return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`job ${id} stayed ${from}`);
}

/** An admin's upload of `data` as `fileName`, with the old site's address when given. */
function upload(
  context: ImportJobContext,
  format: "wordpress" | "ghost",
  fileName: string,
  data: Uint8Array,
  siteUrl: string | null = null,
) {
  return createImportJob(context, { format, fileName, data, createdBy: null, siteUrl });
}

describeEachEngine("Import jobs", ({ db }) => {
  const context = (): ImportJobContext => ({
    db: db(),
    storage: createLocalDiskStorage(path.join(root, "media")),
    uploadDir: path.join(root, "imports"),
    allowPrivateAddresses: false,
  });

  it("an upload is analysed (dry run stored), then imported with progress in the database", async () => {
    const data = readFileSync(fixturePath("wordpress-1.1.xml"));
    const id = await upload(context(), "wordpress", "site.xml", data);
    const analysed = await settled(context(), id!, "analysing");
    expect(analysed.status).toBe("ready");
    expect(analysed.report).toMatchObject({ dryRun: true, posts: { created: 2 } });
    expect(await db().selectFrom("posts").select("id").execute()).toEqual([]);

    expect(await startImportJob(context(), id!)).toBe(true);
    expect(await startImportJob(context(), id!)).toBe(false);
    const done = await settled(context(), id!, "running");
    expect(done).toMatchObject({ status: "finished", processed: 2, total: 2 });
    expect(done.report).toMatchObject({ dryRun: false, posts: { created: 2 } });
    expect((await db().selectFrom("posts").select("id").execute()).length).toBe(2);
  });

  it("the admin page and the command line word a report alike; a dry run says what would be done", async () => {
    const id = await upload(
      context(),
      "wordpress",
      "site.xml",
      readFileSync(fixturePath("wordpress-1.1.xml")),
    );
    const report = (await settled(context(), id!, "analysing")).report!;
    const page = renderToStaticMarkup(createElement(ImportReportView, { report }));
    const printed = formatReport(report);
    for (const { label, value } of reportFigures(report)) {
      expect(page).toContain(`>${label}</dt><dd class="mt-1 text-sm font-semibold">${value}<`);
      expect(printed).toContain(`\n${label}: ${value}\n`);
    }
    expect(printed).toMatch(/^Dry run \(nothing written\): WordPress/);
    expect(printed).toContain("Posts: 2 would be created, 0 would be updated, 0 unchanged (of 2)");
    expect(printed).toMatch(/\nAuthors: \d+ would be created, \d+ existing\n/);
    // Nothing in a dry run's report says it was done.
    expect(printed.replace(/would be (created|updated)/g, "")).not.toMatch(
      /created|updated|copied \d/,
    );
  });

  it("a Ghost upload with the old site's address copies its __GHOST_URL__ images, as the command line does", async () => {
    const site = await oldGhostSite();
    try {
      // The server's switch is off; the admin's, in Settings, is turned on without a restart.
      const withAddress = context();
      const settings = await getSiteSettings(db());
      await saveSiteSettings(testWriter(db()), { ...settings, importAllowPrivateUrls: true });
      const id = await upload(
        withAddress,
        "ghost",
        "ghost.json",
        readFileSync(fixturePath("ghost-5.json")),
        site.origin,
      );
      expect((await settled(withAddress, id!, "analysing")).siteUrl).toBe(site.origin);
      expect(await startImportJob(withAddress, id!)).toBe(true);
      const done = await settled(withAddress, id!, "running");
      expect(done.report?.media.copied).toBe(1);
      expect(site.requests).toContain("/content/images/2023/11/chart.png");
    } finally {
      await site.close();
    }
  });

  it("without either switch, an import does not download from a private address: the image stays a link", async () => {
    const site = await oldGhostSite();
    try {
      const id = await upload(
        context(),
        "ghost",
        "ghost.json",
        readFileSync(fixturePath("ghost-5.json")),
        site.origin,
      );
      await settled(context(), id!, "analysing");
      expect(await startImportJob(context(), id!)).toBe(true);
      const done = await settled(context(), id!, "running");
      expect(done.report?.media.copied).toBe(0);
      expect(done.report?.mediaKept.map((kept) => kept.url)).toContain(
        `${site.origin}/content/images/2023/11/chart.png`,
      );
      expect(site.requests).toEqual([]);
    } finally {
      await site.close();
    }
  });

  it("posts with no matching category go to the category chosen on the dry run", async () => {
    const category = await db()
      .insertInto("categories")
      .values({ id: "cat-notes", name: "Notes", slug: "notes" })
      .returning(["id"])
      .executeTakeFirstOrThrow();
    const id = await upload(
      context(),
      "wordpress",
      "site.xml",
      readFileSync(fixturePath("wordpress-1.1.xml")),
    );
    const analysed = await settled(context(), id!, "analysing");
    expect(analysed.report?.posts.withoutCategory).toBe(1);
    expect(formatReport(analysed.report!)).toContain(
      "No matching category: 1 would have no category unless one is chosen for them",
    );
    // A category that does not exist is refused, and the job stays ready.
    expect(await startImportJob(context(), id!, "no-such-category")).toBe(false);
    expect((await getImportJob(db(), id!))?.status).toBe("ready");

    expect(await startImportJob(context(), id!, category.id)).toBe(true);
    const done = await settled(context(), id!, "running");
    expect(formatReport(done.report!)).toContain("No matching category: 1, in Notes");
    const privatePost = await db()
      .selectFrom("posts")
      .select("category_id")
      .where("slug", "=", "private-thoughts")
      .executeTakeFirstOrThrow();
    expect(privatePost.category_id).toBe(category.id);
  });

  it("a refused file ends as invalid with the reason", async () => {
    const id = await upload(
      context(),
      "wordpress",
      "evil.xml",
      readFileSync(fixturePath("hostile-entities.xml")),
    );
    const job = await settled(context(), id!, "analysing");
    expect(job.status).toBe("invalid");
    expect(job.error).toMatch(/DOCTYPE/);
  });

  it("a Ghost file nested too deep ends as invalid with the limit, not as a failure", async () => {
    const id = await upload(
      context(),
      "ghost",
      "deep.json",
      Buffer.from("[".repeat(50_000) + "]".repeat(50_000)),
    );
    const job = await settled(context(), id!, "analysing");
    expect(job).toMatchObject({ status: "invalid", error: IMPORT_MESSAGES.tooDeep });
  });
});

/** The admin's upload form as a browser sends it. */
function uploadRequest(fields: Record<string, string>): Request {
  const form = new FormData();
  form.set("format", "ghost");
  form.set("file", new File(["{}"], "ghost.json", { type: "application/json" }));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return new Request("http://site.test/admin-hub/import", { method: "POST", body: form });
}

it("the admin upload takes the old site's address as an http(s) address, and refuses anything else", async () => {
  expect((await readImportUpload(uploadRequest({}))).siteUrl).toBeNull();
  expect(
    (await readImportUpload(uploadRequest({ siteUrl: " https://Old.Example/blog/ " }))).siteUrl,
  ).toBe("https://old.example/blog");
  for (const bad of [
    "old.example",
    "javascript:alert(1)",
    "ftp://old.example",
    "https://u:p@old.example",
  ]) {
    await expect(readImportUpload(uploadRequest({ siteUrl: bad })), bad).rejects.toMatchObject({
      status: 400,
      message: IMPORT_MESSAGES.badSiteUrl,
      field: "siteUrl",
    });
  }
});

it("the admin upload refuses a body over the cap before reading it all", async () => {
  const huge = new Request("http://site.test/admin-hub/import", {
    method: "POST",
    headers: {
      "content-type": "multipart/form-data; boundary=x",
      "content-length": String(2 * 1024 * 1024 * 1024),
    },
    body: "--x--",
  });
  await expect(readImportUpload(huge)).rejects.toMatchObject({
    status: 413,
    message: IMPORT_MESSAGES.tooLarge,
  });
  // No Content-Length: the stream is cut at the cap.
  const chunk = new Uint8Array(1024 * 1024);
  let sent = 0;
  const body = new ReadableStream({
    pull(controller) {
      sent += chunk.length;
      if (sent > IMPORT_UPLOAD_MAX_BYTES * 2) controller.close();
      else controller.enqueue(chunk);
    },
  });
  const streamed = new Request("http://site.test/admin-hub/import", {
    method: "POST",
    headers: { "content-type": "multipart/form-data; boundary=x" },
    body,
    duplex: "half",
  } as RequestInit);
  await expect(readImportUpload(streamed)).rejects.toMatchObject({ status: 413 });
  expect(sent).toBeLessThan(IMPORT_UPLOAD_MAX_BYTES * 1.1);
});
