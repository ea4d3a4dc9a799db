// @vitest-environment jsdom
import { act, createContext, createElement as h, useContext } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { createRoutesStub } from "react-router";
import { ArticleCard } from "~/components/article-card";
import { Link } from "~/components/link";
import type { ArticleCard as ArticleCardData } from "~/content/types";
import {
  SharedMarkup,
  SharedMarkupContext,
  type SharedMarkupKeeper,
} from "~/components/shared-markup";
import { SiteHeader } from "~/components/site-header";
import type { HeaderUser } from "~/components/account-button";
import { createSharedMarkupKeeper } from "~/http/shared-markup.server";
import { setRenderKeepers } from "~/cache/render-keepers.server";

interface MenuItem {
  name: string;
  slug: string;
}

// A part shaped like the site's: links, adjacent text nodes (which React separates with
// comments), a fragment at the top, an attribute that depends on an input.
interface MenuInputs {
  items: readonly MenuItem[];
  current: string | null;
}

function Menu({ items, current }: MenuInputs) {
  return h(
    "div",
    null,
    h(
      "ul",
      { className: "menu" },
      items.map((item) =>
        h(
          "li",
          { key: item.slug },
          h(
            Link,
            {
              to: `/category/${item.slug}`,
              "aria-current": item.slug === current ? "page" : undefined,
            },
            item.name,
          ),
          " (",
          item.slug,
          ")",
        ),
      ),
    ),
    h("p", null, "Items: ", items.length),
  );
}

function Page({
  items,
  current,
  keeper,
}: {
  items: readonly MenuItem[];
  current: string | null;
  keeper: SharedMarkupKeeper | null;
}) {
  return h(
    SharedMarkupContext.Provider,
    { value: keeper },
    h(
      "main",
      null,
      h("h1", null, "Before"),
      h(SharedMarkup<MenuInputs>, {
        as: "nav",
        "aria-label": "Categories",
        className: "wide",
        part: Menu,
        inputs: { items, current },
      }),
      h("p", null, "After"),
    ),
  );
}

const ITEMS: MenuItem[] = [
  { name: "AI", slug: "ai" },
  { name: "Web Dev", slug: "webdev" },
];

/** Lets the keeper's deferred render run. */
const afterPage = () => new Promise((resolve) => setImmediate(resolve));

// The component consults the keeper only in the server's build.
vi.stubEnv("SSR", true);

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

afterAll(() => vi.unstubAllEnvs());

