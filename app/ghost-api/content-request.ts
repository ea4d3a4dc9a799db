import { z } from "~/lib/zod";

/**
 * What a Content API request asks for, read from its address (`/ghost/api/content/{splat}`) and
 * query as Ghost 6 reads them. Isomorphic: no server code, so docs and tests can share it.
 */
export type ContentResource = "posts" | "pages" | "tags" | "authors" | "settings" | "tiers";

export interface ContentQuery {
  key: string | undefined;
  /** 1–100: Ghost 6 caps `limit=all` and larger limits at 100. */
  limit: number;
  page: number;
  /** `[field, direction]` pairs as given (unknown fields are dropped by the resource). */
  order: Array<[string, "asc" | "desc"]>;
  /** Only these fields of each resource; null for all. */
  fields: string[] | null;
  include: string[];
  formats: string[];
  filter: string | undefined;
}

export interface ContentRequest {
  resource: ContentResource;
  /** A read by id or slug; null for a browse. */
  read: { id: string } | { slug: string } | null;
  query: ContentQuery;
}

/** Ghost 6's defaults and caps. */
export const CONTENT_API_DEFAULT_LIMIT = 15;
export const CONTENT_API_MAX_LIMIT = 100;

/** A refusal of a malformed parameter, as Ghost words it (`Validation (isInt) failed for limit`). */
export interface ContentRequestProblem {
  kind: "validation" | "not-found";
  message: string;
}

/** The splat after `/ghost/api/content/`; React Router drops its trailing slash, Ghost's keeps it. */
const PATH = /^(?:(posts|pages|tags|authors)(?:\/slug\/([^/]+)|\/([^/]+))?|(settings|tiers))\/?$/;

const listText = z
  .string()
  .max(1_000)
  .transform((text) =>
    text
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  );

const querySchema = z.object({
  key: z.string().max(200).optional(),
  limit: z
    .string()
    .regex(/^(?:all|\d{1,9})$/)
    .transform((text) =>
      text === "all" ? CONTENT_API_MAX_LIMIT : Math.min(Number(text), CONTENT_API_MAX_LIMIT),
    )
    .refine((limit) => limit >= 1)
    .optional(),
  page: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .refine((page) => page >= 1)
    .optional(),
  order: z.string().max(500).optional(),
  fields: listText.optional(),
  include: listText.optional(),
  formats: listText.optional(),
  filter: z.string().max(5_000).optional(),
});

/** Which check failed for each parameter, in Ghost's words. */
const VALIDATIONS: Record<string, string> = {
  limit: "isInt",
  page: "isInt",
};

export function parseContentRequest(
  splat: string,
  search: URLSearchParams,
): { ok: true; request: ContentRequest } | { ok: false; problem: ContentRequestProblem } {
  const path = PATH.exec(splat);
  if (!path) return { ok: false, problem: { kind: "not-found", message: "Resource not found" } };
  const resource = (path[1] ?? path[4]) as ContentResource;
  const slug = path[2] && safeDecode(path[2]);
  const id = path[3] && safeDecode(path[3]);
  if (slug === null || id === null) {
    return { ok: false, problem: { kind: "not-found", message: "Resource not found" } };
  }
  // Repeated parameters: the first counts, as Express's parser gives Ghost a first value too.
  const raw: Record<string, string> = {};
  for (const [name, value] of search)
    if (!(name in raw) && name in querySchema.shape) raw[name] = value;
  const parsed = querySchema.safeParse(raw);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "query");
    return {
      ok: false,
      problem: {
        kind: "validation",
        message: `Validation (${VALIDATIONS[field] ?? "isValid"}) failed for ${field}`,
      },
    };
  }
  const query = parsed.data;
  return {
    ok: true,
    request: {
      resource,
      read: slug ? { slug } : id ? { id } : null,
      query: {
        key: query.key,
        limit: query.limit ?? CONTENT_API_DEFAULT_LIMIT,
        page: query.page ?? 1,
        order: orderOf(query.order),
        fields: query.fields && query.fields.length > 0 ? query.fields : null,
        include: query.include ?? [],
        formats: query.formats && query.formats.length > 0 ? query.formats : ["html"],
        filter: query.filter?.trim() || undefined,
      },
    },
  };
}

/** `published_at desc, title` → pairs; a direction defaults to ascending, as Ghost's. */
function orderOf(order: string | undefined): Array<[string, "asc" | "desc"]> {
  if (!order) return [];
  return order.split(",").flatMap((part) => {
    const [field, direction] = part.trim().split(/\s+/);
    if (!field) return [];
    return [[field, direction?.toLowerCase() === "desc" ? "desc" : "asc"]];
  });
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
