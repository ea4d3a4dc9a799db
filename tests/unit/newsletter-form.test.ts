// @vitest-environment jsdom
import { act, createElement as h, type ReactElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutesStub } from "react-router";
import {
  LiveNewsletterForm,
  NewsletterBox,
  NewsletterFormMarkup,
} from "~/components/newsletter-form";
import { SharedMarkupContext, type SharedMarkupKeeper } from "~/components/shared-markup";
import { SiteFooter } from "~/components/site-footer";
import { createSharedMarkupKeeper } from "~/http/shared-markup.server";

const site = {
  title: "TechPulse",
  tagline: "Technology news & analysis",
  description: "",
  socialLinks: [{ label: "Twitter" as const, href: "https://x.com/techpulse" }],
};
const categories = [
  { name: "AI", slug: "ai" },
  { name: "Security", slug: "security" },
];

/** `element` rendered inside a router, as on a page of the site; `/newsletter` takes the post. */
function inRouter(
  element: () => ReactElement,
  keeper: SharedMarkupKeeper | null = null,
  subscribe: (form: FormData) => unknown = () => ({ ok: true }),
) {
  const Stub = createRoutesStub([
    { id: "root", path: "/*", Component: element },
    { path: "/newsletter", action: async ({ request }) => subscribe(await request.formData()) },
  ]);
  return h(
    SharedMarkupContext.Provider,
    { value: keeper },
    h(Stub, { initialEntries: ["/article/x"], hydrationData: { loaderData: { root: { site } } } }),
  );
}

/** Lets the keeper's deferred render run. */
const afterPage = () => new Promise((resolve) => setImmediate(resolve));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("newsletter form", () => {
  it.each([
    { id: "footer-newsletter-email", label: "Email address for the newsletter" },
    { id: "box-email", className: "max-w-md" },
    { id: "page-email", className: "mt-4" },
  ])("the server's markup is what the browser's fetcher form first renders ($id)", (props) => {
    const live = renderToString(inRouter(() => h(LiveNewsletterForm, props)));
    const server = renderToString(h(NewsletterFormMarkup, props));
    expect(server).toContain(`id="${props.id}"`);
    expect(server).toContain('action="/newsletter"');
    expect(live).toBe(server);
  });

  it("the footer and a newsletter box are kept, byte for byte as rendered in place", async () => {
    vi.stubEnv("SSR", true);
    const page = () =>
      h("div", null, [
        h(NewsletterBox, {
          key: "box",
          id: "article-newsletter-heading",
          title: "Get TechPulse in your inbox",
          body: "Once a week.",
        }),
        h(SiteFooter, { key: "footer", categories, site }),
      ]);
    const keeper = createSharedMarkupKeeper();
    const spy = vi.spyOn(keeper, "markupOf");
    const inPlace = renderToString(inRouter(page));
    for (let round = 0; round < 3; round += 1) {
      expect(renderToString(inRouter(page, keeper))).toBe(inPlace);
      await afterPage();
    }
    const kept = spy.mock.results.map((result) => result.value as string | null);
    expect(kept.at(-2)).toContain('id="article-newsletter-heading-email"');
    expect(kept.at(-1)).toContain('id="footer-newsletter-email"');
    expect(kept.at(-1)).toContain("Technology news &amp; analysis");
  });

  it("the browser hydrates the server's kept footer without a mismatch, then posts through its fetcher", async () => {
    vi.stubEnv("SSR", true);
    const keeper = createSharedMarkupKeeper();
    const footer = () => h(SiteFooter, { categories, site });
    renderToString(inRouter(footer, keeper));
    renderToString(inRouter(footer, keeper));
    await afterPage();
    const container = document.createElement("div");
    container.innerHTML = renderToString(inRouter(footer, keeper));
    document.body.append(container);
    const server = container.innerHTML;
    expect(server).toContain('id="footer-newsletter-email"');

    vi.stubEnv("SSR", false);
    const errors: unknown[] = [];
    const consoleErrors = vi.spyOn(console, "error");
    const subscribe = vi.fn(() => ({ ok: true }));
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, inRouter(footer, null, subscribe), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(server);

    // Hydrated: the form is the fetcher's. The router takes the submit over (no page load),
    // posts it to the action and, on success, the form is emptied.
    const form = container.querySelector("form")!;
    const email = container.querySelector<HTMLInputElement>("#footer-newsletter-email")!;
    email.value = "reader@example.com";
    const submitted = new Event("submit", { bubbles: true, cancelable: true });
    await act(async () => {
      form.dispatchEvent(submitted);
    });
    expect(submitted.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(subscribe).toHaveBeenCalledTimes(1));
    expect((subscribe.mock.calls[0] as unknown as [FormData])[0].get("email")).toBe(
      "reader@example.com",
    );
    await vi.waitFor(() => expect(email.value).toBe(""));
    await act(async () => root!.unmount());
  });
});
