import { describe, expect, it } from "vitest";
import { hasSessionCookie } from "~/auth/auth.server";

// Anonymous requests must not load Better Auth (decision 0020): only a session cookie makes
// getSessionUser build it.
describe("hasSessionCookie", () => {
  it("finds Better Auth's session cookie, over http and https", () => {
    expect(hasSessionCookie("techpulse.session_token=abc.def")).toBe(true);
    expect(hasSessionCookie("theme=dark; __Secure-techpulse.session_token=abc")).toBe(true);
    expect(hasSessionCookie("_ga=1;techpulse.session_token=abc")).toBe(true);
  });

  it("ignores every other cookie", () => {
    expect(hasSessionCookie(null)).toBe(false);
    expect(hasSessionCookie("")).toBe(false);
    expect(hasSessionCookie("_ga=GA1.1.123; theme=dark")).toBe(false);
    expect(hasSessionCookie("techpulse_flash=key")).toBe(false);
    expect(hasSessionCookie("techpulse.session_data=abc")).toBe(false);
    expect(hasSessionCookie("xtechpulse.session_token=abc")).toBe(false);
  });
});
