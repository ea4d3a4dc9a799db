import { createHash } from "node:crypto";
import sharp from "sharp";
import { MediaKeyTakenError, type MediaStorage } from "~/media/storage.server";

/** Hues for the category colour names used in seed data. */
const HUES: Record<string, number> = {
  violet: 262,
  red: 354,
  amber: 38,
  sky: 199,
  emerald: 160,
  pink: 330,
};

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 675;
export const COVER_SMALL_WIDTH = 600;

function numbersFrom(key: string): number[] {
  const digest = createHash("sha256").update(key).digest();
  return [...digest];
}

/** An abstract, deterministic cover illustration (no text, so no fonts are needed). */
function coverSvg(key: string, colorName: string): string {
  const n = numbersFrom(key);
  const hue = HUES[colorName] ?? 220;
  const hue2 = (hue + 25 + (n[0]! % 40)) % 360;
  const shapes: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = (n[1 + i * 3]! / 255) * COVER_WIDTH;
    const y = (n[2 + i * 3]! / 255) * COVER_HEIGHT;
    const r = 60 + (n[3 + i * 3]! / 255) * 260;
    const light = 55 + (i % 3) * 10;
    shapes.push(
      `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="hsl(${(hue + i * 12) % 360} 80% ${light}%)" fill-opacity="${(0.18 + (i % 4) * 0.08).toFixed(2)}"/>`,
    );
  }
  const lines: string[] = [];
  for (let i = 0; i < 10; i++) {
    const y = 40 + i * 64 + (n[24 + (i % 8)]! % 30);
    lines.push(
      `<path d="M0 ${y} Q ${COVER_WIDTH / 2} ${y - 80 + (n[i]! % 160)} ${COVER_WIDTH} ${y}" stroke="white" stroke-opacity="0.08" stroke-width="2" fill="none"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue} 70% 28%)"/><stop offset="1" stop-color="hsl(${hue2} 75% 14%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${shapes.join("")}${lines.join("")}
</svg>`;
}

function avatarSvg(hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
  <defs><radialGradient id="g" cx="0.3" cy="0.3" r="0.9">
    <stop offset="0" stop-color="hsl(${hue} 75% 70%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 65% 35%)"/>
  </radialGradient></defs>
  <rect width="256" height="256" fill="url(#g)"/>
  <circle cx="128" cy="104" r="48" fill="white" fill-opacity="0.85"/>
  <ellipse cx="128" cy="236" rx="88" ry="70" fill="white" fill-opacity="0.85"/>
</svg>`;
}

function versioned(name: string, svg: string): string {
  const hash = createHash("sha256").update(svg).digest("hex").slice(0, 8);
  return `${name}-${hash}`;
}

/**
 * Stores a generated image. Its key carries a hash of the SVG it was drawn from, so a file
 * already under that key (a seed run before, another server seeding the same bucket) holds
 * the same picture and is kept.
 */
async function putGenerated(storage: MediaStorage, key: string, data: Buffer): Promise<void> {
  try {
    await storage.put(key, data, "image/webp");
  } catch (error) {
    if (!(error instanceof MediaKeyTakenError)) throw error;
  }
}

/**
 * Stores a cover in two widths under `covers/` in the media storage and returns the public URL
 * of the large one (the small one shares its name with a `-600` suffix; see lib/images.ts).
 */
export async function generateCover(
  storage: MediaStorage,
  slug: string,
  colorName: string,
): Promise<string> {
  const svg = coverSvg(slug, colorName);
  const base = `covers/${versioned(slug, svg)}`;
  const image = sharp(Buffer.from(svg));
  const [large, small] = await Promise.all([
    image.clone().webp({ quality: 72 }).toBuffer(),
    image.clone().resize(COVER_SMALL_WIDTH).webp({ quality: 72 }).toBuffer(),
  ]);
  await Promise.all([
    putGenerated(storage, `${base}.webp`, large),
    putGenerated(storage, `${base}-${COVER_SMALL_WIDTH}.webp`, small),
  ]);
  return storage.publicUrl(`${base}.webp`);
}

/** Stores an author's avatar under `avatars/` in the media storage; returns its public URL. */
export async function generateAvatar(
  storage: MediaStorage,
  key: string,
  hue: number,
): Promise<string> {
  const svg = avatarSvg(hue);
  const name = `avatars/${versioned(key, svg)}.webp`;
  const data = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
  await putGenerated(storage, name, data);
  return storage.publicUrl(name);
}
