import { readdirSync } from "node:fs";
import path from "node:path";
import * as lucide from "lucide";
import type { IconNode } from "lucide";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { drawingMarkup, icon, type IconComponent } from "~/components/icons/icon";

/** Every icon module of the site, by file name. */
async function siteIcons(): Promise<Array<[string, IconComponent]>> {
  const folder = path.resolve("app/components/icons");
  const files = readdirSync(folder).filter((file) => file !== "icon.ts" && file.endsWith(".ts"));
  const modules = await Promise.all(
    files.map(async (file) => [file, await import(`~/components/icons/${file.slice(0, -3)}`)]),
  );
  return modules.flatMap(([file, exports]) =>
    Object.entries(exports as Record<string, IconComponent>).map(
      ([name, component]) => [`${file}:${name}`, component] as [string, IconComponent],
    ),
  );
}

/** What React writes for the same shapes as elements: the markup before the drawing was kept. */
function shapesRenderedByReact(node: IconNode): string {
  const svg = renderToStaticMarkup(
    createElement(
      "svg",
      null,
      node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes })),
    ),
  );
  return svg.slice("<svg>".length, -"</svg>".length);
}

describe("icons", () => {
  it("every lucide drawing's markup is what React renders for its shapes, byte for byte", () => {
    const nodes = Object.values(lucide).filter(
      (value): value is IconNode => Array.isArray(value) && Array.isArray(value[0]),
    );
    expect(nodes.length).toBeGreaterThan(1000);
    for (const node of nodes) expect(drawingMarkup(node)).toBe(shapesRenderedByReact(node));
  });

  it("escapes attribute values as React does", () => {
    const node: IconNode = [["path", { d: `M0 0"/><script>&'` }]];
    expect(drawingMarkup(node)).toBe(shapesRenderedByReact(node));
    expect(drawingMarkup(node)).not.toContain("<script>");
  });

  it("each of the site's icons renders one svg holding its drawing; hidden unless labelled", async () => {
    const icons = await siteIcons();
    expect(icons.length).toBeGreaterThan(50);
    for (const [, Icon] of icons) {
      const markup = renderToStaticMarkup(createElement(Icon, { className: "size-4" }));
      expect(markup).toMatch(/^<svg [^>]*aria-hidden="true" class="size-4">.+<\/svg>$/);
    }
    const Arrow = icon(lucide.ArrowRight);
    expect(renderToStaticMarkup(createElement(Arrow, { "aria-label": "Next", size: 16 }))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-label="Next"><path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path></svg>',
    );
  });
});
