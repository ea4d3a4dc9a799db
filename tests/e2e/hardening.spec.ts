import { expect, test } from "@playwright/test";
import { AUTH_TEXT } from "../../app/lib/auth-text";
import { EMBED_ORIGINS } from "../../app/content/embeds";

/** Issue 17.8: headers and the admin area's own origin check. */
test.describe("hardening", () => {
  test("Permissions-Policy switches off unused features; the players keep fullscreen", async ({
    request,
  }) => {
    const policy = (await request.get("/")).headers()["permissions-policy"];
    expect(policy).toBeTruthy();
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(policy).toContain(`${feature}=()`);
    }
    expect(policy).toMatch(/fullscreen=\(self "https:\/\/www\.youtube\.com"/);
  });

  test("img-src allows this site, data: and the embed hosts, never any https: host", async ({
    request,
  }) => {
    const csp = (await request.get("/")).headers()["content-security-policy"]!;
    const imgSrc = csp
      .split(";")
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith("img-src"))!;
    const sources = imgSrc.split(/\s+/).slice(1);
    expect(sources).toEqual(["'self'", "data:", ...EMBED_ORIGINS]);
  });

  test("admin actions from another origin are refused by the admin area's own check", async ({
    request,
  }) => {
    for (const path of [
      "/admin-hub/posts",
      "/admin-hub/posts.data",
      "/admin-hub/media/upload",
      "/admin-hub/media/delete",
      "/ADMIN-HUB/users",
    ]) {
      const response = await request.post(path, {
        form: { intent: "delete", id: "x" },
        headers: { Origin: "https://evil.example" },
        maxRedirects: 0,
      });
      expect(response.status(), path).toBe(403);
      expect(await response.text(), path).toBe(AUTH_TEXT.crossOrigin);
    }
    // A same-origin request passes this check and meets the admin guard (signed out here).
    const guarded = await request.post("/admin-hub/media/delete", {
      form: { id: "x" },
      maxRedirects: 0,
    });
    expect(await guarded.text()).not.toBe(AUTH_TEXT.crossOrigin);
  });
});
