import fc from "fast-check";
import { PNG_1X1 } from "./site-content";

/**
 * What the fuzzer knows about the site: every route of app/routes.ts with its path parameters,
 * query parameters, form fields and intents, and generators of hostile values for each. A
 * generated request mixes plausible values (real ids and slugs, so requests get past the first
 * check and into the domain code) with hostile ones.
 */

/** Real values read from the fuzzed server's database, so generated requests reach deep code. */
export interface KnownIds {
  articleSlugs: string[];
  postIds: string[];
  categoryIds: string[];
  categorySlugs: string[];
  authorIds: string[];
  /** Users other than the signed-in administrator (never its own id: see userId below). */
  otherUserIds: string[];
  messageIds: string[];
  mediaIds: string[];
  subscriberIds: string[];
  revisionIds: string[];
  invitationIds: string[];
  importJobIds: string[];
  tags: string[];
}

export interface FuzzRequest {
  /** The route's pattern and the request's kind, for the report. */
  label: string;
  method: string;
  /** Path and query; may hold raw bytes 0x80-0xFF as latin1 characters. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  signedIn: boolean;
}

type Field = { name: string; values: fc.Arbitrary<Buffer> };

interface RouteSpec {
  pattern: string;
  params?: Record<string, fc.Arbitrary<string>>;
  query?: Record<string, fc.Arbitrary<Buffer>>;
  /** Form fields of its action(s); a route without them answers POST with 405. */
  fields?: Field[];
  /** Resource routes (no `.data` variant, no React Router document). */
  resource?: boolean;
  /**
   * Requests that would end the administrator's own session: always anonymous, so the
   * signed-in half of the run keeps its session (the property is the same either way).
   */
  anonymousOnly?: boolean;
}

const KIB = 1024;
const MIB = 1024 * KIB;
const utf8 = (text: string) => Buffer.from(text, "utf8");

/** Byte sequences that are not UTF-8: lone continuation, overlong, surrogate, truncated. */
export const INVALID_UTF8: Buffer[] = [
  [0xff],
  [0xfe, 0xff],
  [0x80],
  [0xc3, 0x28],
  [0xc0, 0xaf],
  [0xe0, 0x80, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xe2, 0x82],
  [0x61, 0xff, 0x62],
].map((bytes) => Buffer.from(bytes));

const HUGE_NUMBERS = [
  "99999999999999999999999999999",
  "9007199254740993",
  "1e308",
  "1.7976931348623157e309",
  "-1",
  "-0",
  "0",
  "NaN",
  "Infinity",
  "-Infinity",
  "0x7fffffff",
  "2147483648",
  "1.5",
  " 3 ",
  "0".repeat(400) + "1",
];

const HOSTILE_TEXT = [
  "",
  " ",
  "\u0000",
  "\u0000abc",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  '{"__proto__":{"x":1}}',
  "__proto__",
  "constructor",
  "toString",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "//evil.example",
  "/\\evil.example",
  "/\tevil.example",
  "https://evil.example/",
  "' OR '1'='1",
  '"; DROP TABLE posts; --',
  "../../../../etc/passwd",
  "%s%s%s%n",
  "%",
  "%FF",
  "\r\nX-Injected: 1",
  "\u202eevil",
  "\ud83d\ude00".repeat(300),
  "\ufeff",
  "a".repeat(10_000),
];

/** A megabyte: above every form limit but the editor's (4 MiB) and the upload's. */
const ONE_MIB_FIELDS = [Buffer.alloc(MIB, "a"), Buffer.alloc(MIB, 0xff)];

/**
 * Any value, for any field or parameter: the hostile half of every generator. (A megabyte is
 * added to one field of some requests instead, see `oversized`: as one value among many it made
 * a fifth of all requests megabytes long.)
 */
export const hostileValue: fc.Arbitrary<Buffer> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT).map(utf8) },
  { weight: 3, arbitrary: fc.constantFrom(...HUGE_NUMBERS).map(utf8) },
  { weight: 3, arbitrary: fc.constantFrom(...INVALID_UTF8) },
  { weight: 3, arbitrary: fc.string({ maxLength: 60 }).map(utf8) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }).map(utf8) },
  { weight: 2, arbitrary: fc.uint8Array({ maxLength: 80 }).map((bytes) => Buffer.from(bytes)) },
);

