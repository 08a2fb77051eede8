// The syntax of the patterns `diff` reasons about: a JSON Schema `pattern` (an ECMA-262 regular
// expression with the `u` flag) read into a tree of code-point sets, sequences, alternations and
// repetitions. Written here because the package has no runtime dependency and no regular
// expression library reports what it reads in a form to compare languages with; only what a
// finite automaton can decide is read (no look-around, back reference, word boundary or
// property escape), and anything else is left undecided (undefined) by name, never guessed.

/** Code points from `from` to `to`, both included. */
export type Interval = readonly [from: number, to: number];

export type PatternNode =
  | { kind: "set"; intervals: readonly Interval[] }
  | { kind: "sequence"; items: readonly PatternNode[] }
  | { kind: "choice"; branches: readonly PatternNode[] }
  | { kind: "repeat"; node: PatternNode; min: number; max: number };

/** A pattern read whole: its tree, and whether it is anchored at each end (an unanchored pattern matches anywhere in a string). */
export interface ReadPattern {
  node: PatternNode;
  anchoredStart: boolean;
  anchoredEnd: boolean;
}

export const MAX_CODE_POINT = 0x10ffff;
/** How long a pattern is read at most, and how many repetitions a quantifier may state: beyond, not decided. */
const MAX_PATTERN_LENGTH = 1_000;
const MAX_REPEAT = 1_000;

const DIGITS: Interval[] = [[48, 57]];
const WORD: Interval[] = [
  [48, 57],
  [65, 90],
  [95, 95],
  [97, 122],
];
const SPACE: Interval[] = [
  [9, 13],
  [32, 32],
  [160, 160],
  [5760, 5760],
  [8192, 8202],
  [8232, 8233],
  [8239, 8239],
  [8287, 8287],
  [12288, 12288],
  [65279, 65279],
];
const LINE_TERMINATORS: Interval[] = [
  [10, 10],
  [13, 13],
  [8232, 8233],
];
const CONTROL_ESCAPES: Record<string, number> = { t: 9, n: 10, v: 11, f: 12, r: 13, "0": 0 };
/** What may follow a backslash in a `u`-flag pattern to stand for itself. */
const SYNTAX_CHARACTERS = "^$\\.*+?()[]{}|/-";

