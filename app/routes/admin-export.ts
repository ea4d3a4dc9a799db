import { localMediaRoot } from "~/media/from-config.server";
import { storedFileReader } from "~/media/read-stored.server";
import { createReadStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { requireAdmin } from "~/auth/guards.server";
import { getConfig } from "~/config.server";
import { siteOrigin } from "~/http/site-url.server";
import { exportGhost } from "~/transfer/export/ghost-export.server";
import { exportTechPulse } from "~/transfer/export/techpulse-export.server";
import type { Route } from "./+types/admin-export";

const PARTS = {
  content: { type: "application/json", name: "techpulse-export.json" },
  media: { type: "application/gzip", name: "media.tar.gz" },
  ghost: { type: "application/json", name: "ghost-export.json" },
} as const;

/** Resource route: one part of the site export as a download (administrators only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, "data", context.services.auth);
  const part = new URL(request.url).searchParams.get("part") ?? "";
  // Own keys only: `in` also finds "constructor" or "toString" on Object.prototype.
  if (!Object.hasOwn(PARTS, part)) return new Response("Unknown export part.", { status: 400 });
  const { type, name } = PARTS[part as keyof typeof PARTS];
  const config = getConfig();
  const dir = await mkdtemp(path.join(tmpdir(), "techpulse-export-"));
  let size: number;
  const file = path.join(dir, name);
  try {
    // The address the site is reached at (SITE_URL, else this request's), never publicOrigin's
    // localhost fallback, which no other site could load the images from (issue 37).
    if (part === "ghost") await exportGhost(context.services.db, dir, siteOrigin(request));
    else
      await exportTechPulse(
        context.services.db,
        dir,
        {
          storage: context.services.media,
          read: storedFileReader(context.services.media, localMediaRoot(config)),
        },
        {
          content: part === "content",
          media: part === "media",
        },
      );
    ({ size } = await stat(file));
  } catch (error) {
    // Nothing to download: the temporary folder goes now, not with a stream that never opens.
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const stream = createReadStream(file);
  // The temporary copy goes once the download has been sent (or abandoned).
  stream.on("close", () => void rm(dir, { recursive: true, force: true }));
  const date = new Date().toISOString().slice(0, 10);
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      "Content-Type": type,
      "Content-Length": String(size),
      "Content-Disposition": `attachment; filename="${date}-${name}"`,
      "Cache-Control": "no-store",
    },
  });
}