function plausible(values: string[], ...more: string[]): fc.Arbitrary<Buffer> {
  const all = [...values, ...more];
  if (all.length === 0) return hostileValue;
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...all).map(utf8) },
    { weight: 2, arbitrary: hostileValue },
  );
}

const segment = (values: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: values.length ? fc.constantFrom(...values) : fc.constant("x") },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "%FF",
        "%C3%28",
        "%ED%A0%80",
        "%",
        "%zz",
        "%00",
        "%2e%2e",
        "..",
        "a%2Fb",
        "\u00ff\u00fe",
        "\u00c3\u0028",
        "x".repeat(5_000),
        "99999999999999999999",
        "-1",
        "%F0%9F%98%80",
        "__proto__",
      ),
    },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent) },
  );

const token = () => plausible([], "0".repeat(64), "abc.def.ghi", "a".repeat(300));
const email = () =>
  plausible(
    ["reader@example.com", "editor-in-chief@techpulse.test", "someone@example.org"],
    "not-an-email",
    "a@b",
    `${"a".repeat(300)}@example.com`,
    "user@exa mple.com",
  );
const password = () => plausible(["a good long password", "short", "x".repeat(129)]);
const isoDate = () =>
  plausible([
    "2030-01-01T10:00:00.000Z",
    "2000-01-01T00:00:00Z",
    "2030-01-01T10:00:00+02:00",
    "2026-13-45T99:99:99Z",
    "tomorrow",
  ]);
const on = () => plausible(["on"], "off", "1", "true");

function postFields(ids: KnownIds): Field[] {
  return [
    { name: "title", values: plausible(["A fuzzed title"]) },
    { name: "slug", values: plausible(["fuzzed-post", "Bad Slug!", "a--b", ...ids.articleSlugs]) },
    { name: "excerpt", values: plausible(["An excerpt."]) },
    {
      name: "content",
      values: plausible([
        "<p>Hello</p>",
        "<script>alert(1)</script><p>x</p>",
        '<img src="/\\evil.example/x.png" onerror="alert(1)">',
        "<p>" + "deep ".repeat(2000) + "</p>",
        "<div><div><div><div><p>nested</p></div></div></div></div>",
      ]),
    },
    { name: "categoryId", values: plausible(ids.categoryIds) },
    {
      name: "featuredImage",
      values: plausible(["/uploads/none.webp", "https://example.com/a.png"]),
    },
    { name: "published", values: on() },
    { name: "emailSubscribers", values: on() },
    // The send confirmation's number (issue 37): right, stale, zero or not a number.
    { name: "confirmSend", values: plausible(["1", "2", "0", "many"]) },
    { name: "metaTitle", values: plausible(["Meta"]) },
    { name: "metaDescription", values: plausible(["Meta description"]) },
    { name: "socialImage", values: plausible(["/uploads/none.webp"]) },
    { name: "canonicalUrl", values: plausible(["https://example.com/post", "/relative"]) },
    { name: "noindex", values: on() },
    { name: "tags", values: plausible([ids.tags.slice(0, 3).join(", "), "a,b,,c", ","]) },
  ];
}

const intents = (...names: string[]) => ({
  name: "intent",
  values: plausible(names, "DELETE", "Intent"),
});

const fileContent = fc.oneof(
  fc.constant(PNG_1X1),
  fc.constant(PNG_1X1.subarray(0, 30)),
  fc.constant(utf8("<?xml version='1.0'?><rss><channel></channel></rss>")),
  fc.constant(utf8('{"db":[{"data":{"posts":[]}}]}')),
  hostileValue,
);