describe("shared markup", () => {
  it("renders the part in place until a second page asks, then inserts the kept markup, byte for byte the same", async () => {
    const keeper = createSharedMarkupKeeper();
    const page = () => renderToString(h(Page, { items: ITEMS, current: "ai", keeper }));
    const spy = vi.spyOn(keeper, "markupOf");
    const inPlace = page();
    await afterPage();
    // Asked for once: nothing was kept, so a part that one page alone shows costs no second render.
    expect(page()).toBe(inPlace);
    expect(spy).toHaveLastReturnedWith(null);
    await afterPage();
    const kept = page();
    expect(spy).toHaveLastReturnedWith(expect.stringContaining('href="/category/webdev"'));
    expect(kept).toBe(inPlace);
    expect(kept).toBe(renderToString(h(Page, { items: ITEMS, current: "ai", keeper: null })));
    expect(kept).toContain('aria-current="page"');
  });

  it("a part marked keep={false} is always rendered in place", async () => {
    const keeper = createSharedMarkupKeeper();
    const spy = vi.spyOn(keeper, "markupOf");
    const page = () =>
      renderToString(
        h(
          SharedMarkupContext.Provider,
          { value: keeper },
          h(SharedMarkup<MenuInputs>, {
            as: "nav",
            part: Menu,
            inputs: { items: ITEMS, current: null },
            keep: false,
          }),
        ),
      );
    const first = page();
    for (let round = 0; round < 3; round += 1) {
      await afterPage();
      expect(page()).toBe(first);
    }
    expect(spy).not.toHaveBeenCalled();
  });

  it("never inserts the markup of other inputs: a renamed item or another current one", async () => {
    const keeper = createSharedMarkupKeeper();
    renderToString(h(Page, { items: ITEMS, current: "ai", keeper }));
    renderToString(h(Page, { items: ITEMS, current: "ai", keeper }));
    await afterPage();
    const renamed = ITEMS.map((item) =>
      item.slug === "ai" ? { ...item, name: "Machine learning" } : item,
    );
    for (const [items, current] of [
      [renamed, "ai"],
      [ITEMS, "webdev"],
      [ITEMS, null],
    ] as const) {
      const expected = renderToString(h(Page, { items, current, keeper: null }));
      for (let round = 0; round < 3; round += 1) {
        expect(renderToString(h(Page, { items, current, keeper }))).toBe(expected);
        await afterPage();
      }
    }
  });

  it("keeps nothing with the render keepers off (RENDER_KEEPERS=false): every page renders the part", async () => {
    const keeper = createSharedMarkupKeeper();
    const page = () => renderToString(h(Page, { items: ITEMS, current: "ai", keeper }));
    const spy = vi.spyOn(keeper, "markupOf");
    setRenderKeepers(false);
    try {
      const inPlace = page();
      for (const _ of [1, 2, 3]) {
        await afterPage();
        expect(page()).toBe(inPlace);
        expect(spy).toHaveLastReturnedWith(null);
      }
    } finally {
      setRenderKeepers(true);
    }
    // Nothing was scheduled meanwhile: on again, the part is kept from the second page asking.
    page();
    await afterPage();
    expect(spy).toHaveLastReturnedWith(null);
    page();
    await afterPage();
    expect(keeper.markupOf(Menu, { items: ITEMS, current: "ai" })).toEqual(
      expect.stringContaining('href="/category/webdev"'),
    );
  });

  it("keeps by value: equal inputs in new objects find the same markup", async () => {
    const keeper = createSharedMarkupKeeper();
    renderToString(h(Page, { items: ITEMS, current: null, keeper }));
    renderToString(h(Page, { items: ITEMS, current: null, keeper }));
    await afterPage();
    const copy = ITEMS.map((item) => ({ ...item }));
    expect(keeper.markupOf(Menu, { items: copy, current: null })).toBe(
      renderToString(h(Menu, { items: ITEMS, current: null })),
    );
  });

  it("a part that cannot be rendered alone is left in place on every page", async () => {
    const Needed = createContext<string | null>(null);
    const renderedAlone = vi.fn();
    function NeedsContext({ label }: { label: string }) {
      const value = useContext(Needed);
      if (value === null) {
        renderedAlone();
        throw new Error("rendered outside its provider");
      }
      return h("span", null, `${label}: ${value}`);
    }
    const keeper = createSharedMarkupKeeper();
    const page = () =>
      renderToString(
        h(
          Needed.Provider,
          { value: "from the page" },
          h(
            SharedMarkupContext.Provider,
            { value: keeper },
            h(SharedMarkup<{ label: string }>, {
              as: "div",
              part: NeedsContext,
              inputs: { label: "Value" },
            }),
          ),
        ),
      );
    const first = page();
    await afterPage();
    expect(page()).toBe(first);
    await afterPage();
    expect(page()).toBe(first);
    await afterPage();
    // Tried alone once, not again for every page.
    expect(renderedAlone).toHaveBeenCalledTimes(1);
    expect(first).toContain("Value: from the page");
    expect(keeper.markupOf(NeedsContext, { label: "Value" })).toBeNull();
  });

  it("the browser hydrates the kept markup without a mismatch, and the part then updates", async () => {
    const keeper = createSharedMarkupKeeper();
    renderToString(h(Page, { items: ITEMS, current: "ai", keeper }));
    renderToString(h(Page, { items: ITEMS, current: "ai", keeper }));
    await afterPage();
    const container = document.createElement("div");
    container.innerHTML = renderToString(h(Page, { items: ITEMS, current: "ai", keeper }));
    document.body.append(container);
    const server = container.innerHTML;

    const errors: unknown[] = [];
    const client = (current: string | null) => h(Page, { items: ITEMS, current, keeper: null });
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, client("ai"), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(server);

    await act(async () => root!.render(client("webdev")));
    expect(container.querySelector('[aria-current="page"]')?.textContent).toBe("Web Dev");
  });
});

