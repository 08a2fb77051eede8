// src/cli/reporters/escape.ts: what each output format makes of text from the input, character by
// character (the reporters' tests show it in place; these pin each escape down).
import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { githubData, githubProperty, markdownCell, xmlText } from "../../src/cli/reporters/escape.js";

describe("escapes", () => {
  it("githubData: %, CR and LF as the runner reads them, nothing else", () => {
    expect(githubData("50% done\r\nnext\rline\n::error::x, y: z")).toBe("50%25 done%0D%0Anext%0Dline%0A::error::x, y: z");
    expect(githubData("%0A")).toBe("%250A");
  });

  it("githubProperty: also : and , which end a property", () => {
    expect(githubProperty("a:b,c%d\ne")).toBe("a%3Ab%2Cc%25d%0Ae");
    expect(githubProperty("file=http://x/y?a=1,2")).toBe("file=http%3A//x/y?a=1%2C2");
  });

  it("xmlText: markup as entities, line breaks and tabs as references, what XML cannot hold as \\uXXXX", () => {
    expect(xmlText(`<a b="c" d='e'>&</a>`)).toBe("&lt;a b=&quot;c&quot; d=&apos;e&apos;&gt;&amp;&lt;/a&gt;");
    expect(xmlText("1\n2\r3\t4")).toBe("1&#10;2&#13;3&#9;4");
    expect(xmlText("\u0000\u0008\u000b\u000c\u000e\u001f")).toBe("\\u0000\\u0008\\u000b\\u000c\\u000e\\u001f");
    expect(xmlText("\ufffe\uffff\ufffd")).toBe("\\ufffe\\uffff\ufffd");
    expect(xmlText("\ud800x\udc00\u{1F600}")).toBe("\\ud800x\\udc00\u{1F600}");
    expect(xmlText("\udbff\udfff \ud7ff\ue000")).toBe("\udbff\udfff \ud7ff\ue000");
    const every = Array.from({ length: 0x80 }, (_, i) => String.fromCharCode(i)).join("") + "\ud800\udc00\udfff\ud800";
    expect(XMLValidator.validate(`<r a="${xmlText(every)}">${xmlText(every)}</r>`)).toBe(true);
  });

  it("markdownCell: markup escaped, line breaks a space, so a cell stays one cell", () => {
    expect(markdownCell("a|b `c` *d* _e_ <f> [g] \\h")).toBe("a\\|b \\`c\\` \\*d\\* \\_e\\_ \\<f\\> \\[g\\] \\\\h");
    expect(markdownCell("one\r\n\ntwo\rthree")).toBe("one two three");
  });

  it.each([
    ["a URL", "see https://evil.example/phish now", "see `https://evil.example/phish` now"],
    ["a URL of any scheme", "ftp://x.example/a_b", "`ftp://x.example/a_b`"],
    ["www.", "www.evil.com/x", "`www.evil.com/x`"],
    ["an @mention", "ping @octocat please", "ping `@octocat` please"],
    ["an e-mail address", "to a.b@evil.example.", "to `a.b@evil.example.`"],
    ["an issue number", "fixes #12 and org/repo#3", "fixes `#12` and `org/repo#3`"],
    ["a link beside markup", "[x](https://e.example)|y", "`[x](https://e.example)`\\|y"],
    ["a URL after a digit or an underscore", "1http://evil.com _www.evil.com", "`1http://evil.com` `_www.evil.com`"],
    ["an entity that spells an @ or a #", "&#x40;octocat &commat;org/team &num;12", "`&#x40;octocat` `&commat;org/team` `&num;12`"],
    ["an issue or a commit GitHub links", "GH-12 0123abcdef", "`GH-12` `0123abcdef`"],
    ["strikethrough and an image's mark", "x~~y~~ !z", "x\\~\\~y\\~\\~ \\!z"],
    ["nothing linked", "value 4.5 at #/components", "value 4.5 at #/components"],
  ])("markdownCell: %s in a code span, where GitHub links and notifies nothing", (_, text, cell) => {
    expect(markdownCell(text)).toBe(cell);
  });
});
