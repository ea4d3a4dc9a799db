import { createPost } from "~/content/post-commands.server";
import type { NewPostInput } from "~/content/posts-write.server";
import type { Db } from "~/db/connection.server";
import { testWriter } from "./writer";

export const FIXTURE_IDS = {
  alpha: "00000000-0000-4000-8000-00000000000a",
  beta: "00000000-0000-4000-8000-00000000000b",
  empty: "00000000-0000-4000-8000-00000000000e",
  ada: "00000000-0000-4000-8000-0000000000a1",
  bob: "00000000-0000-4000-8000-0000000000b1",
} as const;

/** Post ids by a short name; UUIDs so both engines sort them the same way. */
export const POST = {
  a1: "10000000-0000-4000-8000-000000000001",
  a2: "10000000-0000-4000-8000-000000000002",
  a3: "10000000-0000-4000-8000-000000000003",
  a4: "10000000-0000-4000-8000-000000000004",
  b1: "10000000-0000-4000-8000-000000000005",
  b2: "10000000-0000-4000-8000-000000000006",
  titleHit: "10000000-0000-4000-8000-000000000007",
  bodyHit: "10000000-0000-4000-8000-000000000008",
  markup: "10000000-0000-4000-8000-000000000009",
  draft: "10000000-0000-4000-8000-00000000000d",
  orphan: "10000000-0000-4000-8000-00000000000f",
} as const;

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 9, 30)).toISOString();

const filler =
  "<p>Teams shipped steady releases this quarter, measured latency carefully, and wrote up what they learned for everyone else.</p>";

function post(input: Partial<NewPostInput> & Pick<NewPostInput, "id" | "title">): NewPostInput {
  return {
    slug: input.title
      .toLowerCase()
      .replace(/[^\w\s-]/g, "")
      .replace(/\s+/g, "-"),
    excerpt: `Excerpt of ${input.title}.`,
    content: filler,
    featuredImage: null,
    published: true,
    categoryId: FIXTURE_IDS.alpha,
    authorId: FIXTURE_IDS.ada,
    ...input,
  };
}

/**
 * A small content world: two categories with posts (and one without), two authors, tags,
 * a draft that is newer than everything and matches every filter, and search fixtures.
 * Dates: a1 oldest (Jan 1) … draft newest (Jan 20).
 */
export async function seedFixtures(db: Db): Promise<void> {
  await db
    .insertInto("categories")
    .values([
      { id: FIXTURE_IDS.alpha, name: "Alpha", slug: "alpha", position: 1 },
      { id: FIXTURE_IDS.beta, name: "Beta", slug: "beta", position: 2 },
      { id: FIXTURE_IDS.empty, name: "Empty", slug: "empty", position: 3 },
    ])
    .execute();
  await db
    .insertInto("profiles")
    .values([
      { id: FIXTURE_IDS.ada, full_name: "Ada Lovelace", github_url: "https://github.com/ada" },
      { id: FIXTURE_IDS.bob, full_name: null },
    ])
    .execute();
  const k8s = { name: "Kubernetes", slug: "kubernetes" };
  const sec = { name: "Security", slug: "security" };
  const posts: NewPostInput[] = [
    post({ id: POST.a1, title: "Alpha one", createdAt: day(1), tags: [k8s] }),
    post({ id: POST.a2, title: "Alpha two", createdAt: day(2), tags: [sec] }),
    post({ id: POST.a3, title: "Alpha three", createdAt: day(3), authorId: FIXTURE_IDS.bob }),
    post({ id: POST.a4, title: "Alpha four", createdAt: day(4), tags: [k8s, sec] }),
    post({ id: POST.b1, title: "Beta one", createdAt: day(5), categoryId: FIXTURE_IDS.beta }),
    post({
      id: POST.b2,
      title: "Beta two",
      createdAt: day(6),
      categoryId: FIXTURE_IDS.beta,
      tags: [k8s],
      featuredImage: "/media/covers/beta-two.webp",
      content:
        '<p>See <a href="/article/alpha-one">alpha</a> and <img src="/media/x.webp" alt="x"> ' +
        'or <a href="https://example.com/?a=1&amp;b=2">this</a> and a CDATA end ]]&gt; here.</p>',
    }),
    // Title match: "Kubernetes" only in the title.
    post({
      id: POST.titleHit,
      title: "Kubernetes operators explained",
      excerpt: "How controllers reconcile state.",
      createdAt: day(7),
    }),
    // Body-only match, newer than the title match so recency alone would put it first.
    post({
      id: POST.bodyHit,
      title: "Cluster notes",
      excerpt: "Field notes from the platform team.",
      content: `${filler}<p>We run kubernetes for batch jobs.</p>`,
      createdAt: day(8),
    }),
    post({
      id: POST.markup,
      title: "Generic markup",
      content: "<p>Wrap the word in &lt;b&gt;boldface&lt;/b&gt; tags &amp; see.</p>",
      createdAt: day(9),
    }),
    post({
      id: POST.orphan,
      title: "Orphan post",
      categoryId: null,
      authorId: null,
      createdAt: day(10),
    }),
    // A draft that would come first everywhere and matches every filter and search term.
    post({
      id: POST.draft,
      title: "Draft Kubernetes boldface secret",
      excerpt: "Draft excerpt kubernetes.",
      content: "<p>kubernetes boldface secret alpha beta</p>",
      published: false,
      createdAt: day(20),
      tags: [k8s, sec],
    }),
  ];
  for (const input of posts) await createPost(testWriter(db), input, { source: "seed" });
}

/** Published fixture ids, newest first. */
export const PUBLISHED_NEWEST_FIRST = [
  POST.orphan,
  POST.markup,
  POST.bodyHit,
  POST.titleHit,
  POST.b2,
  POST.b1,
  POST.a4,
  POST.a3,
  POST.a2,
  POST.a1,
];
