import { describe, expect, it } from "vitest";
import { z } from "~/lib/zod";
import { contactSchema } from "~/lib/schemas";

describe("zod configuration", () => {
  it("is jitless before any schema is built, so no page probes eval under the CSP", () => {
    expect(z.config().jitless).toBe(true);
    // Parsing still works (and still rejects) without compiled parsers.
    expect(
      contactSchema.safeParse({ name: "A", email: "a@example.com", subject: "S", message: "M" })
        .success,
    ).toBe(true);
    expect(contactSchema.safeParse({}).success).toBe(false);
  });
});
