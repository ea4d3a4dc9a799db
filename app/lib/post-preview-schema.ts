import { z } from "~/lib/zod";
import { autosaveSchema, imageUrlSchema } from "./schemas";
import { PREVIEW_VIEWS } from "./staff-text";

// Its own module, apart from schemas.ts: only the editor and its route load it, never a public page.

/**
 * The editor's preview and its test email (`admin-hub/posts/:postId/preview`): the open
 * document's fields as they are in the form, saved or not. Like an autosave it may be
 * incomplete (a draft with no text yet still previews); only sizes and the image address are checked.
 */
export const postPreviewSchema = autosaveSchema.extend({
  featuredImage: imageUrlSchema.default(""),
  intent: z
    .enum(["preview", "test-email"], { error: "Unknown preview command." })
    .default("preview"),
  view: z.enum(PREVIEW_VIEWS, { error: "Choose Desktop, Mobile or Email." }).default("desktop"),
  theme: z.enum(["light", "dark"]).default("light"),
});
export type PostPreviewInput = z.infer<typeof postPreviewSchema>;
