import { Node } from "@tiptap/core";

/**
 * A highlighted note in the text ("Callout" in the toolbar), stored as
 * `<aside class="callout" role="note">`: role note, because an aside inside the article would
 * otherwise be announced as a separate landmark. The sanitizer writes the same attributes.
 */
export const Callout = Node.create({
  name: "callout",
  group: "block",
  content: "block+",
  defining: true,

  parseHTML() {
    return [{ tag: "aside.callout" }];
  },

  renderHTML() {
    return ["aside", { class: "callout", role: "note" }, 0];
  },
});
