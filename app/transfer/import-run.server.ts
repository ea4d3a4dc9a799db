import { createHash } from "node:crypto";
import type { Db } from "~/db/connection.server";
import { createAuthorProfile, findProfileByName } from "~/content/authors.server";
import { newId } from "~/platform/ids.server";
import { createCategory } from "~/taxonomy/categories.server";
import { createPost, replacePost, slugTaken } from "~/content/post-commands.server";
import type { DomainEvents } from "~/platform/domain-events.server";
import { createSiteEvents } from "~/platform/site-events.server";
import { CATEGORY_COLORS, CATEGORY_ICON_NAMES } from "~/lib/category-style";
import { postSeoSchema, type PostSeoInput } from "~/lib/schemas";
import { findImportedItem, rememberImportedItem } from "./import-items.server";
import { recordLegacyKeys } from "./legacy-urls.server";
import { MediaCopier, type MediaCopyOptions } from "./media-import.server";
import type { PreparedSource, SourceOpener } from "./source";
import {
  addWarning,
  emptyReport,
  type ImportFormat,
  type ImportReport,
  type SourcePost,
  type SourceTerm,
} from "./types";

export interface ImportRunOptions {
  format: ImportFormat;
  /** Analyse only: the report says what would happen; nothing is written. */
  dryRun: boolean;
  /** Media copying; absent in a dry run. */
  media?: MediaCopyOptions;
  /**
   * The site's events: imported posts are written by the post commands, like any other. By
   * default its subscribers with no worker to wake (an import sends no newsletter).
   */
  events?: DomainEvents;
  /** Called after each post with the running figure; awaited (the job stores it). */
  onProgress?: (processed: number, total: number) => Promise<void> | void;
  /** Where posts whose own category matches none here go (chosen on the dry run); else none. */
  defaultCategory?: { id: string; name: string } | null;
}

/** Lets timers and I/O (requests) run before the next piece of work. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Every import of a format from one site shares a source key, so a second run finds the first. */
function sourceKey(source: PreparedSource): string {
  return source.format === "wordpress" && source.siteUrl
    ? `wordpress:${source.siteUrl.replace(/^https?:\/\//, "").replace(/\/+$/, "")}`
    : source.format;
}

/** How the report names each search and social field. */
const SEO_FIELD_NAMES = {
  metaTitle: "meta title",
  metaDescription: "meta description",
  socialImage: "social image",
  canonicalUrl: "canonical URL",
} as const;

/** What the edit page of an imported post kept from the public says about it. */
function importNoteOf(reason: string): string {
  return `Imported as a draft: it ${reason}. Publishing it makes it free for everyone to read.`;
}

function fingerprintOf(post: SourcePost): string {
  return createHash("sha256").update(JSON.stringify(post)).digest("hex").slice(0, 32);
}

/**
 * Imports a WordPress or Ghost export: opens (and fully checks) the file, then writes each post
 * through the content domain's own functions, with its author, category, tags and images.
 * Idempotent: an item imported before is updated when it changed and left alone otherwise.
 * Throws ImportFormatError (before anything is written) when the file is refused.
 */
export async function runImport(
  db: Db,
  open: SourceOpener,
  options: ImportRunOptions,
): Promise<ImportReport> {
  const report = emptyReport(options.format, options.dryRun);
  const source = await open(report);
  report.sourceTitle = source.title;
  report.posts.total = source.totalPosts;
  report.defaultCategory = options.defaultCategory?.name ?? null;
  const key = sourceKey(source);
  const writer = new ImportWriter(db, key, source, report, options);
  let processed = 0;
  for await (const post of source.posts(report)) {
    await writer.importPost(post);
    processed += 1;
    await options.onProgress?.(processed, source.totalPosts);
    // Imports run inside the server: on SQLite every await above settles without giving the
    // event loop a turn, so without this the requests arriving meanwhile wait (issue 37).
    await yieldToEventLoop();
  }
  await options.onProgress?.(source.totalPosts, source.totalPosts);
  return report;
}

class ImportWriter {
  private readonly authorIds = new Map<string, string | null>();
  private readonly categoryIds = new Map<string, string | null>();
  private readonly knownTags = new Set<string>();
  /** Slugs this run has given out (a dry run writes none, but must still see its own). */
  private readonly usedSlugs = new Set<string>();
  private readonly media: MediaCopier | null;
  private events: DomainEvents | undefined;

  constructor(
    private readonly db: Db,
    private readonly source: string,
    private readonly prepared: PreparedSource,
    private readonly report: ImportReport,
    private readonly options: ImportRunOptions,
  ) {
    this.media =
      options.dryRun || !options.media
        ? null
        : new MediaCopier(db, source, options.media, prepared.localFileFor, report);
  }

  private get writer() {
    this.events ??= this.options.events ?? createSiteEvents();
    return { db: this.db, events: this.events };
  }