export function routeSpecs(ids: KnownIds): RouteSpec[] {
  const page = { page: plausible(["1", "2", "500"]) };
  const search = { q: plausible(["ai", "security", "a*", '"quoted', "NEAR(", "-", "OR"]) };
  const redirectTo = { redirectTo: plausible(["/", "/admin-hub", "/account"]) };
  const tokenQuery = { token: token() };
  return [
    { pattern: "/", query: page },
    {
      pattern: "/category/:categorySlug",
      params: { categorySlug: segment(ids.categorySlugs) },
      query: page,
    },
    { pattern: "/topics/:topic", params: { topic: segment(ids.tags) }, query: page },
    { pattern: "/article/:articleSlug", params: { articleSlug: segment(ids.articleSlugs) } },
    { pattern: "/author/:authorId", params: { authorId: segment(ids.authorIds) }, query: page },
    { pattern: "/search", query: { ...search, ...page } },
    { pattern: "/about" },
    { pattern: "/team" },
    {
      pattern: "/contact",
      fields: [
        { name: "name", values: plausible(["Fuzz Tester"]) },
        { name: "email", values: email() },
        { name: "subject", values: plausible(["A question"]) },
        { name: "message", values: plausible(["Hello there, this is a message."]) },
        { name: "website", values: plausible([""]) },
      ],
    },
    { pattern: "/privacy" },
    { pattern: "/terms" },
    {
      pattern: "/auth",
      query: { mode: plausible(["signin", "signup"]), ...redirectTo },
      fields: [
        intents("signin", "signup", "resend"),
        { name: "email", values: email() },
        { name: "password", values: password() },
        { name: "fullName", values: plausible(["Fuzz Reader"]) },
        { name: "redirectTo", values: plausible(["/", "/admin-hub"]) },
      ],
    },
    { pattern: "/auth/sign-out", fields: [], anonymousOnly: true },
    { pattern: "/auth/forgot-password", fields: [{ name: "email", values: email() }] },
    {
      pattern: "/auth/reset-password",
      query: tokenQuery,
      fields: [
        { name: "token", values: token() },
        { name: "password", values: password() },
        { name: "confirmPassword", values: password() },
      ],
    },
    {
      pattern: "/auth/verify-email",
      query: tokenQuery,
      fields: [{ name: "token", values: token() }],
    },
    {
      pattern: "/auth/two-factor",
      query: redirectTo,
      fields: [
        intents("totp", "recovery"),
        { name: "code", values: plausible(["123456", "abcd-efgh"]) },
        { name: "redirectTo", values: plausible(["/"]) },
      ],
    },
    {
      pattern: "/account",
      fields: [
        intents(
          "profile",
          "password",
          "revoke-session",
          "2fa-start",
          "2fa-confirm",
          "2fa-recovery-codes",
          "2fa-disable",
        ),
        { name: "fullName", values: plausible(["Editor In Chief"]) },
        // Never the administrator's real password: the fuzzer must not change its own account.
        { name: "currentPassword", values: password() },
        { name: "newPassword", values: password() },
        { name: "confirmPassword", values: password() },
        { name: "sessionId", values: token() },
        { name: "password", values: password() },
        { name: "code", values: plausible(["123456"]) },
        { name: "totpUri", values: plausible(["otpauth://totp/x?secret=ABC", "otpauth://%%"]) },
        { name: "recoveryCodes", values: plausible(["a b c"]) },
      ],
    },
    {
      pattern: "/invitation",
      query: tokenQuery,
      fields: [
        intents("accept", "create"),
        { name: "token", values: token() },
        { name: "fullName", values: plausible(["New Writer"]) },
        { name: "password", values: password() },
        { name: "confirmPassword", values: password() },
      ],
    },
    { pattern: "/admin-hub" },
    {
      pattern: "/admin-hub/posts",
      query: {
        status: plausible(["all", "published", "draft", "scheduled", "review"]),
        category: plausible(ids.categoryIds),
        ...search,
        ...page,
      },
      fields: [
        intents("delete", "bulk", "create"),
        { name: "postId", values: plausible(ids.postIds) },
        { name: "bulkAction", values: plausible(["publish", "unpublish", "delete"]) },
        ...postFields(ids),
      ],
    },
    {
      pattern: "/admin-hub/posts/:postId",
      params: { postId: segment(ids.postIds) },
      fields: [
        intents(
          "save",
          "delete",
          "publish",
          "unpublish",
          "schedule",
          "unschedule",
          "restore-revision",
          "submit",
          "email-subscribers",
        ),
        ...postFields(ids),
        { name: "baseUpdatedAt", values: isoDate() },
        { name: "overwrite", values: isoDate() },
        { name: "revisionId", values: plausible(ids.revisionIds) },
        { name: "scheduledAt", values: isoDate() },
      ],
    },
    { pattern: "/admin-hub/inbox", query: { filter: plausible(["all", "unread"]) } },
    {
      pattern: "/admin-hub/inbox/:messageId",
      params: { messageId: segment(ids.messageIds) },
      fields: [intents("read", "unread", "delete")],
    },
    {
      pattern: "/admin-hub/categories",
      fields: [
        intents("create", "update", "up", "down", "delete"),
        { name: "id", values: plausible(ids.categoryIds) },
        { name: "name", values: plausible(["Fuzzed Category"]) },
        { name: "slug", values: plausible(["fuzzed-category", ...ids.categorySlugs]) },
        { name: "description", values: plausible(["About fuzzing."]) },
        { name: "icon", values: plausible(["cpu", "rocket", "NoSuchIcon"]) },
        { name: "color", values: plausible(["violet", "red", "#12345"]) },
        { name: "moveTo", values: plausible(ids.categoryIds) },
      ],
    },
    { pattern: "/admin-hub/media", query: { ...search, ...page } },
    {
      pattern: "/admin-hub/users",
      query: { ...search, ...page },
      fields: [
        intents("invite", "withdraw", "role", "grant", "revoke", "sessions"),
        { name: "email", values: email() },
        { name: "role", values: plausible(["contributor", "author", "editor", "admin", "root"]) },
        // Other users only: `sessions` or `revoke` on itself would end the fuzzer's session.
        { name: "userId", values: plausible(ids.otherUserIds) },
        { name: "invitationId", values: plausible(ids.invitationIds) },
      ],
    },
    {
      pattern: "/admin-hub/settings",
      fields: [
        { name: "title", values: plausible(["TechPulse"]) },
        { name: "tagline", values: plausible(["Your daily dose of tech"]) },
        { name: "description", values: plausible(["A news site."]) },
        ...["contactEmail", "pressEmail", "tipsEmail", "privacyEmail", "legalEmail"].map(
          (name) => ({ name, values: email() }),
        ),
        ...["twitterUrl", "facebookUrl", "instagramUrl", "linkedinUrl"].map((name) => ({
          name,
          values: plausible(["https://example.com/techpulse", "http://insecure.example"]),
        })),
        // Never "on": staff without a second factor would be locked out of the admin area
        // for the rest of the run, so the signed-in half would test only the redirect.
        {
          name: "requireStaffTwoFactor",
          values: hostileValue.filter((value) => value.toString("latin1") !== "on"),
        },
        { name: "respectDoNotTrack", values: plausible(["on"]) },
        { name: "newsletterTracking", values: plausible(["on"]) },
        { name: "trendingFromViews", values: plausible(["on"]) },
        { name: "trendingViewCounts", values: plausible(["on"]) },
      ],
    },
    {
      pattern: "/admin-hub/subscribers",
      query: { ...search, ...page },
      fields: [intents("delete"), { name: "subscriberId", values: plausible(ids.subscriberIds) }],
    },
    {
      pattern: "/admin-hub/import",
      fields: [
        intents("start", "discard"),
        { name: "jobId", values: plausible(ids.importJobIds) },
        { name: "format", values: plausible(["wordpress", "ghost", "techpulse"]) },
        { name: "file", values: fileContent },
      ],
    },
    {
      pattern: "/admin-hub/export",
      resource: true,
      query: { part: plausible(["posts", "media"]) },
    },
    { pattern: "/admin-hub/subscribers/export", resource: true },
    {
      pattern: "/admin-hub/media/upload",
      resource: true,
      fields: [
        { name: "file", values: fileContent },
        { name: "alt", values: plausible(["An image"]) },
      ],
    },
    { pattern: "/admin-hub/media/picker", resource: true, query: page },
    {
      pattern: "/admin-hub/media/delete",
      resource: true,
      fields: [{ name: "id", values: plausible(ids.mediaIds) }],
    },
    {
      pattern: "/admin-hub/media/alt",
      resource: true,
      fields: [
        { name: "id", values: plausible(ids.mediaIds) },
        { name: "alt", values: plausible(["Described"]) },
      ],
    },
    {
      pattern: "/admin-hub/posts/:postId/autosave",
      resource: true,
      params: { postId: segment(ids.postIds) },
      fields: [
        { name: "title", values: plausible(["Autosaved"]) },
        { name: "excerpt", values: plausible([""]) },
        { name: "content", values: plausible(["<p>draft</p>"]) },
        { name: "discard", values: plausible(["1"]) },
      ],
    },
    {
      pattern: "/admin-hub/posts/:postId/revisions/:revisionId",
      resource: true,
      params: { postId: segment(ids.postIds), revisionId: segment(ids.revisionIds) },
    },
    {
      pattern: "/newsletter",
      fields: [
        { name: "email", values: email() },
        { name: "website", values: plausible([""]) },
      ],
    },
    {
      pattern: "/newsletter/confirm",
      query: tokenQuery,
      fields: [{ name: "token", values: token() }],
    },
    {
      pattern: "/newsletter/unsubscribe",
      query: tokenQuery,
      fields: [{ name: "token", values: token() }],
    },
    {
      pattern: "/newsletter/unsubscribe/one-click",
      resource: true,
      query: tokenQuery,
      fields: [{ name: "List-Unsubscribe", values: plausible(["One-Click"]) }],
    },
    { pattern: "/rss", resource: true },
    { pattern: "/sitemap.xml", resource: true },
    {
      pattern: "/sitemaps/:file",
      resource: true,
      params: { file: segment(["posts-1.xml", "pages.xml", "categories.xml", "posts-99999.xml"]) },
    },
    { pattern: "/robots.txt", resource: true },
    { pattern: "/not-found" },
    { pattern: "/*", params: { "*": segment(["wp-login.php", "admin", ".env", "a/b/c"]) } },
  ];
}

