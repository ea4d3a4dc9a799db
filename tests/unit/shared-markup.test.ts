// @vitest-environment jsdom
import { act, createContext, createElement as h, useContext } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { Link } from "~/components/link";
import {
  SharedMarkup,
  SharedMarkupContext,
  type SharedMarkupKeeper,
} from "~/components/shared-markup";
import { createSharedMarkupKeeper } from "~/http/shared-markup.server";

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
  it("renders the part in place first, then inserts the kept markup, byte for byte the same", async () => {
    const keeper = createSharedMarkupKeeper();
    const page = () => renderToString(h(Page, { items: ITEMS, current: "ai", keeper }));
    const inPlace = page();
    const spy = vi.spyOn(keeper, "markupOf");
    await afterPage();
    const kept = page();
    expect(spy).toHaveReturnedWith(expect.stringContaining('href="/category/webdev"'));
    expect(kept).toBe(inPlace);
    expect(kept).toBe(renderToString(h(Page, { items: ITEMS, current: "ai", keeper: null })));
    expect(kept).toContain('aria-current="page"');
  });

  it("never inserts the markup of other inputs: a renamed item or another current one", async () => {
    const keeper = createSharedMarkupKeeper();
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
      expect(renderToString(h(Page, { items, current, keeper }))).toBe(expected);
      await afterPage();
      expect(renderToString(h(Page, { items, current, keeper }))).toBe(expected);
    }
  });

  it("keeps by value: equal inputs in new objects find the same markup", async () => {
    const keeper = createSharedMarkupKeeper();
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
