import { textblockTypeInputRule } from "@tiptap/core";
import { CodeBlock as BaseCodeBlock } from "@tiptap/extension-code-block";
import { normalizeCodeLanguage } from "~/content/code-languages";

/**
 * Code blocks whose language is always one the highlighter knows: ```` ```ts ````, a pasted
 * `language-py` class or the HTML view's `lang-yml` all become the CODE_LANGUAGES id, and an
 * unknown name becomes no language (plain text) rather than a class nothing styles.
 * Stored as `<pre><code class="language-xyz">`, highlighted on the server when displayed.
 */
export const CodeBlock = BaseCodeBlock.extend({
  addAttributes() {
    return {
      language: {
        default: null,
        parseHTML: (element: HTMLElement) => {
          const code = element.querySelector("code") ?? element;
          const declared = [...code.classList]
            .map((name) => /^(?:language|lang)-(.+)$/i.exec(name)?.[1])
            .find((name) => name !== undefined);
          return normalizeCodeLanguage(declared);
        },
        rendered: false,
      },
    };
  },

  addInputRules() {
    // ```ts or ~~~py followed by a space or Enter, as markdown writers type it.
    return [/^```([\w+#-]+)?[\s\n]$/, /^~~~([\w+#-]+)?[\s\n]$/].map((find) =>
      textblockTypeInputRule({
        find,
        type: this.type,
        getAttributes: (match) => ({ language: normalizeCodeLanguage(match[1]) }),
      }),
    );
  },
}).configure({ languageClassPrefix: "language-", defaultLanguage: null });
