// @vitest-environment happy-dom
import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { articleEditorExtensions } from "~/components/admin/article-editor-extensions";
import { articleHtml } from "~/components/admin/editor-html";
import { saveGallery, selectedGallery } from "~/components/admin/gallery-node";
import { countImagesWithoutAlt } from "~/components/admin/missing-alt";
import { galleryProblem } from "~/components/admin/gallery-form";
import { filterSlashMenuItems } from "~/components/admin/slash-menu-items";
import { sanitizeArticleHtml } from "~/content/html.server";

let editor: Editor | null = null;
afterEach(() => editor?.destroy());

function load(html: string): Editor {
  editor = new Editor({ extensions: articleEditorExtensions(), content: html });
  return editor;
}

const GALLERY =
  '<figure class="gallery"><img src="/media/a.webp" alt="Server racks"><img src="/media/b.webp" alt="A clean room">' +
  "<figcaption>Inside the fab</figcaption></figure>";

describe("sanitizer: galleries", () => {
  it("keeps a gallery's figure, images with their alt text, and caption", () => {
    expect(sanitizeArticleHtml(GALLERY)).toBe(
      '<figure class="gallery"><img src="/media/a.webp" alt="Server racks" loading="lazy" />' +
        '<img src="/media/b.webp" alt="A clean room" loading="lazy" />' +
        "<figcaption>Inside the fab</figcaption></figure>",
    );
    const clean = sanitizeArticleHtml(GALLERY);
    expect(sanitizeArticleHtml(clean)).toBe(clean);
  });

  it("drops other classes, styles, handlers, ids and data attributes, and hostile sources", () => {
    const html =
      '<figure class="gallery wide evil" style="position:fixed" id="x" data-layout="3" onclick="alert(1)">' +
      '<img src="/media/a.webp" alt="A" class="gallery-image" onerror="alert(1)" style="width:9999px" srcset="https://evil.example/x.png 2x">' +
      '<img src="javascript:alert(1)" alt="B">' +
      '<figcaption class="big" onmouseover="x()">Cap<script>alert(1)</script></figcaption></figure>';
    expect(sanitizeArticleHtml(html)).toBe(
      '<figure class="gallery"><img src="/media/a.webp" alt="A" loading="lazy" />' +
        "<figcaption>Cap</figcaption></figure>",
    );
  });

  it("does not keep a class it does not know on a figure", () => {
    expect(
      sanitizeArticleHtml('<figure class="kg-gallery-card"><img src="/a.png" alt=""></figure>'),
    ).toBe('<figure><img src="/a.png" alt="" loading="lazy" /></figure>');
  });
});

