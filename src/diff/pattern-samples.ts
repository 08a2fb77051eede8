// Strings a pattern matches, for witness values (witnesses.ts): the shortest one, each branch of
// an alternation, and ones stretched by repeating a quantified part, so that a bound on length
// beside the pattern can be crossed with a string the pattern still matches. Read from the
// pattern's tree (pattern-syntax.ts); a pattern not read gives none.
import { readPattern, type Interval, type PatternNode } from "./pattern-syntax.js";

/** How many strings a pattern gives at most. */
const MAX_SAMPLES = 12;

/** Strings `pattern` matches: the shortest first, then its alternatives and longer ones (`extra` more repetitions each). */
export function patternSamples(pattern: string, stretches: readonly number[] = [1, 5]): string[] {
  const read = readPattern(pattern);
  if (read === undefined) return [];
  const out = new Set<string>([shortest(read.node), ...branches(read.node)]);
  for (const extra of stretches) out.add(stretched(read.node, extra));
  return [...out].slice(0, MAX_SAMPLES);
}

/** A code point of the set, a letter or digit where it has one (what a reader recognises). */
function pick(intervals: readonly Interval[]): string {
  for (const preferred of [97, 48, 65, 45, 32]) if (intervals.some(([from, to]) => preferred >= from && preferred <= to)) return String.fromCodePoint(preferred);
  const first = intervals[0];
  return first === undefined ? "" : String.fromCodePoint(first[0] >= 0xd800 && first[0] <= 0xdfff && first[1] > 0xdfff ? 0xe000 : first[0]);
}

function shortest(node: PatternNode): string {
  switch (node.kind) {
    case "set":
      return pick(node.intervals);
    case "sequence":
      return node.items.map(shortest).join("");
    case "choice":
      return node.branches.map(shortest).reduce((a, b) => (b.length < a.length ? b : a));
    case "repeat":
      return shortest(node.node).repeat(node.min);
  }
}

/** The shortest string through each branch of the top choice (or of the first choice met in a sequence). */
function branches(node: PatternNode): string[] {
  if (node.kind === "choice") return node.branches.map(shortest);
  if (node.kind !== "sequence") return [];
  for (let i = 0; i < node.items.length; i++) {
    const inner = branches(node.items[i]!);
    if (inner.length === 0) continue;
    const before = node.items.slice(0, i).map(shortest).join("");
    const after = node.items
      .slice(i + 1)
      .map(shortest)
      .join("");
    return inner.map((middle) => before + middle + after);
  }
  return [];
}

/** The shortest string with the first repetition that allows more taken `extra` more times. */
function stretched(node: PatternNode, extra: number): string {
  let left = extra;
  const walk = (current: PatternNode): string => {
    switch (current.kind) {
      case "set":
        return pick(current.intervals);
      case "sequence":
        return current.items.map(walk).join("");
      case "choice":
        return walk(current.branches[0]!);
      case "repeat": {
        const more = Math.min(left, current.max - current.min);
        left -= more;
        return walk(current.node).repeat(current.min + more);
      }
    }
  };
  return walk(node);
}
