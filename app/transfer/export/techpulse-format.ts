import { z } from "~/lib/zod";
import { postSeoSchema, redirectFormSchema } from "~/lib/schemas";

/**
 * The TechPulse site export (docs/export-format.md): `techpulse-export.json` beside
 * `media.tar.gz`. Version 1. Accounts and passwords are not part of it.
 */
export const TECHPULSE_EXPORT_FILE = "techpulse-export.json";
export const TECHPULSE_MEDIA_FILE = "media.tar.gz";
export const TECHPULSE_FORMAT = "techpulse-export";
export const TECHPULSE_FORMAT_VERSION = 1;

const iso = z.string().refine((value) => !Number.isNaN(Date.parse(value)), "not a date");

export const exportedCategorySchema = z.object({
  id: z.string(),
  name: z.string().min(1).max(60),
  slug: z.string().min(1).max(200),
  description: z.string().max(300),
  icon: z.string(),
  color: z.string(),
  position: z.number().int(),
});

export const exportedProfileSchema = z.object({
  id: z.string().min(1).max(100),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  roleTitle: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  githubUrl: z.string().nullable(),
});

export const exportedMediaSchema = z.object({
  id: z.string().min(1).max(100),
  fileKey: z.string().min(1).max(300),
  originalName: z.string(),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  byteSize: z.number().int().nonnegative(),
  widths: z.array(z.number().int().positive()).min(1),
  createdAt: iso,
});

export const exportedSubscriberSchema = z.object({
  email: z.string().min(3).max(254),
  status: z.enum(["pending", "confirmed", "unsubscribed"]),
  createdAt: iso,
  confirmedAt: iso.nullable(),
  unsubscribedAt: iso.nullable(),
});

export const exportedPostSchema = z.object({
  id: z.string().min(1).max(100),
  title: z.string().min(1),
  slug: z.string().min(1).max(200),
  excerpt: z.string(),
  content: z.string(),
  featuredImage: z.string().nullable(),
  published: z.boolean(),
  publishedAt: iso.nullable(),
  createdAt: iso,
  updatedAt: iso,
  categorySlug: z.string().nullable(),
  authorId: z.string().nullable(),
  /** Every author in byline order, `authorId` first (absent in older exports: `authorId` alone). */
  authorIds: z.array(z.string().min(1).max(100)).max(50).optional(),
  tags: z.array(z.object({ name: z.string().min(1), slug: z.string().min(1) })),
  /** Search and social fields, checked as the editor checks them (absent in older exports). */
  seo: postSeoSchema.partial().optional(),
  /** Why an import kept it from the public (absent in older exports and for other posts). */
  importNote: z.string().max(500).nullable().optional(),
});

export const techPulseExportSchema = z.object({
  format: z.literal(TECHPULSE_FORMAT),
  version: z.literal(TECHPULSE_FORMAT_VERSION),
  exportedAt: iso,
  settings: z.array(z.object({ key: z.string().min(1), value: z.unknown() })),
  categories: z.array(exportedCategorySchema),
  profiles: z.array(exportedProfileSchema),
  media: z.array(exportedMediaSchema),
  subscribers: z.array(exportedSubscriberSchema),
  posts: z.array(exportedPostSchema),
  legacyRedirects: z.array(z.object({ key: z.string().min(1), postId: z.string().min(1) })),
  /**
   * Storage keys of the other files in media.tar.gz (covers, authors' pictures: what posts,
   * profiles and settings point to outside the media library). Absent in older exports.
   */
  files: z.array(z.string().min(1).max(512)).optional(),
  /** The redirects editors made or imported (absent in older exports). */
  redirects: z.array(redirectFormSchema).optional(),
});

export type TechPulseExport = z.infer<typeof techPulseExportSchema>;
export type ExportedPost = z.infer<typeof exportedPostSchema>;