describe("galleries in the editor", () => {
  it("load from stored HTML and serialise back to the bytes the sanitizer keeps", () => {
    const html = articleHtml(load(`<p>Before</p>${GALLERY}<p>After</p>`));
    expect(html).toBe(`<p>Before</p>${GALLERY}<p>After</p>`);
    expect(sanitizeArticleHtml(html)).toContain('<figure class="gallery">');
  });

  it("keep at most three images; a figure.gallery with one image stays a plain figure", () => {
    const four =
      '<figure class="gallery">' + '<img src="/m/1.png" alt="1">'.repeat(4) + "</figure>";
    expect(articleHtml(load(four)).match(/<img/g)).toHaveLength(3);
    editor?.destroy();
    const one =
      '<figure class="gallery"><img src="/m/1.png" alt="1"><figcaption>C</figcaption></figure>';
    expect(articleHtml(load(one))).toBe(
      '<figure><img src="/m/1.png" alt="1"><figcaption>C</figcaption></figure>',
    );
  });

  it("are inserted at the caret, selected, edited and deleted as one block", () => {
    load("<p>Intro</p>");
    editor!.commands.setTextSelection(editor!.state.doc.content.size - 1);
    saveGallery(editor!, {
      images: [
        { src: "/media/a.webp", alt: " Racks " },
        { src: "/media/b.webp", alt: "Room" },
      ],
      caption: "  Two  views ",
    });
    expect(articleHtml(editor!)).toBe(
      '<p>Intro</p><figure class="gallery"><img src="/media/a.webp" alt="Racks"><img src="/media/b.webp" alt="Room"><figcaption>Two views</figcaption></figure>',
    );
    let pos = -1;
    editor!.state.doc.descendants((node, at) => {
      if (node.type.name === "gallery") pos = at;
    });
    editor!.commands.setNodeSelection(pos);
    expect(selectedGallery(editor!)?.images.map((image) => image.alt)).toEqual(["Racks", "Room"]);
    saveGallery(editor!, {
      images: [
        { src: "/media/a.webp", alt: "Racks of servers" },
        { src: "/media/b.webp", alt: "Room" },
        { src: "/media/c.webp", alt: "Wafer" },
      ],
      caption: "",
    });
    expect(articleHtml(editor!)).toBe(
      '<p>Intro</p><figure class="gallery"><img src="/media/a.webp" alt="Racks of servers"><img src="/media/b.webp" alt="Room"><img src="/media/c.webp" alt="Wafer"></figure>',
    );
    editor!.commands.setNodeSelection(pos);
    editor!.commands.deleteSelection();
    expect(articleHtml(editor!)).toBe("<p>Intro</p>");
  });

  it("take the empty line they were asked from, and the caret goes on below them", () => {
    load("<p>Intro</p><p></p><p>Outro</p>");
    editor!.commands.setTextSelection(8);
    const images = [
      { src: "/media/a.webp", alt: "A" },
      { src: "/media/b.webp", alt: "B" },
    ];
    saveGallery(editor!, { images, caption: "" });
    editor!.commands.insertContent("Next ");
    expect(articleHtml(editor!)).toBe(
      '<p>Intro</p><figure class="gallery"><img src="/media/a.webp" alt="A"><img src="/media/b.webp" alt="B"></figure><p>Next Outro</p>',
    );
    // From the middle of a sentence: after its paragraph, which stays whole.
    editor!.commands.setTextSelection(3);
    saveGallery(editor!, { images, caption: "" });
    editor!.commands.insertContent("Typed");
    expect(articleHtml(editor!)).toMatch(
      /^<p>Intro<\/p><figure class="gallery">.*?<\/figure><p>Typed<\/p><figure class="gallery">/,
    );
  });

  it("count their undescribed images in the editor's missing alt text warning", () => {
    load(
      '<figure class="gallery"><img src="/m/1.png" alt="One"><img src="/m/2.png" alt=""><img src="/m/3.png"></figure><img src="/m/4.png" alt="">',
    );
    expect(countImagesWithoutAlt(editor!.state.doc)).toBe(3);
  });

  it("asks for 2–3 images, each described", () => {
    expect(galleryProblem({ images: [{ src: "/a", alt: "A" }], caption: "" })).toMatch(
      /at least 2/,
    );
    expect(
      galleryProblem({
        images: [
          { src: "/a", alt: "A" },
          { src: "/b", alt: "  " },
        ],
        caption: "",
      }),
    ).toBe("Describe image 2 in its alt text.");
    expect(
      galleryProblem({
        images: [
          { src: "/a", alt: "A" },
          { src: "/b", alt: "B" },
        ],
        caption: "",
      }),
    ).toBeNull();
  });
});

describe("the / menu's filter", () => {
  const ids = (query: string) => filterSlashMenuItems(query).map((item) => item.id);

  it.each(["gallery", "Gal", "images", "photos"])("finds the gallery for %s", (query) => {
    expect(ids(query)).toContain("gallery");
  });

  it("puts words that start with the query before words that contain it", () => {
    expect(ids("photo")).toEqual(["image", "gallery"]);
    expect(ids("note")).toEqual(["callout", "footnote"]);
    expect(ids("foot")).toEqual(["footnote"]);
  });

  it("offers every block for an empty query, and nothing for a word no block has", () => {
    expect(ids("")).toHaveLength(14);
    expect(ids("  ")).toHaveLength(14);
    expect(ids("zzz")).toEqual([]);
  });
});