const UNRESERVED = new Uint8Array(256);
for (const char of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~") {
  UNRESERVED[char.charCodeAt(0)] = 1;
}
const HEX = "0123456789ABCDEF";

/** Percent-encodes every byte outside the unreserved set, invalid UTF-8 included (fast: 1 MiB fields). */
function percentEncode(bytes: Buffer): string {
  const out = Buffer.allocUnsafe(bytes.byteLength * 3);
  let at = 0;
  for (const byte of bytes) {
    if (UNRESERVED[byte]) {
      out[at++] = byte;
    } else {
      out[at++] = 0x25;
      out[at++] = HEX.charCodeAt(byte >> 4);
      out[at++] = HEX.charCodeAt(byte & 15);
    }
  }
  return out.toString("latin1", 0, at);
}

type Pair = [name: string, value: Buffer];

/** Fields of a form: some of the route's own (each may repeat: an array for a scalar), and strays. */
function formPairs(fields: Field[]): fc.Arbitrary<Pair[]> {
  const own = fields.map((field) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant([] as Pair[]) },
      {
        weight: 6,
        arbitrary: field.values.map((value) => [[field.name, value]] as Pair[]),
      },
      {
        weight: 1,
        arbitrary: fc
          .array(field.values, { minLength: 2, maxLength: 4 })
          .map((values) => values.map((value) => [field.name, value] as Pair)),
      },
    ),
  );
  const stray = fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom("__proto__", "constructor", "intent[]", "a[b]", "", "%FF", "\u00ff"),
        fc.string({ maxLength: 12 }),
      ),
      hostileValue,
    ),
    { maxLength: 2 },
  );
  return fc
    .tuple(fc.tuple(...own), stray)
    .map(([ownPairs, strays]) => [...ownPairs.flat(), ...strays]);
}

