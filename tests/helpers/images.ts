import sharp from "sharp";

export type TestImageFormat = "jpeg" | "png" | "webp" | "gif" | "avif";

/** A gradient, so encoders have real pixels to work on (a flat colour compresses to nothing). */
function gradientSvg(width: number, height: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#f59e0b"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
    </svg>`,
  );
}

/** An image of the given size and format, generated in memory. */
export async function makeImage(
  format: TestImageFormat,
  width: number,
  height: number,
): Promise<Buffer> {
  const image = sharp(gradientSvg(width, height));
  switch (format) {
    case "jpeg":
      return image.jpeg().toBuffer();
    case "png":
      return image.png().toBuffer();
    case "webp":
      return image.webp().toBuffer();
    case "gif":
      return image.gif().toBuffer();
    case "avif":
      return image.avif({ effort: 0 }).toBuffer();
  }
}

/** Text that must never survive re-encoding; the tests look for it in the output bytes. */
export const SECRET_EXIF_TEXT = "Secret Camera Owner";
export const SECRET_GPS_DATUM = "WGS-84-TEST-DATUM";

/**
 * A JPEG carrying EXIF (owner, camera, GPS position) and orientation 6 ("rotate 90° clockwise
 * to display"): stored pixels are `width`×`height`, displayed as `height`×`width`.
 */
export async function makeJpegWithMetadata(width: number, height: number): Promise<Buffer> {
  return sharp(gradientSvg(width, height))
    .jpeg()
    .withExif({
      IFD0: { Copyright: SECRET_EXIF_TEXT, Make: "TestCam", Model: "TC-1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "51/1 30/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 7/1 0/1",
        GPSMapDatum: SECRET_GPS_DATUM,
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A three-frame animated GIF: red, then green, then blue. */
export async function makeAnimatedGif(width: number, height: number): Promise<Buffer> {
  const frames = await Promise.all(
    ["#ff0000", "#00ff00", "#0000ff"].map((background) =>
      sharp({ create: { width, height, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ loop: 0, delay: [100, 100, 100] })
    .toBuffer();
}