describe("article cards", () => {
  const card: ArticleCardData = {
    id: "a1",
    slug: "quiet-chips",
    title: "Quiet chips & <loud> fans",
    excerpt: "Why the fans spin up.",
    imageUrl: "/media/covers/quiet-chips.webp",
    date: "2026-11-20T09:00:00.000Z",
    readingMinutes: 4,
    category: { id: "c1", name: "Hardware", slug: "hardware" },
    author: { id: "u1", name: "Ana Ruiz", avatarUrl: null },
    authors: [{ id: "u1", name: "Ana Ruiz", avatarUrl: null }],
  };
  const list = (keeper: SharedMarkupKeeper | null, cards: ArticleCardData[], priority = false) =>
    renderToString(
      h(
        SharedMarkupContext.Provider,
        { value: keeper },
        h(
          "div",
          null,
          cards.map((each) => h(ArticleCard, { key: each.id, article: each, priority })),
          cards.map((each) =>
            h(ArticleCard, { key: `c${each.id}`, article: each, variant: "compact" }),
          ),
        ),
      ),
    );

  it("are kept and inserted byte for byte as rendered in place, per card data", async () => {
    const keeper = createSharedMarkupKeeper();
    const spy = vi.spyOn(keeper, "markupOf");
    const other = { ...card, id: "a2", slug: "loud-chips", title: "Loud chips" };
    for (let round = 0; round < 3; round += 1) {
      expect(list(keeper, [card, other])).toBe(list(null, [card, other]));
      await afterPage();
    }
    expect(spy).toHaveLastReturnedWith(expect.stringContaining('href="/article/loud-chips"'));
    // An edited card is new data: never the markup kept for the old one.
    const edited = { ...card, title: "Quieter chips" };
    expect(list(keeper, [edited])).toBe(list(null, [edited]));
    expect(list(keeper, [edited])).toContain("Quieter chips");
  });

  it("a priority card is rendered in place, so React still preloads its image", async () => {
    const keeper = createSharedMarkupKeeper();
    for (let round = 0; round < 3; round += 1) {
      const page = list(keeper, [card], true);
      expect(page).toBe(list(null, [card], true));
      expect(page).toContain('rel="preload" as="image"');
      await afterPage();
    }
  });
});

describe("site header", () => {
  const categories = [
    { name: "AI", slug: "ai" },
    { name: "Security", slug: "security" },
  ];
  const site = { title: "TechPulse", tagline: "", description: "", socialLinks: [] };
  const page = (keeper: SharedMarkupKeeper | null, user: HeaderUser | null, path = "/") => {
    const Stub = createRoutesStub([
      { id: "root", path: "/*", Component: () => h(SiteHeader, { categories, user, site }) },
    ]);
    return renderToString(
      h(
        SharedMarkupContext.Provider,
        { value: keeper },
        h(Stub, { initialEntries: [path], hydrationData: { loaderData: { root: { site } } } }),
      ),
    );
  };
  const keptHeaders = (spy: { mock: { calls: unknown[][]; results: { value: unknown }[] } }) =>
    spy.mock.calls.flatMap(([part], index) =>
      (part as { name: string }).name === "HeaderBar" ? [spy.mock.results[index]!.value] : [],
    );

  it("a reader's header is kept and inserted byte for byte as rendered in place", async () => {
    const keeper = createSharedMarkupKeeper();
    const spy = vi.spyOn(keeper, "markupOf");
    for (let round = 0; round < 3; round += 1) {
      expect(page(keeper, null, "/category/ai")).toBe(page(null, null, "/category/ai"));
      await afterPage();
    }
    expect(keptHeaders(spy).at(-1)).toEqual(expect.stringContaining('aria-label="Open menu"'));
    expect(page(keeper, null, "/category/ai")).toContain('aria-current="page"');
  });

  it("a signed-in reader's header is never kept: it is theirs", async () => {
    const keeper = createSharedMarkupKeeper();
    const spy = vi.spyOn(keeper, "markupOf");
    const user = { name: "Ana Ruiz", email: "ana@example.com", image: null, isAdmin: false };
    for (let round = 0; round < 3; round += 1) {
      expect(page(keeper, user)).toContain("Account menu for Ana Ruiz");
      await afterPage();
    }
    expect(keptHeaders(spy)).toEqual([]);
  });
});