function urlencoded(pairs: Pair[], raw: boolean): Buffer {
  if (raw) {
    // Bytes as they are (invalid UTF-8 unescaped), only the separators escaped.
    const parts = pairs.map(([name, value]) =>
      Buffer.concat([
        utf8(name),
        utf8("="),
        Buffer.from(value.toString("latin1").replace(/[&=]/g, "_"), "latin1"),
      ]),
    );
    return Buffer.concat(parts.flatMap((part, index) => (index ? [utf8("&"), part] : [part])));
  }
  return utf8(
    pairs.map(([name, value]) => `${percentEncode(utf8(name))}=${percentEncode(value)}`).join("&"),
  );
}

const BOUNDARY = "----fuzzboundary7MA4YWxkTrZu0gW";

function multipart(pairs: Pair[], broken: boolean): Buffer {
  const parts = pairs.map(([name, value]) => {
    const isFile = name === "file";
    const disposition =
      `Content-Disposition: form-data; name="${name.replace(/["\r\n]/g, "")}"` +
      (isFile ? '; filename="upload.png"\r\nContent-Type: image/png' : "");
    return Buffer.concat([utf8(`--${BOUNDARY}\r\n${disposition}\r\n\r\n`), value, utf8("\r\n")]);
  });
  return Buffer.concat([...parts, utf8(broken ? `--${BOUNDARY}` : `--${BOUNDARY}--\r\n`)]);
}