  async importPost(post: SourcePost): Promise<void> {
    if (post.keptFromPublic) this.report.posts.keptFromPublic += 1;
    const fingerprint = fingerprintOf(post);
    const previous = await findImportedItem(this.db, this.source, "post", post.sourceId);
    const existing = previous
      ? await this.db
          .selectFrom("posts")
          .select(["id", "slug"])
          .where("id", "=", previous.targetId)
          .executeTakeFirst()
      : undefined;
    if (existing && previous?.fingerprint === fingerprint) {
      this.report.posts.unchanged += 1;
      this.usedSlugs.add(existing.slug);
      await this.countExistingTerms(post);
      return;
    }
    for (const note of post.notes) addWarning(this.report, `"${post.title}" ${note}.`);

    const slug = existing ? existing.slug : await this.freeSlug(post);
    const authorId = await this.author(post.authorSourceId, post.title);
    const coAuthorIds: string[] = [];
    for (const sourceId of post.coAuthorSourceIds ?? []) {
      const id = await this.author(sourceId, post.title);
      if (id) coAuthorIds.push(id);
    }
    const ownCategoryId = post.category
      ? await this.category(post.category, post.categoryMustExist ?? false)
      : null;
    if (!ownCategoryId) this.report.posts.withoutCategory += 1;
    const categoryId = ownCategoryId ?? this.options.defaultCategory?.id ?? null;
    await this.countTags(post.tags);
    if (this.options.dryRun) {
      if (existing) this.report.posts.updated += 1;
      else this.report.posts.created += 1;
      return;
    }

    const content = this.media ? await this.media.rewriteHtml(post.html) : post.html;
    const featuredImage =
      post.featuredImageUrl && this.media
        ? ((await this.media.copy(post.featuredImageUrl, post.title)) ?? post.featuredImageUrl)
        : post.featuredImageUrl;
    const input = {
      seo: await this.seo(post),
      title: post.title,
      slug,
      excerpt: post.excerpt,
      content,
      featuredImage:
        featuredImage && /^(https?:\/\/|\/(?!\/))/.test(featuredImage) ? featuredImage : null,
      published: post.published,
      categoryId,
      authorId,
      authorIds: authorId ? [...new Set([authorId, ...coAuthorIds])] : coAuthorIds,
      tags: post.tags,
      createdAt: post.createdAt,
      updatedAt: post.updatedAt,
      // Cleared when a newer copy of the item is public at its source.
      importNote: post.keptFromPublic ? importNoteOf(post.keptFromPublic) : null,
    };
    const id = existing?.id ?? previous?.targetId ?? newId();
    // Each import's text is a revision, by whoever ran it: an editor sees what it changed.
    const revisionBy = this.options.media?.uploadedBy ?? null;
    if (existing) {
      await replacePost(this.writer, id, input, { revisionBy });
      this.report.posts.updated += 1;
    } else {
      // The mapping is written first with the new id: a run stopped between the two writes
      // finds it next time and creates the post under the same id instead of a duplicate.
      await rememberImportedItem(this.db, this.source, "post", post.sourceId, {
        targetId: id,
        fingerprint: "",
      });
      await createPost(
        this.writer,
        { ...input, id },
        { source: "import", keepRevision: true, revisionBy },
      );
      this.report.posts.created += 1;
    }
    await rememberImportedItem(this.db, this.source, "post", post.sourceId, {
      targetId: id,
      fingerprint,
    });
    await recordLegacyKeys(this.db, id, post.legacyKeys);
  }

  /**
   * The source's search and social fields, checked as the editor checks them: one that would
   * be refused there (a canonical address that is not http(s), a title over the limit) is left
   * out and reported. The card image is copied like the featured image.
   */
  private async seo(post: SourcePost): Promise<Partial<PostSeoInput> | undefined> {
    if (!post.seo) return undefined;
    const { socialImageUrl, ...texts } = post.seo;
    const socialImage =
      socialImageUrl && this.media
        ? ((await this.media.copy(socialImageUrl, post.title)) ?? socialImageUrl)
        : socialImageUrl;
    const seo: Partial<PostSeoInput> = {};
    const fields = { ...texts, socialImage };
    for (const [name, value] of Object.entries(fields) as [keyof typeof fields, string][]) {
      if (!value) continue;
      const checked = postSeoSchema.shape[name].safeParse(value);
      if (checked.success) seo[name] = checked.data;
      else
        addWarning(
          this.report,
          `"${post.title}": its ${SEO_FIELD_NAMES[name]} was not imported (${checked.error.issues[0]?.message ?? "invalid"}).`,
        );
    }
    return seo;
  }

