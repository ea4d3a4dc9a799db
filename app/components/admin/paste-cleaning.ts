/**
 * Cleans HTML pasted from a word processor (Word, Google Docs, LibreOffice) or a web page before
 * the editor parses it: structure stays (headings, paragraphs, lists, links, bold, italic,
 * tables, images), presentation goes (styles, classes, fonts, spans, Word's `mso-` markup,
 * comments, empty paragraphs). The editor's schema and the server's sanitizer would drop most of
 * it anyway; cleaning first keeps what they would get wrong: Word's lists are paragraphs with
 * bullet characters, Google Docs marks bold with a style on a span, and an empty `<p>` per blank
 * line would survive as an empty paragraph.
 */

/** Elements removed with everything inside them. */
const DROPPED = "style, script, meta, link, title, xml, template, noscript, object, embed, svg";
/** Elements replaced by their children. */
const UNWRAPPED = new Set(["SPAN", "FONT", "O:P", "DIV", "SECTION", "ARTICLE", "CENTER", "SMALL"]);
/** The attributes that carry meaning, per element; every other attribute is removed. */
const KEPT_ATTRIBUTES: Record<string, readonly string[]> = {
  A: ["href"],
  IMG: ["src", "alt"],
  TD: ["colspan", "rowspan"],
  TH: ["colspan", "rowspan"],
  OL: ["start"],
  CODE: ["class"],
};
const HEADING_LEVEL: Record<string, "h2" | "h3"> = { H1: "h2", H4: "h3", H5: "h3", H6: "h3" };

export function cleanPastedHtml(html: string): string {
  const document = new DOMParser().parseFromString(html, "text/html");
  const body = document.body;
  removeComments(body);
  for (const element of Array.from(body.querySelectorAll(DROPPED))) element.remove();
  convertWordLists(body);
  convertStyledEmphasis(body);
  for (const element of Array.from(body.querySelectorAll("*"))) {
    if (!element.isConnected) continue;
    if (UNWRAPPED.has(element.tagName)) {
      unwrap(element);
      continue;
    }
    const level = HEADING_LEVEL[element.tagName];
    const cleaned = level ? rename(element, level) : element;
    keepOnlyMeaningfulAttributes(cleaned);
  }
  removeEmptyParagraphs(body);
  return body.innerHTML.trim();
}

function removeComments(root: HTMLElement) {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

/**
 * Word writes each list item as `<p style="mso-list:l0 level1 lfo1">` starting with its bullet or
 * number in a `mso-list:Ignore` span. Consecutive such paragraphs become one `<ul>` or `<ol>`
 * (nesting levels are flattened: one level is what survives reliably).
 */
function convertWordLists(root: HTMLElement) {
  const items = Array.from(root.querySelectorAll("p")).filter((p) =>
    /mso-list:\s*l\d/i.test(p.getAttribute("style") ?? ""),
  );
  let list: HTMLElement | null = null;
  let listId: string | null = null;
  for (const paragraph of items) {
    const id = /mso-list:\s*(l\d+)/i.exec(paragraph.getAttribute("style") ?? "")?.[1] ?? null;
    const marker = paragraph.querySelector(
      '[style*="mso-list:Ignore" i], [style*="mso-list: Ignore" i]',
    );
    const ordered = /^\s*(\d+|[a-z]|[ivxlc]+)[.)]/i.test(marker?.textContent ?? "");
    marker?.remove();
    // Word numbers each list (l0, l1, …): a new number starts a new list even right after one.
    if (list === null || listId !== id || list.nextElementSibling !== paragraph) {
      list = root.ownerDocument.createElement(ordered ? "ol" : "ul");
      listId = id;
      paragraph.before(list);
    }
    const item = root.ownerDocument.createElement("li");
    item.append(...Array.from(paragraph.childNodes));
    list.append(item);
    paragraph.remove();
  }
}

/** Google Docs and some pages mark bold and italic with styles on spans, not with elements. */
function convertStyledEmphasis(root: HTMLElement) {
  for (const element of Array.from(root.querySelectorAll<HTMLElement>("[style]"))) {
    const style = element.getAttribute("style") ?? "";
    // Google Docs wraps the whole paste in <b style="font-weight:normal">.
    if (element.tagName === "B" && /font-weight:\s*(normal|400)/i.test(style)) {
      unwrap(element);
      continue;
    }
    if (element.tagName !== "SPAN") continue;
    if (/font-style:\s*italic/i.test(style)) wrapChildren(element, "em");
    if (/font-weight:\s*(bold|[6-9]00)/i.test(style)) wrapChildren(element, "strong");
  }
}

function keepOnlyMeaningfulAttributes(element: Element) {
  const kept = KEPT_ATTRIBUTES[element.tagName] ?? [];
  for (const { name } of Array.from(element.attributes)) {
    if (!kept.includes(name)) element.removeAttribute(name);
  }
  // A code element keeps only a language class (what the code block's language is stored as).
  const language = element.getAttribute("class")?.match(/\blanguage-[\w-]+/)?.[0];
  if (element.hasAttribute("class")) {
    if (language) element.setAttribute("class", language);
    else element.removeAttribute("class");
  }
}

/** Paragraphs with nothing but whitespace (Word's `&nbsp;` blank lines) and no image. */
function removeEmptyParagraphs(root: HTMLElement) {
  for (const paragraph of Array.from(root.querySelectorAll("p"))) {
    const blank = (paragraph.textContent ?? "").replace(/[\s\u00a0]/g, "") === "";
    if (blank && !paragraph.querySelector("img")) paragraph.remove();
  }
}

function unwrap(element: Element) {
  element.replaceWith(...Array.from(element.childNodes));
}

function wrapChildren(element: Element, tagName: "em" | "strong") {
  const wrapper = element.ownerDocument.createElement(tagName);
  wrapper.append(...Array.from(element.childNodes));
  element.append(wrapper);
}

function rename(element: Element, tagName: string): Element {
  const renamed = element.ownerDocument.createElement(tagName);
  renamed.append(...Array.from(element.childNodes));
  element.replaceWith(renamed);
  return renamed;
}
