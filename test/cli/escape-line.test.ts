// escapeLine (src/text/escape-line.ts) over its whole domain: every UTF-16 code unit, in the
// middle of a line and at its start, and astral samples, each written as the rule says (the
// controls it names escaped, everything else kept unit for unit); then the runner's two command
// forms against their look-alikes, the lines a weaker check of the same shape (no anchor, no
// white space before `::`, the first match only) would get wrong either way.
import { describe, expect, it } from "vitest";
import { escapeLine } from "../../src/text/escape-line.js";
import { runnerCommandOf } from "./runner-commands.js";

/** The code units the rule writes as escapes, class by class, as docs/hostile-input.md names them. */
const ESCAPED_CLASSES: [first: number, last: number, name: string][] = [
  [0x00, 0x1f, "C0"],
  [0x7f, 0x7f, "DEL"],
  [0x80, 0x9f, "C1"],
  [0x2028, 0x2029, "the line and paragraph separators"],
];
const SHORT: Record<number, string> = { 0x0a: "\\n", 0x0d: "\\r", 0x09: "\\t" };

/** How the rule writes one code unit: its escape if its class is named, else itself. */
function written(unit: number): string {
  if (!ESCAPED_CLASSES.some(([first, last]) => unit >= first && unit <= last)) return String.fromCharCode(unit);
  return SHORT[unit] ?? `\\u${unit.toString(16).padStart(4, "0")}`;
}

/** .NET's char.IsWhiteSpace, which the runner trims before it looks for `::`. */
const DOTNET_WHITE_SPACE = [0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0x85, 0xa0, 0x1680, ...range(0x2000, 0x200a), 0x2028, 0x2029, 0x202f, 0x205f, 0x3000];

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

const EVERY_UNIT = range(0, 0xffff);

describe("escapeLine over every code unit", () => {
  it("writes each unit of C0, DEL, C1 and U+2028/U+2029 as its escape, between text and twice in a row, and keeps every other unit as it is (lone surrogates, bidi controls, U+FEFF)", () => {
    const wrong = EVERY_UNIT.filter((unit) => {
      const c = String.fromCharCode(unit);
      return escapeLine(`a${c}b`) !== `a${written(unit)}b` || escapeLine(`a${c}${c}b`) !== `a${written(unit).repeat(2)}b`;
    });
    expect(wrong.map((unit) => unit.toString(16))).toEqual([]);
  });

  it("leaves no raw control character in any line, whatever it holds", () => {
    const everything = String.fromCharCode(...EVERY_UNIT.slice(0, 0x3000));
    const raw = [...escapeLine(everything)].filter((c) => ESCAPED_CLASSES.some(([first, last]) => c.charCodeAt(0) >= first && c.charCodeAt(0) <= last));
    expect(raw).toEqual([]);
  });

  it("keeps astral characters as they are, and their halves apart", () => {
    for (const c of ["\u{10000}", "\u{1F600}", "\u{E0001}", "\u{E007F}", "\u{F0000}", "\u{10FFFF}"]) {
      expect(escapeLine(`a${c}b`)).toBe(`a${c}b`);
      expect(escapeLine(`${c[1]}${c[0]}`)).toBe(`${c[1]}${c[0]}`);
    }
  });

  it("keeps `::` after a unit the runner does not trim, and escapes it after one it trims", () => {
    const commands = EVERY_UNIT.filter((unit) => runnerCommandOf(escapeLine(`${String.fromCharCode(unit)}::error::x`), { anyName: true }) !== undefined);
    expect(commands.map((unit) => unit.toString(16))).toEqual([]);
    const changed = EVERY_UNIT.filter((unit) => {
      const c = String.fromCharCode(unit);
      // A unit the runner does not trim: the `::` after it starts no command, and is kept.
      return c !== ":" && !/\s/.test(c) && !DOTNET_WHITE_SPACE.includes(unit) && escapeLine(`${c}::x`) !== `${written(unit)}::x`;
    });
    expect(changed.map((unit) => unit.toString(16))).toEqual([]);
  });
});

describe("escapeLine's command forms, told from their look-alikes", () => {
  const LINES: [line: string, printed: string, why: string][] = [
    ["::error::x", "\\u003a:error::x", "`::` at the start"],
    [" ::error::x", " \\u003a:error::x", "after a space the runner trims"],
    ["\u00a0\u3000\u2007\u202f::error::x", "\u00a0\u3000\u2007\u202f\\u003a:error::x", "after white space that is no ASCII"],
    ["\ufeff::error::x", "\ufeff\\u003a:error::x", "after U+FEFF, which JavaScript trims and .NET does not: escaped all the same"],
    ["\t::error::x", "\\t::error::x", "after a tab, written \\t: the line starts with a backslash"],
    ["\u0085::error::x", "\\u0085::error::x", "after U+0085, which .NET trims, written \\u0085"],
    ["ok\n::error::x", "ok\\n::error::x", "after a line feed, which is written \\n: one line"],
    ["ok\r::error::x", "ok\\r::error::x", "after a carriage return, written \\r"],
    ["ok\u2028::error::x", "ok\\u2028::error::x", "after a line separator"],
    ["::::", "\\u003a:::", "`::` twice at the start: the first is enough"],
    ["a::error::x", "a::error::x", "`::` after a letter: kept"],
    ["a ::error::x", "a ::error::x", "`::` in the middle: kept"],
    [":error:x", ":error:x", "one colon: kept"],
    [": :error", ": :error", "colons apart: kept"],
    ["%3A%3Aerror%3A%3Ax", "%3A%3Aerror%3A%3Ax", "`::` percent-encoded, which the runner reads as it is: kept"],
    ["##[error]x", "##\\u005berror]x", "`##[` at the start"],
    ["a ##[error]x", "a ##\\u005berror]x", "`##[` in the middle"],
    ["##[a##[b", "##\\u005ba##\\u005bb", "`##[` twice"],
    ["###[x", "###\\u005bx", "`##[` after a third #"],
    ["#\u0000#[x", "#\\u0000#[x", "# and # apart: kept, the control escaped"],
    ["## [x", "## [x", "## and [ apart: kept"],
    ["#[x ##( ##{", "#[x ##( ##{", "one # before [, ## before another bracket: kept"],
    ["\u001b[31mred\u001b[0m", "\\u001b[31mred\\u001b[0m", "an ANSI escape sequence"],
    ["\u001b]0;title\u0007", "\\u001b]0;title\\u0007", "an OSC sequence, which sets a terminal's title"],
    ["\u009b31mred", "\\u009b31mred", "C1's one-unit CSI"],
  ];

  it.each(LINES)("%j is printed %j (%s), and commands nothing", (line, printed) => {
    expect(escapeLine(line)).toBe(printed);
    expect(runnerCommandOf(escapeLine(line), { anyName: true })).toBeUndefined();
  });

  it("lets the package's own workflow command start a line, still escaping its controls and `##[`", () => {
    expect(escapeLine("::error file=a.json::x\n##[y", { workflowCommand: true })).toBe("::error file=a.json::x\\n##\\u005by");
  });
});
