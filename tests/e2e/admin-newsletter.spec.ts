import type { Page } from "@playwright/test";
import { ADMIN_TEXT, NEWSLETTER_OPENS_CAVEAT } from "../../app/lib/staff-text";
import { NEWSLETTER_TEXT } from "../../app/lib/newsletter-text";
import { linkTo } from "../helpers/mail";
import type { TestSmtpServer } from "../helpers/smtp";
import { startSmtpBackedServer, type SmtpBackedServer } from "./smtp-server-instance";
import { createDraft, openPostsList } from "./post-helpers";
import { freePortSync } from "./server-env";
import { expect, subscribeInFooter, test, toasts, waitForHydration } from "./fixtures";

// A server of its own (like accounts-smtp.spec.ts): its mail goes to a real SMTP server that
// this test starts, and its subscriber list is not shared with other journeys.
// Its port is chosen here, before the tests, because baseURL is set for the whole file.
const PORT = freePortSync();
const ORIGIN = `http://127.0.0.1:${PORT}`;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: ORIGIN });

/** Every POST the page sends from now on: a cancelled confirmation must send none. */
/** The forms a page posts, leaving out autosave (the writer's own copy, never the post). */
function postsSentBy(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    const autosave = new URL(request.url()).pathname.endsWith("/autosave");
    if (request.method() === "POST" && !autosave) posts.push(request.url());
  });
  return posts;
}