/** Sorted, disjoint, merged intervals. */
function normalized(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [from, to] of sorted) {
    const last = out.at(-1);
    // Intervals left adjacent, or overlapping by their ends, hold the same code points
    if (last !== undefined && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

/** Every code point the intervals leave out. */
function complement(intervals: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  let next = 0;
  for (const [from, to] of normalized(intervals)) {
    // An interval [next, next - 1] holds no code point
    if (from > next) out.push([next, from - 1]);
    next = to + 1;
  }
  // An interval past MAX_CODE_POINT holds no code point
  if (next <= MAX_CODE_POINT) out.push([next, MAX_CODE_POINT]);
  return out;
}

class Unread extends Error {}

/** The pattern as a tree, or undefined where it uses what is not read here (or is no pattern at all). */
export function readPattern(pattern: string): ReadPattern | undefined {
  if (pattern.length > MAX_PATTERN_LENGTH) return undefined;
  try {
    new RegExp(pattern, "u");
  } catch {
    return undefined;
  }
  // Every check of the reader below that a malformed pattern would fail, the u-flag RegExp above
  // has failed first; the reader keeps them so that it never reads past what it understands, and
  // each is marked for mutation testing, where no pattern can tell it apart from the RegExp's.
  try {
    return new PatternReader([...pattern]).read();
    // Only a bug of the reader throws anything but Unread, and no test can make one
  } catch (error) {
    // The same
    if (error instanceof Unread) return undefined;
    throw error;
  }
}

class PatternReader {
  private at = 0;
  constructor(private readonly text: string[]) {}

  read(): ReadPattern {
    const anchoredStart = this.text[0] === "^";
    if (anchoredStart) this.at = 1;
    const branches = [this.sequence()];
    while (this.text[this.at] === "|") {
      this.at++;
      branches.push(this.sequence());
    }
    let anchoredEnd = false;
    // The branches stop one short of the end only at a final `$`, or at a `)` with no `(`, which the RegExp has refused
    if (this.text[this.at] === "$" && this.at === this.text.length - 1) {
      anchoredEnd = true;
      this.at++;
    }
    // A `)` with no `(`, which the RegExp has refused
    if (this.at !== this.text.length) throw new Unread();
    // An anchor on one branch only (`^a|b`), or anywhere inside, is an assertion: not read.
    if (branches.length > 1 && (anchoredStart || anchoredEnd)) throw new Unread();
    // A choice of one branch matches what the branch matches
    return { node: branches.length === 1 ? branches[0]! : { kind: "choice", branches }, anchoredStart, anchoredEnd };
  }

  private sequence(): PatternNode {
    const items: PatternNode[] = [];
    while (this.at < this.text.length && this.text[this.at] !== "|" && this.text[this.at] !== ")") {
      // A `$` before the end is an atom the reader refuses, as it refuses the sequence then
      if (this.text[this.at] === "$" && this.at === this.text.length - 1) break;
      items.push(this.quantified(this.atom()));
    }
    // A sequence of one item matches what the item matches
    return items.length === 1 ? items[0]! : { kind: "sequence", items };
  }

  private atom(): PatternNode {
    const first = this.text[this.at++]!;
    switch (first) {
      case "(":
        return this.group();
      case "[":
        return { kind: "set", intervals: this.characterClass() };
      case "\\":
        return { kind: "set", intervals: this.escape(false) };
      case ".":
        return { kind: "set", intervals: complement(LINE_TERMINATORS) };
      case "^":
      case "$":
        // An anchor inside the pattern is an assertion: not read.
        throw new Unread();
      // A quantifier with nothing to repeat, a lone brace or bracket, which the RegExp has refused
      case "*":
      case "+":
      case "?":
      case "{":
      case "}":
      case "]":
        throw new Unread();
      default:
        return literal(first);
    }
  }

  private group(): PatternNode {
    if (this.text[this.at] === "?") {
      // Only a group that captures nothing, `(?:…)`, is read; look-around and named groups are not.
      if (this.text[this.at + 1] !== ":") throw new Unread();
      this.at += 2;
    }
    const branches = [this.sequence()];
    while (this.text[this.at] === "|") {
      this.at++;
      branches.push(this.sequence());
    }
    if (this.text[this.at++] !== ")") throw new Unread();
    // A choice of one branch matches what the branch matches
    return branches.length === 1 ? branches[0]! : { kind: "choice", branches };
  }

  private quantified(node: PatternNode): PatternNode {
    const mark = this.text[this.at];
    let range: [number, number] | undefined;
    if (mark === "?") range = [0, 1];
    else if (mark === "*") range = [0, Infinity];
    else if (mark === "+") range = [1, Infinity];
    else if (mark === "{") range = this.counts();
    if (range === undefined) return node;
    this.at++;
    // A lazy quantifier matches the same strings, only in another order.
    if (this.text[this.at] === "?") this.at++;
    return this.quantified({ kind: "repeat", node, min: range[0], max: range[1] });
  }

  private counts(): [number, number] {
    const end = this.text.indexOf("}", this.at);
    // Braces that are no quantifier, which the RegExp has refused
    const counts = end === -1 ? null : /^(\d+)(,(\d*))?$/.exec(this.text.slice(this.at + 1, end).join(""));
    // The same
    if (counts === null) throw new Unread();
    const min = Number(counts[1]);
    const max = counts[2] === undefined ? min : counts[3] === "" ? Infinity : Number(counts[3]);
    if (min > MAX_REPEAT || (max !== Infinity && max > MAX_REPEAT)) throw new Unread();
    // Counts out of order, which the RegExp has refused
    if (max < min) throw new Unread();
    this.at = end;
    return [min, max];
  }

  private characterClass(): Interval[] {
    const negated = this.text[this.at] === "^";
    if (negated) this.at++;
    const intervals: Interval[] = [];
    while (this.text[this.at] !== "]") {
      // A class with no end, which the RegExp has refused
      if (this.at >= this.text.length) throw new Unread();
      const from = this.classAtom();
      // A class escape before `-x`, which the RegExp has refused
      const fromOne = from.length === 1 && from[0]![0] === from[0]![1];
      if (this.text[this.at] === "-" && this.text[this.at + 1] !== "]" && fromOne) {
        this.at++;
        const to = this.classAtom();
        // A range to a class escape, or out of order, which the RegExp has refused
        if (to.length !== 1 || to[0]![0] !== to[0]![1] || to[0]![0] < from[0]![0]) throw new Unread();
        intervals.push([from[0]![0], to[0]![0]]);
      } else {
        intervals.push(...from);
      }
    }
    this.at++;
    return negated ? complement(intervals) : normalized(intervals);
  }

  private classAtom(): Interval[] {
    const first = this.text[this.at++]!;
    if (first !== "\\") return [[first.codePointAt(0)!, first.codePointAt(0)!]];
    return this.escape(true);
  }

  private escape(inClass: boolean): Interval[] {
    const letter = this.text[this.at++];
    // A backslash at the end, which the RegExp has refused
    if (letter === undefined) throw new Unread();
    switch (letter) {
      case "d":
        return DIGITS;
      case "D":
        return complement(DIGITS);
      case "w":
        return WORD;
      case "W":
        return complement(WORD);
      case "s":
        return SPACE;
      case "S":
        return complement(SPACE);
      case "x":
        return single(this.hex(2));
      case "u":
        return single(this.text[this.at] === "{" ? this.bracedHex() : this.hex(4));
      case "c": {
        // `\c` at the end, or before no letter, which the RegExp has refused
        const control = this.text[this.at++] ?? "";
        // The same
        if (!/^[A-Za-z]$/.test(control)) throw new Unread();
        return single(control.codePointAt(0)! % 32);
      }
      case "b":
        // A word boundary outside a class; a backspace inside one.
        if (inClass) return single(8);
        throw new Unread();
      default:
        // `\0` before a digit would be an octal escape, which the RegExp has refused.
        if (Object.hasOwn(CONTROL_ESCAPES, letter)) return single(CONTROL_ESCAPES[letter]!);
        if (SYNTAX_CHARACTERS.includes(letter)) return single(letter.codePointAt(0)!);
        // \B, back references, \k<name>, \p{…}: not read.
        throw new Unread();
    }
  }

  private hex(count: number): number {
    const digits = this.text.slice(this.at, this.at + count).join("");
    // Too few hexadecimal digits, which the RegExp has refused
    if (digits.length !== count || !/^[0-9A-Fa-f]+$/.test(digits)) throw new Unread();
    this.at += count;
    const code = parseInt(digits, 16);
    // A surrogate pair written as two \u escapes is one code point.
    if (count === 4 && code >= 0xd800 && code <= 0xdbff && this.text[this.at] === "\\" && this.text[this.at + 1] === "u") {
      const low = this.text.slice(this.at + 2, this.at + 6).join("");
      // `low` is four characters at most, so either anchor alone says the same
      const lowCode = /^[0-9A-Fa-f]{4}$/.test(low) ? parseInt(low, 16) : 0;
      if (lowCode >= 0xdc00 && lowCode <= 0xdfff) {
        this.at += 6;
        return (code - 0xd800) * 0x400 + (lowCode - 0xdc00) + 0x10000;
      }
    }
    return code;
  }

  private bracedHex(): number {
    const end = this.text.indexOf("}", this.at);
    // `\u{` with no end, which the RegExp has refused
    const digits = end === -1 ? "" : this.text.slice(this.at + 1, end).join("");
    // No hexadecimal digits, or past MAX_CODE_POINT, which the RegExp has refused
    if (!/^[0-9A-Fa-f]{1,6}$/.test(digits) || parseInt(digits, 16) > MAX_CODE_POINT) throw new Unread();
    this.at = end + 1;
    return parseInt(digits, 16);
  }
}

function literal(character: string): PatternNode {
  return { kind: "set", intervals: single(character.codePointAt(0)!) };
}

function single(code: number): Interval[] {
  return [[code, code]];
}