  /** The post's slug, or with a numeric suffix when another post already has it (reported). */
  private async freeSlug(post: SourcePost): Promise<string> {
    let candidate = post.slug;
    for (let suffix = 2; ; suffix += 1) {
      const taken = this.usedSlugs.has(candidate) || (await slugTaken(this.db, candidate));
      if (!taken) break;
      candidate = `${post.slug.slice(0, 190)}-${suffix}`;
    }
    if (candidate !== post.slug) {
      this.report.renamedSlugs.push({ from: post.slug, to: candidate, title: post.title });
    }
    this.usedSlugs.add(candidate);
    return candidate;
  }

  private async author(sourceId: string | null, title: string): Promise<string | null> {
    if (!sourceId) {
      addWarning(this.report, `"${title}" has no author; it shows as Anonymous.`);
      return null;
    }
    if (this.authorIds.has(sourceId)) return this.authorIds.get(sourceId)!;
    let author = this.prepared.authors.get(sourceId);
    if (!author) {
      if (this.prepared.format === "ghost") {
        addWarning(
          this.report,
          `Author ${sourceId} is not in the export; their posts show as Anonymous.`,
        );
        this.authorIds.set(sourceId, null);
        return null;
      }
      addWarning(
        this.report,
        `Author "${sourceId}" is not in the export's author list; a profile was made from the login name.`,
      );
      author = { sourceId, name: sourceId, bio: null, avatarUrl: null, websiteUrl: null };
    }
    const previous = await findImportedItem(this.db, this.source, "author", sourceId);
    let id = previous?.targetId ?? (await findProfileByName(this.db, author.name));
    if (id) {
      this.report.authors.matched += 1;
    } else {
      id = newId();
      this.report.authors.created += 1;
      if (!this.options.dryRun) {
        const avatarUrl =
          author.avatarUrl && this.media
            ? await this.media.copy(author.avatarUrl, author.name)
            : null;
        await createAuthorProfile(this.db, {
          id,
          fullName: author.name.slice(0, 100),
          bio: author.bio,
          avatarUrl,
          websiteUrl: author.websiteUrl,
        });
      }
    }
    if (!this.options.dryRun) {
      await rememberImportedItem(this.db, this.source, "author", sourceId, {
        targetId: id,
        fingerprint: "",
      });
    }
    this.authorIds.set(sourceId, id);
    return id;
  }

  private async category(term: SourceTerm, mustExist: boolean): Promise<string | null> {
    if (this.categoryIds.has(term.slug)) return this.categoryIds.get(term.slug)!;
    const existing = await this.db
      .selectFrom("categories")
      .select("id")
      .where("slug", "=", term.slug)
      .executeTakeFirst();
    let id: string | null = existing?.id ?? null;
    if (existing) {
      this.report.categories.matched += 1;
    } else if (!mustExist) {
      this.report.categories.created += 1;
      id = this.options.dryRun
        ? `dry-run:${term.slug}`
        : await createCategory(this.writer, {
            name: term.name.slice(0, 60),
            slug: term.slug,
            description: "",
            icon: CATEGORY_ICON_NAMES[0],
            color: CATEGORY_COLORS[0],
          });
    }
    this.categoryIds.set(term.slug, id);
    return id;
  }

  /**
   * An unchanged post's author, category and tags are on the site already: count them as
   * existing, writing nothing, so the figures describe the file against the site whether or not
   * its posts changed (a second run once said "0 matched" where the first said "1 existing").
   * Anything not found is left to a post that is written.
   */
  private async countExistingTerms(post: SourcePost): Promise<void> {
    for (const authorId of [post.authorSourceId, ...(post.coAuthorSourceIds ?? [])]) {
      if (!authorId || this.authorIds.has(authorId)) continue;
      const previous = await findImportedItem(this.db, this.source, "author", authorId);
      if (previous) {
        this.report.authors.matched += 1;
        this.authorIds.set(authorId, previous.targetId);
      }
    }
    if (post.category && !this.categoryIds.has(post.category.slug)) {
      const existing = await this.db
        .selectFrom("categories")
        .select("id")
        .where("slug", "=", post.category.slug)
        .executeTakeFirst();
      if (existing) {
        this.report.categories.matched += 1;
        this.categoryIds.set(post.category.slug, existing.id);
      }
    }
    await this.countTags(post.tags);
  }

  /** Counts tags new to this run as matched (the site has them) or created. */
  private async countTags(tags: SourceTerm[]): Promise<void> {
    const fresh = tags.filter((tag) => !this.knownTags.has(tag.slug));
    if (fresh.length === 0) return;
    for (const tag of fresh) this.knownTags.add(tag.slug);
    const existing = await this.db
      .selectFrom("tags")
      .select("slug")
      .where(
        "slug",
        "in",
        fresh.map((tag) => tag.slug),
      )
      .execute();
    this.report.tags.matched += existing.length;
    this.report.tags.created += fresh.length - existing.length;
  }
}
