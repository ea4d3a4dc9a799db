import { describe, expect, it } from "vitest";
import type { Db } from "~/db/connection.server";
import { redirectFormSchema } from "~/lib/schemas";
import { movedAuthorPage } from "~/redirects/old-addresses.server";
import {
  findRedirect,
  importRedirectsCsv,
  listRedirects,
  REDIRECTS_PAGE_SIZE,
  RedirectError,
  saveRedirect,
} from "~/redirects/redirects.server";
import { newId } from "~/platform/ids.server";
import { rememberImportedItem } from "~/transfer/import-items.server";
import { recordLegacyKeys } from "~/transfer/legacy-urls.server";
import { describeEachEngine, insertTestPost, seedDemo } from "../helpers/database";

const at = (path: string) => new URL(path, "http://news.example");

async function where(db: Db, path: string) {
  return findRedirect(db, at(path));
}

async function addProfile(db: Db, fullName: string): Promise<string> {
  const id = newId();
  await db.insertInto("profiles").values({ id, full_name: fullName }).execute();
  return id;
}

describeEachEngine(
  "redirects",
  ({ db }) => {
    it("an editor's redirect is found however the old path is spelled, with its status; with a query when it has one", async () => {
      expect(await where(db(), "/old-page/")).toBeNull();
      await saveRedirect(db(), { from: "/Old-Page/", to: "/about", status: 301 }, null);
      await saveRedirect(
        db(),
        { from: "/?page_id=12", to: "https://elsewhere.example/jobs", status: 302 },
        null,
      );
      for (const spelling of ["/old-page", "/old-page/", "/OLD-PAGE/", "/old%2Dpage"]) {
        expect(await where(db(), spelling), spelling).toEqual({ to: "/about", status: 301 });
      }
      expect(await where(db(), "/?page_id=12")).toEqual({
        to: "https://elsewhere.example/jobs",
        status: 302,
      });
      expect(await where(db(), "/?page_id=13")).toBeNull();
      // Saved again, it changes where it goes instead of adding a second one.
      expect(await saveRedirect(db(), { from: "/old-page", to: "/team", status: 302 }, null)).toBe(
        "updated",
      );
      expect(await where(db(), "/old-page/")).toEqual({ to: "/team", status: 302 });
      await expect(
        saveRedirect(db(), { from: "/loop/", to: "/Loop", status: 301 }, null),
      ).rejects.toThrow(RedirectError);
    });

    it("an editor's redirect comes before an imported post's old address", async () => {
      const postId = await insertTestPost(db(), { published: true });
      await recordLegacyKeys(db(), postId, ["path:/hello-world"]);
      expect((await where(db(), "/hello-world/"))?.to).toMatch(/^\/article\/post-/);
      await saveRedirect(db(), { from: "/hello-world", to: "/about", status: 301 }, null);
      expect(await where(db(), "/hello-world/")).toEqual({ to: "/about", status: 301 });
    });

    it("WordPress's and Ghost's feed, tag, nested category, date and AMP addresses go to the nearest page", async () => {
      const cases: [string, string | null][] = [
        ["/feed/", "/rss"],
        ["/feed/rss2/", "/rss"],
        ["/feed/atom/", "/rss"],
        ["/rss/", "/rss"],
        // A listing's old feed is its feed here; the site's when the listing is gone.
        ["/category/ai/feed/", "/category/ai/rss"],
        ["/category/technology/ai/feed/atom/", "/category/ai/rss"],
        ["/tag/artificial-intelligence/feed/", "/topics/artificial-intelligence/rss"],
        ["/tag/no-such-tag/rss/", "/rss"],
        ["/2024/", "/category/all"],
        ["/2024/05/", "/category/all"],
        ["/2024/05/17/", "/category/all"],
        ["/2024/05/page/2/", "/category/all"],
        // A tag the site has is a topic; a tag named like a category is that category.
        ["/tag/artificial-intelligence/", "/topics/artificial-intelligence"],
        ["/tag/startups/", "/category/startups"],
        ["/tag/no-such-tag/", null],
        ["/category/technology/ai/", "/category/ai"],
        ["/category/technology/no-such-category/", null],
        ["/no-such-page/", null],
        ["/no-such-page/amp/", null],
      ];
      for (const [path, expected] of cases) {
        expect((await where(db(), path))?.to ?? null, path).toBe(expected);
      }
      const postId = await insertTestPost(db(), { published: true });
      await recordLegacyKeys(db(), postId, ["path:/ghost-post"]);
      expect((await where(db(), "/ghost-post/amp/"))?.to).toMatch(/^\/article\/post-/);
    });

    it("an old /author/{name}/ goes to the imported WordPress login's profile, or the one whose name gives the slug", async () => {
      const ada = await addProfile(db(), "Ada O'Neil");
      expect(await movedAuthorPage(db(), "ada-oneil")).toBe(`/author/${ada}`);
      const login = await addProfile(db(), "Grace Hopper");
      await rememberImportedItem(db(), "wordpress:https://old.example", "author", "ghopper", {
        targetId: login,
        fingerprint: "",
      });
      expect(await movedAuthorPage(db(), "ghopper")).toBe(`/author/${login}`);
      expect(await movedAuthorPage(db(), "nobody-here")).toBeNull();
      expect(await movedAuthorPage(db(), "%27;drop")).toBeNull();
      // Two profiles with one name: no guess.
      await addProfile(db(), "Ada O'Neil");
      expect(await movedAuthorPage(db(), "ada-oneil")).toBeNull();
    });

    it("a CSV adds and updates redirects, skips its heading line and names each refused line", async () => {
      await saveRedirect(db(), { from: "/kept/", to: "/about", status: 301 }, null);
      const csv = [
        "from,to,status",
        "/old-jobs/,/contact",
        '"/old,quoted/","https://elsewhere.example/a,b",302',
        "/kept/,/team,301",
        "no-slash,/about",
        "/fine/,javascript:alert(1)",
        "//evil.example/x,/about",
        "/bad-status/,/about,307",
        "",
      ].join("\r\n");
      const report = await importRedirectsCsv(db(), csv, null);
      expect(report).toMatchObject({ created: 2, updated: 1, refusedCount: 4 });
      expect(report.refused.map((refusal) => refusal.line)).toEqual([5, 6, 7, 8]);
      expect(report.refused[0]!.message).toMatch(/starts with \//);
      expect(await where(db(), "/old-jobs")).toEqual({ to: "/contact", status: 301 });
      expect(await where(db(), "/old,quoted/")).toEqual({
        to: "https://elsewhere.example/a,b",
        status: 302,
      });
      expect(await where(db(), "/kept")).toEqual({ to: "/team", status: 301 });
    });

    it("lists redirects a page at a time, searched by either address, with the imported addresses' count", async () => {
      for (let index = 0; index < REDIRECTS_PAGE_SIZE + 5; index += 1) {
        await saveRedirect(
          db(),
          { from: `/old-${String(index).padStart(3, "0")}/`, to: `/new-${index}`, status: 301 },
          null,
        );
      }
      const first = await listRedirects(db(), { query: "", page: 1 });
      expect(first).toMatchObject({ total: REDIRECTS_PAGE_SIZE + 5, pageCount: 2 });
      expect(first.redirects[0]!.from).toBe("/old-000");
      expect((await listRedirects(db(), { query: "", page: 2 })).redirects).toHaveLength(5);
      const found = await listRedirects(db(), { query: "NEW-42", page: 1 });
      expect(found.redirects.map((redirect) => redirect.from)).toEqual(["/old-042"]);
      expect((await listRedirects(db(), { query: "%", page: 1 })).total).toBe(
        REDIRECTS_PAGE_SIZE + 5,
      );
      expect(first.importedAddresses).toBe(0);
    });
  },
  async (db) => {
    await seedDemo(db);
  },
);

describe("the redirect form's rules", () => {
  const check = (from: string, to: string, status = "301") =>
    redirectFormSchema.safeParse({ from, to, status }).success;

  it("takes an old path on this site and a path here or an http(s) address", () => {
    expect(check("/old/", "/new")).toBe(true);
    expect(check("/?page_id=3", "https://example.com/x?y=1", "302")).toBe(true);
  });

  it("refuses other hosts, scripts, the home page itself and other statuses", () => {
    expect(check("old", "/new")).toBe(false);
    expect(check("/", "/new")).toBe(false);
    expect(check("//evil.example/x", "/new")).toBe(false);
    expect(check("/\\evil.example", "/new")).toBe(false);
    expect(check("/old#part", "/new")).toBe(false);
    expect(check("/old", "javascript:alert(1)")).toBe(false);
    expect(check("/old", "//evil.example")).toBe(false);
    expect(check("/old", "ftp://example.com")).toBe(false);
    expect(check("/old", "/new", "307")).toBe(false);
    expect(check("/old", "/new", "abc")).toBe(false);
  });
});
