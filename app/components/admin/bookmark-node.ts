import { Node } from "@tiptap/core";
import { normalizeImageSrc, normalizeLinkHref } from "~/lib/editor-urls";

/**
 * A bookmark card: a link to another page with its title, description, site name and image
 * (read on the server, app/content/bookmark-preview.server.ts), stored as
 * `<figure class="bookmark-card"><a href>…</a></figure>`, which the sanitizer keeps as such.
 * One atom, so it moves and deletes as a block.
 */
export const Bookmark = Node.create({
  name: "bookmark",
  group: "block",
  atom: true,
  draggable: true,

  addAttributes() {
    return {
      url: { default: null },
      title: { default: "" },
      description: { default: "" },
      site: { default: "" },
      image: { default: null },
    };
  },

  parseHTML() {
    return [
      {
        tag: "figure.bookmark-card",
        // Before Figure, which would take it for an image with a caption.
        priority: 70,
        getAttrs: (element) => {
          const link = element.querySelector("a[href]");
          const url = normalizeLinkHref(link?.getAttribute("href") ?? "");
          if (!link || !url) return false;
          const text = (selector: string) =>
            element.querySelector(selector)?.textContent?.trim() ?? "";
          const image = normalizeImageSrc(element.querySelector("img")?.getAttribute("src") ?? "");
          return {
            url,
            title: text("strong") || url,
            description: text(".bookmark-description"),
            site: text(".bookmark-site"),
            image: image || null,
          };
        },
      },
    ];
  },

  renderHTML({ node }) {
    const { url, title, description, site, image } = node.attrs as Record<string, string | null>;
    return [
      "figure",
      { class: "bookmark-card" },
      [
        "a",
        { href: url },
        [
          "span",
          { class: "bookmark-text" },
          ["strong", {}, title || url || ""],
          ...(description ? [["span", { class: "bookmark-description" }, description]] : []),
          ...(site ? [["span", { class: "bookmark-site" }, site]] : []),
        ],
        ...(image ? [["img", { src: image, alt: "" }]] : []),
      ],
    ];
  },
});
