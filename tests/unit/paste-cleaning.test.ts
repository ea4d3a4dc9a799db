// @vitest-environment happy-dom
import { Editor } from "@tiptap/core";
import { describe, expect, it } from "vitest";
import { articleEditorExtensions } from "~/components/admin/article-editor-extensions";
import { articleHtml } from "~/components/admin/editor-html";
import { cleanPastedHtml } from "~/components/admin/paste-cleaning";

/** What Word for Windows puts on the clipboard (trimmed; the structure and junk are Word's). */
const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta name=Generator content="Microsoft Word 15"><style><!--
 p.MsoNormal {mso-style-parent:""; margin:0cm; font-size:11.0pt; font-family:"Calibri",sans-serif;}
--></style><!--[if gte mso 9]><xml><o:OfficeDocumentSettings><o:AllowPNG/></o:OfficeDocumentSettings></xml><![endif]--></head>
<body lang=EN-GB style='tab-interval:36.0pt'>
<!--StartFragment-->
<h1 style='mso-outline-level:1'><span lang=EN-GB>Quarterly <b>report</b></span></h1>
<p class=MsoNormal style='margin-bottom:8pt'><span style='font-size:12.0pt;font-family:"Times New Roman";mso-fareast-language:EN-GB'>Revenue grew in <i>every</i> region, see <a href="https://example.com/q3" style='color:#0563C1;mso-themecolor:hyperlink'>the figures</a>.<o:p></o:p></span></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>First point<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Second point<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;</span></span></span><![endif]>Step one<o:p></o:p></p>
<table class=MsoTableGrid border=1 cellspacing=0 style='border-collapse:collapse;mso-yfti-tbllook:1184'>
 <tr style='mso-yfti-irow:0'><td width=301 valign=top style='width:225.4pt;border:solid windowtext 1.0pt'><p class=MsoNormal><b>Region</b><o:p></o:p></p></td>
  <td width=301 colspan=2 style='width:225.4pt'><p class=MsoNormal><b>Growth</b></p></td></tr>
</table>
<p class=MsoNormal><span style='mso-spacerun:yes'>&nbsp;</span></p>
<!--EndFragment-->
</body></html>`;

describe("cleanPastedHtml", () => {
  const clean = cleanPastedHtml(WORD_HTML);

  it("drops Word's styles, classes, fonts, spans, comments and empty paragraphs", () => {
    expect(clean).not.toMatch(
      /style=|class=|lang=|width=|valign=|border=|mso-|<span|<font|<o:p|<!--|<meta|<xml|MsoNormal|Calibri/i,
    );
    expect(clean).not.toMatch(/<p>(\s|&nbsp;)*<\/p>/);
  });

  it("keeps the structure: headings, links, emphasis, lists and tables", () => {
    expect(clean).toContain("<h2>Quarterly <b>report</b></h2>");
    expect(clean).toContain('<a href="https://example.com/q3">the figures</a>');
    expect(clean).toContain("<i>every</i>");
    expect(clean).toContain("<ul><li>First point</li><li>Second point</li></ul>");
    expect(clean).toContain("<ol><li>Step one</li></ol>");
    expect(clean).toContain('<td colspan="2"><p><b>Growth</b></p></td>');
  });

  it("gives the editor a clean document", () => {
    const editor = new Editor({ extensions: articleEditorExtensions(), content: clean });
    try {
      expect(articleHtml(editor)).toBe(
        "<h2>Quarterly <strong>report</strong></h2>" +
          '<p>Revenue grew in <em>every</em> region, see <a href="https://example.com/q3">the figures</a>.</p>' +
          "<ul><li><p>First point</p></li><li><p>Second point</p></li></ul>" +
          "<ol><li><p>Step one</p></li></ol>" +
          '<table><tbody><tr><td><p><strong>Region</strong></p></td><td colspan="2"><p><strong>Growth</strong></p></td></tr></tbody></table>',
      );
    } finally {
      editor.destroy();
    }
  });

  it("turns Google Docs' styled spans into bold and italic and drops its wrapper", () => {
    const docs =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr" style="line-height:1.38"><span style="font-weight:700;font-family:Arial">Bold</span> and <span style="font-style:italic">italic</span></p></b>';
    expect(cleanPastedHtml(docs)).toBe("<p><strong>Bold</strong> and <em>italic</em></p>");
  });

  it("keeps a code block's language class and nothing else from a web page", () => {
    expect(
      cleanPastedHtml(
        '<pre class="highlight"><code class="hljs language-rust" data-x="1">fn main() {}</code></pre><div class="ad"><p id="p">Text</p></div>',
      ),
    ).toBe('<pre><code class="language-rust">fn main() {}</code></pre><p>Text</p>');
  });
});
