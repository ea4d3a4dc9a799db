import { z } from "~/lib/zod";

/**
 * A post as Ghost's Admin API clients send it (`{"posts": [{…}]}`), read loosely as Ghost does:
 * fields it does not know are ignored, the ones we store are checked here and then by the
 * editor's own schema (`postFormSchema`) once merged with the stored post.
 */
const tagInput = z.union([
  z.string().max(200),
  z.looseObject({
    name: z.string().max(200).optional(),
    slug: z.string().max(200).optional(),
  }),
]);

const text = (max: number) => z.string().max(max).nullable().optional();

export const adminPostInputSchema = z.looseObject({
  title: text(1_000),
  slug: text(1_000),
  html: text(2_000_000),
  lexical: z.unknown().optional(),
  mobiledoc: z.unknown().optional(),
  status: z.enum(["draft", "published", "scheduled"]).optional(),
  custom_excerpt: text(5_000),
  feature_image: text(5_000),
  meta_title: text(1_000),
  meta_description: text(5_000),
  canonical_url: text(5_000),
  tags: z.array(tagInput).max(50).optional(),
  updated_at: z.string().max(100).optional(),
  /** With `status: "scheduled"`: when it goes out (Ghost's field for a scheduled post's time). */
  published_at: z.string().max(100).nullable().optional(),
});

export const adminPostBodySchema = z.object({
  posts: z.array(adminPostInputSchema).length(1),
});

export type AdminPostInput = z.infer<typeof adminPostInputSchema>;
