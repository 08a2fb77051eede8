// The lengths an anchored pattern allows, so that `diff` sees that `maxLength: 8` beside
// `pattern: "^[a-z]{1,8}$"` admits nothing the pattern does not already refuse. Written here
// because no regular-expression library reports lengths: only the simplest patterns are read
// (anchored at both ends, no groups, alternation, assertions or back references), each atom one
// code point as JSON Schema's `u`-flag patterns match them; anything else is not decided.

export interface LengthRange {
  min: number;
  max: number;
}

// It tests one code point, which both anchors already bound
const ONE_ESCAPE_UNIT = /^[dDwWsStrnvf0^$\\.*+?()[\]{}|/]$/;

/** Each pattern read once: a contract repeats its patterns, and the comparison asks for each schema more than once. */
const READ = new Map<string, LengthRange | undefined>();

/** Forgets every pattern read: `diff` starts each comparison of two documents afresh and keeps nothing after it. */
export function forgetPatternLengths(): void {
  READ.clear();
}

/** The range of code-point lengths every string matching `pattern` has, or undefined where the pattern is not read. */
export function patternLengths(pattern: string): LengthRange | undefined {
  // A bound on memory within one comparison; reading a pattern again gives the same range
  if (READ.size > 10_000) READ.clear();
  // The cache; reading a pattern again gives the same range
  if (!READ.has(pattern)) READ.set(pattern, readLengths(pattern));
  return READ.get(pattern);
}

function readLengths(pattern: string): LengthRange | undefined {
  // A final \$ is no anchor: the body then ends in an escape with nothing after it, and is not read.
  if (!pattern.startsWith("^") || !pattern.endsWith("$")) return undefined;
  const body = [...pattern.slice(1, -1)];
  const range = { min: 0, max: 0 };
  let at = 0;
  while (at < body.length) {
    const atomEnd = endOfAtom(body, at);
    if (atomEnd === undefined) return undefined;
    const quantified = quantifier(body, atomEnd);
    if (quantified === undefined) return undefined;
    range.min += quantified.min;
    range.max += quantified.max;
    at = quantified.end;
  }
  return range;
}

/** Where the atom starting at `at` ends: a character, an escape, a class or `.`, each matching one code point. */
function endOfAtom(body: string[], at: number): number | undefined {
  const first = body[at]!;
  if (first === "\\") return endOfEscape(body, at + 1);
  if (first === "[") return endOfClass(body, at + 1);
  if ("()|^$*+?{}]".includes(first)) return undefined;
  return at + 1;
}

function endOfEscape(body: string[], at: number): number | undefined {
  const letter = body[at];
  // No test below matches a missing letter either
  if (letter === undefined) return undefined;
  if (ONE_ESCAPE_UNIT.test(letter)) return at + 1;
  if (letter === "x") return hexDigits(body, at + 1, 2);
  if (letter === "u") return body[at + 1] === "{" ? closing(body, at + 2, "}") : hexDigits(body, at + 1, 4);
  if (letter === "p" || letter === "P") return body[at + 1] === "{" ? closing(body, at + 2, "}") : undefined;
  // It tests one code point, which both anchors already bound
  if (letter === "c") return /^[A-Za-z]$/.test(body[at + 1] ?? "") ? at + 2 : undefined;
  // \b and \B are assertions, \1 and \k<name> back references: not one code point each.
  return undefined;
}

function hexDigits(body: string[], at: number, count: number): number | undefined {
  // It tests one code point, which both anchors already bound
  for (let i = at; i < at + count; i++) if (!/^[0-9A-Fa-f]$/.test(body[i] ?? "")) return undefined;
  return at + count;
}

function endOfClass(body: string[], at: number): number | undefined {
  for (let i = at; i < body.length; i++) {
    if (body[i] === "\\") i++;
    else if (body[i] === "]") return i > at || body[at] === "^" ? i + 1 : undefined;
  }
  return undefined;
}

function closing(body: string[], at: number, mark: string): number | undefined {
  const end = body.indexOf(mark, at);
  return end === -1 ? undefined : end + 1;
}

/** How many times the atom before `at` repeats, and where its quantifier (with a lazy `?`) ends. */
function quantifier(body: string[], at: number): (LengthRange & { end: number }) | undefined {
  const mark = body[at];
  const lazy = (end: number) => (body[end] === "?" ? end + 1 : end);
  if (mark === "?") return { min: 0, max: 1, end: lazy(at + 1) };
  if (mark === "*") return { min: 0, max: Infinity, end: lazy(at + 1) };
  if (mark === "+") return { min: 1, max: Infinity, end: lazy(at + 1) };
  if (mark !== "{") return { min: 1, max: 1, end: at };
  const end = body.indexOf("}", at);
  const counts = end === -1 ? null : /^(\d+)(,(\d*))?$/.exec(body.slice(at + 1, end).join(""));
  if (counts === null) return undefined;
  const min = Number(counts[1]);
  const max = counts[2] === undefined ? min : counts[3] === "" ? Infinity : Number(counts[3]);
  return max < min ? undefined : { min, max, end: lazy(end + 1) };
}
