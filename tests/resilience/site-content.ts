import { randomClientAddress } from "./admin-session";

/** A 1×1 PNG: a real image for the upload endpoint, without sharp on the test's side. */
export const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function submit(origin: string, path: string, body: URLSearchParams | FormData, cookie = "") {
  const response = await fetch(`${origin}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: origin,
      "X-Forwarded-For": randomClientAddress(),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body,
  });
  await response.arrayBuffer();
  if (response.status >= 400)
    throw new Error(`setting up content: ${path} answered ${response.status}`);
}

/**
 * A little of everything, made the way people make it (the admin's forms, the public forms),
 * so generated requests find real categories, posts, tags, media, messages, subscribers, other
 * users, invitations and revisions. Much cheaper than the demo seed, which renders dozens of
 * images at start.
 */
export async function createSiteContent(origin: string, adminCookie: string): Promise<void> {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);
  for (const [name, icon, color] of [
    ["Fuzzing", "cpu", "violet"],
    ["Robustness", "shield", "teal"],
  ] as const) {
    await submit(
      origin,
      "/admin-hub/categories",
      form({ intent: "create", name, slug: name.toLowerCase(), description: "", icon, color }),
      adminCookie,
    );
  }
  for (let index = 1; index <= 6; index++) {
    await submit(
      origin,
      "/admin-hub/posts",
      form({
        title: `Fixture post ${index}`,
        slug: `fixture-post-${index}`,
        excerpt: "A post the fuzzer can aim at.",
        content: `<p>Fixture post ${index} about robustness and fuzzing.</p>`,
        tags: index % 2 ? "security, testing" : "ai",
        ...(index <= 4 ? { published: "on" } : {}),
      }),
      adminCookie,
    );
  }
  const upload = new FormData();
  upload.set("file", new Blob([PNG_1X1], { type: "image/png" }), "pixel.png");
  upload.set("alt", "A single pixel");
  await submit(origin, "/admin-hub/media/upload", upload, adminCookie);
  await submit(
    origin,
    "/contact",
    form({
      name: "Fixture",
      email: "fixture@example.com",
      subject: "Hello",
      message: "A message.",
    }),
  );
  await submit(origin, "/newsletter", form({ email: "subscriber@example.com" }));
  await submit(
    origin,
    "/auth",
    form({
      intent: "signup",
      fullName: "Fixture Reader",
      email: "fixture-reader@example.com",
      password: "a good long password",
    }),
  );
  await submit(
    origin,
    "/admin-hub/users",
    form({ intent: "invite", email: "writer@example.com", role: "author" }),
    adminCookie,
  );
}
