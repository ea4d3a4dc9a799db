import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterEach, beforeEach, expect, it } from "vitest";
import type { Db } from "~/db/connection.server";
import { getSendProgress, queueSend } from "~/newsletter/sends.server";
import { drainDeliveries } from "~/newsletter/worker.server";
import { newsletterTrackingEndpoint } from "../../server/newsletter-tracking-endpoint";
import { TEST_ORIGIN, TEST_SECRET } from "../helpers/auth";
import { describeEachEngine } from "../helpers/database";
import {
  createTestNewsletter,
  insertConfirmedSubscribers,
  insertPost,
  type TestNewsletter,
} from "../helpers/newsletter";

/** The addresses of an email's HTML links and images, unescaped. */
function addresses(html: string, attribute: "href" | "src"): string[] {
  return [...html.matchAll(new RegExp(`${attribute}="([^"]+)"`, "g"))].map((match) =>
    match[1]!.replaceAll("&amp;", "&"),
  );
}

/** The endpoint alone on a free port; anything else is a 404. */
async function startEndpoint(db: Db): Promise<{ server: Server; origin: string }> {
  const answer = newsletterTrackingEndpoint({
    db,
    secret: TEST_SECRET,
    logger: pino({ level: "silent" }),
    onAnswered: () => {},
  });
  const server = createServer((req, res) => {
    if (!answer(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** A link of the email, asked of the local endpoint instead of the site's origin. */
const local = (origin: string, link: string) => link.replace(TEST_ORIGIN, origin);

describeEachEngine("newsletter opens and clicks", ({ db }) => {
  let t: TestNewsletter;
  let endpoint: { server: Server; origin: string };
  beforeEach(async () => {
    t = createTestNewsletter(db());
    endpoint = await startEndpoint(db());
  });
  afterEach(async () => {
    t.cleanup();
    await new Promise((resolve) => endpoint.server.close(resolve));
  });

  it("each email's site links lead through signed click links and it carries a pixel; opens and clicks are counted per send; the unsubscribe link is left alone", async () => {
    await insertConfirmedSubscribers(db(), 2);
    const postId = await insertPost(db());
    await queueSend(db(), postId, null);
    expect((await drainDeliveries(t.context, { workerId: "w1" })).sent).toBe(2);
    const [first, second] = await t.mails();
    const links = addresses(first!.html, "href");
    const unsubscribe = links.filter((link) => link.includes("/newsletter/unsubscribe"));
    expect(unsubscribe).toHaveLength(1);
    expect(unsubscribe[0]).toMatch(`${TEST_ORIGIN}/newsletter/unsubscribe?token=`);
    const tracked = links.filter((link) => !link.includes("/newsletter/unsubscribe"));
    expect(tracked.length).toBeGreaterThanOrEqual(3);
    for (const link of tracked) expect(link).toMatch(`${TEST_ORIGIN}/newsletter/c/`);
    const pixel = addresses(first!.html, "src").find((src) => src.includes("/newsletter/o/"));
    expect(pixel).toMatch(/\/newsletter\/o\/[\w-]+\.[\w-]{43}\.gif$/);
    // The plain-text part keeps the article's own address.
    expect(first!.text).toContain(`${TEST_ORIGIN}/article/quantum-chips-`);

    // The first reader follows the article link twice (never opening the pixel); the second
    // loads the pixel twice.
    const article = tracked.find((link) => link.includes(encodeURIComponent("/article/")))!;
    for (let i = 0; i < 2; i++) {
      const click = await fetch(local(endpoint.origin, article), { redirect: "manual" });
      expect(click.status).toBe(302);
      expect(click.headers.get("location")).toMatch(`${TEST_ORIGIN}/article/quantum-chips-`);
      expect(click.headers.get("cache-control")).toContain("no-store");
    }
    const secondPixel = addresses(second!.html, "src").find((src) =>
      src.includes("/newsletter/o/"),
    )!;
    for (let i = 0; i < 2; i++) {
      const open = await fetch(local(endpoint.origin, secondPixel));
      expect([open.status, open.headers.get("content-type")]).toEqual([200, "image/gif"]);
      expect(open.headers.get("cache-control")).toContain("no-store");
    }
    // A link checker's HEAD is answered, not counted.
    expect(
      (await fetch(local(endpoint.origin, article), { method: "HEAD", redirect: "manual" })).status,
    ).toBe(302);
    await expect
      .poll(async () => {
        const progress = await getSendProgress(db(), postId);
        return [progress?.opened, progress?.clicked, progress?.clicks];
      })
      .toEqual([2, 1, 2]);
  });

  it("a tampered or made-up tracking address answers 400 and counts nothing", async () => {
    await insertConfirmedSubscribers(db(), 1);
    const postId = await insertPost(db());
    await queueSend(db(), postId, null);
    await drainDeliveries(t.context, { workerId: "w1" });
    const [mail] = await t.mails();
    const article = addresses(mail!.html, "href").find((link) =>
      link.includes(encodeURIComponent("/article/")),
    )!;
    const pixel = addresses(mail!.html, "src").find((src) => src.includes("/newsletter/o/"))!;
    const url = new URL(local(endpoint.origin, article));
    const elsewhere = new URL(url);
    elsewhere.searchParams.set("u", "https://evil.example/");
    const [deliveryId, signature] = url.pathname.split("/").at(-1)!.split(".") as [string, string];
    const forged = (path: string) => `${endpoint.origin}${path}${url.search}`;
    const answers = await Promise.all(
      [
        elsewhere.toString(),
        forged(`/newsletter/c/${deliveryId}.${"A".repeat(43)}`),
        forged(`/newsletter/c/other-delivery.${signature}`),
        forged(`/newsletter/c/${deliveryId}`),
        `${endpoint.origin}${url.pathname}`,
        local(endpoint.origin, pixel).replace(/\.([\w-]{43})\.gif$/, `.${"B".repeat(43)}.gif`),
        `${endpoint.origin}/newsletter/o/%E0%A4%A.gif`,
      ].map((address) => fetch(address, { redirect: "manual" }).then((answer) => answer.status)),
    );
    expect(answers).toEqual([400, 400, 400, 400, 400, 400, 400]);
    expect((await fetch(local(endpoint.origin, pixel), { method: "POST" })).status).toBe(405);
    // Given time to write, nothing was counted.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await getSendProgress(db(), postId)).toMatchObject({ opened: 0, clicked: 0, clicks: 0 });
  });

  it("with the setting off, emails carry no pixel and plain links", async () => {
    await db()
      .insertInto("settings")
      .values({
        key: "site",
        value: JSON.stringify({ newsletterTracking: false }),
        updated_at: new Date().toISOString(),
      })
      .execute();
    await insertConfirmedSubscribers(db(), 1);
    await queueSend(db(), await insertPost(db()), null);
    await drainDeliveries(t.context, { workerId: "w1" });
    const [mail] = await t.mails();
    expect(mail!.html).not.toContain("/newsletter/o/");
    expect(mail!.html).not.toContain("/newsletter/c/");
    expect(addresses(mail!.html, "href")).toContain(`${TEST_ORIGIN}/`);
  });
});