const ODD_METHODS = [
  "PUT",
  "PATCH",
  "DELETE",
  "TRACE",
  "OPTIONS",
  "PROPFIND",
  "MKCOL",
  "FOO",
  "HEAD",
];

const CONTENT_TYPES = {
  form: "application/x-www-form-urlencoded",
  multipart: `multipart/form-data; boundary=${BOUNDARY}`,
  json: "application/json",
  text: "text/plain;charset=utf-8",
  xml: "application/xml",
  bogus: "application/x-www-form-urlencoded; charset=bogus",
  multipartNoBoundary: "multipart/form-data",
  garbage: "\u00ff/\u00fe",
  none: "",
};

/** `arbitrary`'s value about once in `oneIn` draws, otherwise null. */
function sometimes<T>(arbitrary: fc.Arbitrary<T>, oneIn: number): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: oneIn - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });
}

/** One generated request against one of the routes. */
export function fuzzRequest(ids: KnownIds, origin: string): fc.Arbitrary<FuzzRequest> {
  const specs = routeSpecs(ids);
  return fc.constantFrom(...specs).chain((spec) => requestFor(spec, origin));
}

function requestFor(spec: RouteSpec, origin: string): fc.Arbitrary<FuzzRequest> {
  const hasAction = spec.fields !== undefined;
  const method = hasAction
    ? fc.oneof(
        { weight: 7, arbitrary: fc.constant("POST") },
        { weight: 2, arbitrary: fc.constant("GET") },
        { weight: 1, arbitrary: fc.constantFrom(...ODD_METHODS) },
      )
    : fc.oneof(
        { weight: 7, arbitrary: fc.constant("GET") },
        { weight: 1, arbitrary: fc.constant("POST") },
        { weight: 2, arbitrary: fc.constantFrom(...ODD_METHODS) },
      );
  const params = fc.record(
    Object.fromEntries(Object.entries(spec.params ?? {})) as Record<string, fc.Arbitrary<string>>,
  );
  const queryPairs = formPairs(
    Object.entries({ ...spec.query, page: spec.query?.page ?? hostileValue }).map(
      ([name, values]) => ({ name, values }),
    ),
  );
  const body = formPairs(spec.fields ?? []);
  return fc
    .record({
      method,
      params,
      queryPairs,
      rawQuery: fc.boolean(),
      dataRequest: spec.resource ? fc.constant(false) : fc.boolean(),
      body,
      encoding: fc.oneof(
        { weight: 10, arbitrary: fc.constant("form" as const) },
        { weight: 2, arbitrary: fc.constant("rawForm" as const) },
        { weight: 4, arbitrary: fc.constant("multipart" as const) },
        { weight: 1, arbitrary: fc.constant("brokenMultipart" as const) },
        {
          weight: 3,
          arbitrary: fc.constantFrom(
            ...(Object.keys(CONTENT_TYPES) as (keyof typeof CONTENT_TYPES)[]),
          ),
        },
      ),
      // One field of about one request in 25 is a megabyte long.
      oversized: sometimes(
        fc.tuple(
          fc.nat({ max: Math.max(0, (spec.fields?.length ?? 1) - 1) }),
          fc.constantFrom(...ONE_MIB_FIELDS),
        ),
        25,
      ),
      signedIn: spec.anonymousOnly ? fc.constant(false) : fc.boolean(),
      origin: fc.oneof(
        { weight: 17, arbitrary: fc.constant(origin) },
        { weight: 1, arbitrary: fc.constantFrom("", "null", "https://evil.example", "\u00ff") },
      ),
      // Odd headers on one request in four.
      junkHeaders: sometimes(
        fc.record({
          Accept: fc.constantFrom("*/*", "text/html", "application/json", "\u00ff", ""),
          "Accept-Encoding": fc.constantFrom("gzip;q=abc", "br, gzip", "identity;q=0", "*;q=0"),
          "If-None-Match": fc.constantFrom('"x"', "*", "W/\u00ff"),
          Cookie: fc.constantFrom(
            "techpulse.session_token=forged.value",
            "%FF=%FF",
            "techpulse.flash=\u00ff\u00fe",
            "a=" + "b".repeat(3000),
          ),
          // The address a request claims: hosts that do not parse, and (read behind a trusted
          // proxy) forwarded protocols and hosts that are not one. "" sends none.
          Host: fc.constantFrom("", "", "a b", "evil.example", "[::1", "999.1.1.1", "x:99999"),
          "X-Forwarded-Proto": fc.constantFrom("", "https", "ftp", "a b", "h\u00fft"),
          "X-Forwarded-Host": fc.constantFrom("", "evil.example", "a b", "/x", "[::1"),
        }),
        4,
      ),
      // A path that starts like another host (`//evil.example/rss`), one request in 20.
      hostInPath: sometimes(
        fc.constantFrom("//evil.example", "/\\evil.example", "/..//x.example"),
        20,
      ),
    })
    .map((draft) => {
      let path = spec.pattern.replace(/:(\w+)|\*/g, (match, name: string | undefined) =>
        String(draft.params[name ?? "*"] ?? match),
      );
      if (draft.dataRequest) path = path === "/" ? "/_root.data" : `${path}.data`;
      if (draft.hostInPath) path = `${draft.hostInPath}${path}`;
      if (draft.queryPairs.length > 0) {
        const query = draft.rawQuery
          ? urlencoded(draft.queryPairs, true)
              .toString("latin1")
              // Node refuses to send spaces and control characters in a path.
              // eslint-disable-next-line no-control-regex
              .replace(/[\s\u0000-\u001f\u007f]/g, "_")
          : urlencoded(draft.queryPairs, false).toString("latin1");
        path += `?${query}`;
      }
      const headers: Record<string, string> = {};
      if (draft.origin) headers.Origin = draft.origin;
      if (draft.junkHeaders) {
        for (const [name, value] of Object.entries(draft.junkHeaders)) {
          if (value) headers[name] = value;
        }
      }
      if (draft.oversized) {
        const [index, value] = draft.oversized;
        draft.body.push([spec.fields?.[index]?.name ?? "field", value]);
      }
      let body: Buffer | undefined;
      if (draft.method !== "GET" && draft.method !== "HEAD" && draft.method !== "TRACE") {
        const encoding = draft.encoding;
        if (encoding === "form" || encoding === "rawForm") {
          headers["Content-Type"] = CONTENT_TYPES.form;
          body = urlencoded(draft.body, encoding === "rawForm");
        } else if (encoding === "multipart" || encoding === "brokenMultipart") {
          headers["Content-Type"] = CONTENT_TYPES.multipart;
          body = multipart(draft.body, encoding === "brokenMultipart");
        } else {
          // The right fields in the wrong wrapping, or no type at all.
          headers["Content-Type"] = CONTENT_TYPES[encoding];
          body =
            encoding === "json"
              ? utf8(
                  JSON.stringify(Object.fromEntries(draft.body.map(([k, v]) => [k, v.toString()]))),
                )
              : encoding === "multipartNoBoundary"
                ? multipart(draft.body, false)
                : urlencoded(draft.body, false);
          if (encoding === "none") delete headers["Content-Type"];
        }
      }
      return {
        label: `${draft.method} ${spec.pattern}${draft.dataRequest ? ".data" : ""}`,
        method: draft.method,
        path,
        headers,
        body,
        signedIn: draft.signedIn,
      };
    });
}