test.describe("newsletter over SMTP", () => {
  let smtp: TestSmtpServer;
  let instance: SmtpBackedServer | undefined;
  const subscriber = `subscriber-${Date.now()}@example.com`;

  test.beforeAll(async () => {
    instance = await startSmtpBackedServer(PORT);
    smtp = instance.smtp;
  });

  test.afterAll(async () => {
    await instance?.stop();
  });

  test("subscribe from the footer → confirmation email over SMTP → confirm page", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await subscribeInFooter(page, subscriber);

    const mail = await smtp.waitFor(subscriber, /Confirm your TechPulse newsletter/);
    expect(mail.rawHeaders["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const link = linkTo(mail, "/newsletter/confirm");
    expect(link.startsWith(`${ORIGIN}/newsletter/confirm?token=`)).toBe(true);

    await page.goto(link);
    await expect(page.getByRole("heading", { name: NEWSLETTER_TEXT.confirmedTitle })).toBeVisible();
    await expect(page.getByText(NEWSLETTER_TEXT.confirmedBody)).toBeVisible();
  });

  test("editor: Publish asks first, offering the email to the confirmed subscribers; Escape and Cancel send nothing and keep the text", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openPostsList(page);
    const title = `Editor newsletter ${Date.now()}`;
    await createDraft(page, title, "A draft for the newsletter.");
    await page.getByRole("link", { name: title }).first().click();
    await page.getByRole("main").getByRole("heading", { name: "Newsletter" }).waitFor();
    await waitForHydration(page);

    // Typed, not saved: the confirmation must not lose it.
    const excerpt = page.getByLabel("Excerpt");
    await excerpt.fill("Words typed before changing my mind.");
    const panel = page.getByRole("main").getByRole("region", { name: "Newsletter" });
    await expect(panel).toContainText("the 1 confirmed subscriber, once");
    const trigger = page.getByRole("button", { name: "Publish", exact: true });
    const posts = postsSentBy(page);

    await trigger.click();
    const confirm = page.getByRole("dialog", { name: "Ready to publish?" });
    await expect(confirm).toBeVisible();
    // The first choice has the focus; the final button says what it does.
    await expect(confirm.getByRole("radio", { name: "Publish now" })).toBeFocused();
    await confirm.getByLabel("Email to 1 confirmed subscriber").check();
    const send = confirm.getByRole("button", { name: "Publish and email 1 subscriber" });
    await expect(send).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(excerpt).toHaveValue("Words typed before changing my mind.");
    expect(posts).toEqual([]);
    await expect(page.getByTestId("editor-save-status")).toContainText("Draft");
    expect(smtp.received.filter((mail) => mail.subject.includes(title))).toEqual([]);

    // Confirmed: the typed text is saved with it, published and sent to the one subscriber.
    await trigger.click();
    await confirm.getByLabel("Email to 1 confirmed subscriber").check();
    await send.click();
    await expect(toasts(page).filter({ hasText: NEWSLETTER_TEXT.sendQueued })).toBeVisible();
    const mail = await smtp.waitFor(subscriber, new RegExp(title), 20_000);
    expect(mail.text).toContain("Words typed before changing my mind.");
    await expect(page.getByTestId("send-summary")).toHaveText("Sent 1 of 1", { timeout: 15_000 });
  });

  test("admin publishes with 'Email to subscribers' → email arrives → unsubscribe by POST", async ({
    page,
  }) => {
    await openPostsList(page);
    const title = `Newsletter launch ${Date.now()}`;
    await page.getByRole("button", { name: ADMIN_TEXT.newPost }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Post" });
    await dialog.getByLabel("Title", { exact: true }).fill(title);
    await dialog.getByLabel("Excerpt").fill("What the newsletter brings to your inbox.");
    await dialog.getByRole("textbox", { name: "Content" }).click();
    await page.keyboard.type("The body of the launch story.");
    await expect(dialog.getByLabel("Published")).toBeChecked();
    await dialog.getByLabel(NEWSLETTER_TEXT.emailToSubscribers, { exact: true }).check();

    // "Create Post" asks first, over the form; Cancel goes back to the form as it was.
    const posts = postsSentBy(page);
    await dialog.getByRole("button", { name: ADMIN_TEXT.createPost }).click();
    const confirm = page.getByRole("alertdialog", {
      name: NEWSLETTER_TEXT.confirmSendTitle(1),
    });
    await expect(confirm).toContainText(`“${title}” is published`);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(
      dialog.getByLabel(NEWSLETTER_TEXT.emailToSubscribers, { exact: true }),
    ).toBeChecked();
    await expect(dialog.getByRole("button", { name: ADMIN_TEXT.createPost })).toBeFocused();
    expect(posts).toEqual([]);

    await dialog.getByRole("button", { name: ADMIN_TEXT.createPost }).click();
    await confirm.getByRole("button", { name: NEWSLETTER_TEXT.confirmPublishSendLabel(1) }).click();
    await expect(dialog).toBeHidden();

    const mail = await smtp.waitFor(subscriber, new RegExp(title), 20_000);
    expect(mail.html).toContain("What the newsletter brings to your inbox.");
    expect(mail.text).toContain(`${ORIGIN}/article/`);
    expect(mail.rawHeaders["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.rawHeaders["list-unsubscribe"]).toContain(
      `<${ORIGIN}/newsletter/unsubscribe/one-click?token=`,
    );

    // The edit page shows the send's outcome.
    await page.getByRole("link", { name: title }).first().click();
    await expect(page.getByTestId("send-summary")).toHaveText("Sent 1 of 1", { timeout: 15_000 });

    // The email's article link leads through a signed click link of this site to the article;
    // the send panel then counts the click (and the open it implies), with the caveat.
    const articleLink = [...mail.html.matchAll(/href="([^"]+)"/g)]
      .map((match) => match[1]!.replaceAll("&amp;", "&"))
      .find((link) => link.includes("/newsletter/c/") && link.includes("%2Farticle%2F"))!;
    const editPage = page.url();
    await page.goto(articleLink);
    await expect(page).toHaveURL(/\/article\//);
    await expect(async () => {
      await page.goto(editPage);
      await expect(page.getByTestId("send-engagement")).toContainText(
        "Opened by 1 of 1 · links followed by 1 (1 click)",
        { timeout: 1_000 },
      );
    }).toPass({ timeout: 15_000 });
    await expect(page.getByTestId("send-engagement")).toContainText(NEWSLETTER_OPENS_CAVEAT);

    // The List-Unsubscribe address, opened in a browser (RFC 2369), shows the same confirmation
    // page as the link in the body; only the POST changes anything.
    const listUnsubscribe = mail.rawHeaders["list-unsubscribe"]!.match(/<([^>]+)>/)![1]!;
    const opened = await page.goto(listUnsubscribe);
    expect(opened?.status()).toBe(200);
    expect(page.url()).toBe(linkTo(mail, "/newsletter/unsubscribe"));
    await expect(
      page.getByRole("heading", { name: NEWSLETTER_TEXT.unsubscribeTitle }),
    ).toBeVisible();
    await page.getByRole("button", { name: NEWSLETTER_TEXT.unsubscribeButton }).click();
    await expect(
      page.getByRole("heading", { name: NEWSLETTER_TEXT.unsubscribedTitle }),
    ).toBeVisible();

    await page.goto(`/admin-hub/subscribers?q=${encodeURIComponent(subscriber)}`);
    const row = page.locator(`tr[data-subscriber="${subscriber}"]`);
    await expect(row).toContainText("Unsubscribed");
    await expect(page.getByTestId("count-unsubscribed")).toHaveText("1");
    const csv = await page.request.get("/admin-hub/subscribers/export");
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(await csv.text()).toContain(`"${subscriber}","unsubscribed"`);
  });
});
