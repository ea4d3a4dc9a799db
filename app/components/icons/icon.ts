import type { IconNode } from "lucide";
import { createElement, type ReactElement, type SVGProps } from "react";

/**
 * The site's icons: lucide's drawings (the `lucide` package ships them as plain data) rendered by
 * one small component of ours instead of lucide-react's runtime (its icon builder, context and
 * class merging were ~2 KB of gzipped JavaScript on every public page, and its per-render
 * attribute building showed in the server's CPU profile; decision 0021). Each icon's paths are
 * made into React elements once, when the module loads, and reused by every render.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, "ref"> & { size?: number | string };
export type IconComponent = (props: IconProps) => ReactElement;

/** aria-*, role and title make an icon meaningful; otherwise it is decoration, hidden. */
const labels = (props: object) =>
  Object.keys(props).some((key) => key.startsWith("aria-") || key === "role" || key === "title");

export function icon(node: IconNode): IconComponent {
  const paths = node.map(([tag, attributes], index) =>
    createElement(tag, { key: index, ...attributes }),
  );
  return function Icon({ size = 24, children, ...props }: IconProps) {
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        "aria-hidden": children || labels(props) ? undefined : "true",
        ...props,
      },
      paths,
      children,
    );
  };
}
