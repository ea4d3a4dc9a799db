import type { IconNode } from "lucide";
import { createElement, type ReactElement, type SVGProps } from "react";

/**
 * The site's icons: lucide's drawings (the `lucide` package ships them as plain data) rendered by
 * one small component of ours instead of lucide-react's runtime (its icon builder, context and
 * class merging were ~2 KB of gzipped JavaScript on every public page, and its per-render
 * attribute building showed in the server's CPU profile; decision 0021).
 *
 * Each drawing is made into its markup once, when the module loads, and set as the `<svg>`'s
 * inner HTML: React renders one element per icon instead of one per line and circle (an article
 * page shows 19 icons drawn with 36 shapes, a sixth of the elements React rendered for it;
 * decision 0017). The markup is what React wrote for the same shapes, byte for byte.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, "ref" | "children"> & {
  size?: number | string;
};
export type IconComponent = (props: IconProps) => ReactElement;

/** aria-*, role and title make an icon meaningful; otherwise it is decoration, hidden. */
const labels = (props: object) =>
  Object.keys(props).some((key) => key.startsWith("aria-") || key === "role" || key === "title");

/** An icon component for a drawing; `defaultSize` in pixels when no `size` is given. */
export function icon(node: IconNode, defaultSize = 24): IconComponent {
  const drawing = { __html: drawingMarkup(node) };
  return function Icon({ size = defaultSize, ...props }: IconProps) {
    return createElement("svg", {
      xmlns: "http://www.w3.org/2000/svg",
      width: size,
      height: size,
      viewBox: "0 0 24 24",
      fill: "none",
      stroke: "currentColor",
      strokeWidth: 2,
      strokeLinecap: "round",
      strokeLinejoin: "round",
      "aria-hidden": labels(props) ? undefined : "true",
      ...props,
      dangerouslySetInnerHTML: drawing,
    });
  };
}

/** `<path d="…"></path>…`: lucide's shapes with their attributes as written, values escaped. */
export function drawingMarkup(node: IconNode): string {
  return node
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
        .join("");
      return `<${tag}${written}></${tag}>`;
    })
    .join("");
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}
