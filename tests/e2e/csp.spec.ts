import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./auth-helpers";
import { expect, PUBLIC_SCREENS, publicScreenUrl, test, waitForHydration } from "./fixtures";

interface Violation {
  via: string;
  detail: string;
}

/**
 * Collects every Content-Security-Policy violation the page reports, three ways: the DOM's
 * `securitypolicyviolation` events, Chromium's DevTools issues (a caught `new Function` probe
 * shows up there and nowhere in the console) and "Refused to …" console messages.
 */
async function watchCsp(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction("__reportCspViolation", (detail: string) =>
    violations.push({ via: "securitypolicyviolation", detail }),
  );
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (s: string) => void })
        .__reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const cdp = await page.context().newCDPSession(page);
  cdp.on("Audits.issueAdded", ({ issue }) => {
    if (issue.code !== "ContentSecurityPolicyIssue") return;
    violations.push({ via: "devtools issue", detail: JSON.stringify(issue.details) });
  });
  await cdp.send("Audits.enable");
  page.on("console", (message) => {
    if (/Refused to/.test(message.text())) {
      violations.push({ via: "console", detail: message.text() });
    }
  });
  return violations;
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  // Lazy chunks and idle work get their chance to run.
  await page.waitForLoadState("networkidle");
}

test.describe("Content Security Policy", () => {
  test("every public page reports no CSP violation", async ({ page, request }) => {
    test.setTimeout(180_000);
    const violations = await watchCsp(page);
    for (const screen of PUBLIC_SCREENS) {
      const path = await publicScreenUrl(request, screen);
      await visit(page, path);
      expect(violations, `CSP violations on ${path}`).toEqual([]);
    }
    // Client-side navigation loads the other routes' chunks too.
    await page.getByRole("banner").getByRole("link", { name: "AI", exact: true }).click();
    await page.waitForLoadState("networkidle");
    expect(violations, "CSP violations after client-side navigation").toEqual([]);
  });

  test("the admin area and the editor report no CSP violation", async ({ page }) => {
    test.setTimeout(90_000);
    const violations = await watchCsp(page);
    await signInAsAdmin(page);
    for (const path of ["/admin-hub", "/admin-hub/posts", "/admin-hub/settings"]) {
      await visit(page, path);
      expect(violations, `CSP violations on ${path}`).toEqual([]);
    }
    await visit(page, "/admin-hub/posts");
    await page.getByRole("main").locator("tbody a").first().click();
    await page.getByRole("textbox", { name: "Content" }).waitFor();
    expect(violations, "CSP violations in the post editor").toEqual([]);
  });
});
