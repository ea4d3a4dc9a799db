import { describe, expect, it } from "vitest";
import { BODY_LIMITS, bodyLimitFor } from "../../server/body-limits";

describe("bodyLimitFor", () => {
  it("gives the article editor and the new-post dialog room for a long article", () => {
    for (const path of ["/admin-hub/posts", "/admin-hub/posts/abc", "/admin-hub/posts/abc.data"]) {
      expect(bodyLimitFor(path), path).toBe(BODY_LIMITS.articleEditor);
    }
  });

  it("gives uploads their own cap and every other route the form limit", () => {
    expect(bodyLimitFor("/admin-hub/media/upload")).toBe(BODY_LIMITS.mediaUpload);
    for (const path of ["/contact", "/auth.data", "/admin-hub/posts/a/b", "/admin-hub/postsx"]) {
      expect(bodyLimitFor(path), path).toBe(BODY_LIMITS.form);
    }
    expect(BODY_LIMITS.form).toBeLessThanOrEqual(512 * 1024);
  });
});
