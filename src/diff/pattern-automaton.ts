// A pattern read by pattern-syntax.ts as a finite automaton: whether a string matches it, in
// time linear in the string whatever the pattern (no backtracking, so a hostile pattern cannot
// hang `diff`), and how the languages of two patterns relate (one inside the other, equal, or
// neither), by walking the two automata together over the code-point ranges both tell apart.
// Bounded: an automaton, or a walk of two, that grows past its limit is not decided.
import { MAX_CODE_POINT, readPattern, type Interval, type PatternNode } from "./pattern-syntax.js";

/** A nondeterministic automaton: per state, its ε-moves and its moves on a range of code points. */
export interface Automaton {
  epsilon: number[][];
  moves: { intervals: readonly Interval[]; to: number }[][];
  start: number;
  accept: number;
}

/**
 * How many states an automaton may have, how many pairs of state sets a walk of two may meet,
 * and how much work (states stepped) it may take: a hostile pair of patterns costs at most some
 * tens of milliseconds, then is not decided.
 */
const MAX_STATES = 5_000;
const MAX_PAIRS = 5_000;
const MAX_WORK = 500_000;
/** The work all walks of one comparison of two documents may take together: a document of thousands of hostile patterns stays bounded. */
const TOTAL_WORK = 2_500_000;
let workLeft = TOTAL_WORK;

class TooLarge extends Error {}

const BUILT = new Map<string, Automaton | undefined>();

/** Forgets every automaton built: `diff` starts each comparison afresh and keeps nothing after it. */
export function forgetAutomata(): void {
  BUILT.clear();
  workLeft = TOTAL_WORK;
}

/** The automaton of a `pattern` keyword (matching anywhere in a string unless anchored), or undefined where it is not read. */
export function patternAutomaton(pattern: string): Automaton | undefined {
  // A bound on memory within one comparison; building again gives the same automaton
  if (BUILT.size > 1_000) BUILT.clear();
  // The cache; building again gives the same automaton
  if (!BUILT.has(pattern)) BUILT.set(pattern, build(pattern));
  return BUILT.get(pattern);
}

function build(pattern: string): Automaton | undefined {
  const read = readPattern(pattern);
  if (read === undefined) return undefined;
  const builder = new Builder();
  try {
    const any: PatternNode = { kind: "repeat", node: { kind: "set", intervals: [[0, MAX_CODE_POINT]] }, min: 0, max: Infinity };
    const items = [...(read.anchoredStart ? [] : [any]), read.node, ...(read.anchoredEnd ? [] : [any])];
    const [start, accept] = builder.fragment({ kind: "sequence", items });
    return { epsilon: builder.epsilon, moves: builder.moves, start, accept };
  } catch (error) {
    if (error instanceof TooLarge) return undefined;
    throw error;
  }
}

class Builder {
  epsilon: number[][] = [];
  moves: { intervals: readonly Interval[]; to: number }[][] = [];

  private state(): number {
    // States come two by two, so no automaton has MAX_STATES + 1 of them
    if (this.epsilon.length >= MAX_STATES) throw new TooLarge();
    this.epsilon.push([]);
    this.moves.push([]);
    return this.epsilon.length - 1;
  }

  /** The start and accepting state of a fragment matching `node`. */
  fragment(node: PatternNode): [number, number] {
    const start = this.state();
    const accept = this.state();
    switch (node.kind) {
      case "set":
        this.moves[start]!.push({ intervals: node.intervals, to: accept });
        break;
      case "sequence": {
        let at = start;
        for (const item of node.items) {
          const [from, to] = this.fragment(item);
          this.epsilon[at]!.push(from);
          at = to;
        }
        this.epsilon[at]!.push(accept);
        break;
      }
      case "choice":
        for (const branch of node.branches) {
          const [from, to] = this.fragment(branch);
          this.epsilon[start]!.push(from);
          this.epsilon[to]!.push(accept);
        }
        break;
      case "repeat": {
        let at = start;
        for (let i = 0; i < node.min; i++) {
          const [from, to] = this.fragment(node.node);
          this.epsilon[at]!.push(from);
          at = to;
        }
        if (node.max === Infinity) {
          const [from, to] = this.fragment(node.node);
          this.epsilon[at]!.push(from, accept);
          this.epsilon[to]!.push(from, accept);
        } else {
          this.epsilon[at]!.push(accept);
          for (let i = node.min; i < node.max; i++) {
            const [from, to] = this.fragment(node.node);
            this.epsilon[at]!.push(from);
            this.epsilon[to]!.push(accept);
            at = to;
          }
        }
        break;
      }
    }
    return [start, accept];
  }
}

function closure(automaton: Automaton, states: Iterable<number>): Set<number> {
  const out = new Set<number>();
  const pending = [...states];
  for (let state = pending.pop(); state !== undefined; state = pending.pop()) {
    // A state reached again adds nothing to the set; skipping it only saves work
    if (out.has(state)) continue;
    out.add(state);
    pending.push(...automaton.epsilon[state]!);
  }
  return out;
}

function step(automaton: Automaton, states: Set<number>, code: number): Set<number> {
  const next: number[] = [];
  for (const state of states) {
    for (const { intervals, to } of automaton.moves[state]!) if (intervals.some(([from, end]) => code >= from && code <= end)) next.push(to);
  }
  return closure(automaton, next);
}

/** Whether `text` matches: each code point read once, the states reached kept as a set. */
export function matches(automaton: Automaton, text: string): boolean {
  let states = closure(automaton, [automaton.start]);
  for (const character of text) {
    states = step(automaton, states, character.codePointAt(0)!);
    // An empty set stays empty; stopping here only saves reading the rest
    if (states.size === 0) return false;
  }
  return states.has(automaton.accept);
}

/** How the strings two patterns match relate. */
export type LanguageRelation = "equal" | "first inside second" | "second inside first" | "neither";

/** How two languages relate, with the shortest string of each that the other lacks, where there is one. */
export interface Comparison {
  relation: LanguageRelation;
  firstOnly?: string;
  secondOnly?: string;
}

/**
 * How the languages of two automata relate, walking both at once, shortest strings first: in
 * each pair of state sets, a string one accepts and the other does not shows that side is not
 * inside the other, and is kept as the witness of it. Undefined when the walk grows past its bound.
 */
export function compareLanguages(first: Automaton, second: Automaton): Comparison | undefined {
  const found: { firstOnly?: string; secondOnly?: string } = {};
  const seen = new Set<string>();
  let work = 0;
  let queue: { states: [Set<number>, Set<number>]; text: string }[] = [{ states: [closure(first, [first.start]), closure(second, [second.start])], text: "" }];
  while (queue.length > 0) {
    const next: typeof queue = [];
    for (const { states, text } of queue) {
      const key = `${[...states[0]].sort((a, b) => a - b).join(",")}|${[...states[1]].sort((a, b) => a - b).join(",")}`;
      if (seen.has(key)) continue;
      if (seen.size >= MAX_PAIRS) return undefined;
      seen.add(key);
      const inFirst = states[0].has(first.accept);
      const inSecond = states[1].has(second.accept);
      if (inFirst && !inSecond) found.firstOnly ??= text;
      if (inSecond && !inFirst) found.secondOnly ??= text;
      if (found.firstOnly !== undefined && found.secondOnly !== undefined) return { relation: "neither", ...found };
      const codes = boundaries(first, states[0], second, states[1]);
      const cost = codes.length * (states[0].size + states[1].size);
      work += cost;
      workLeft -= cost;
      if (work > MAX_WORK || workLeft < 0) return undefined;
      for (const code of codes) {
        const moved: [Set<number>, Set<number>] = [step(first, states[0], code), step(second, states[1], code)];
        if (moved[0].size > 0 || moved[1].size > 0) next.push({ states: moved, text: text + String.fromCodePoint(code) });
      }
    }
    queue = next;
  }
  if (found.firstOnly !== undefined) return { relation: "second inside first", ...found };
  if (found.secondOnly !== undefined) return { relation: "first inside second", ...found };
  return { relation: "equal" };
}

/** One code point of each range the moves out of both state sets tell apart. */
function boundaries(first: Automaton, firstStates: Set<number>, second: Automaton, secondStates: Set<number>): number[] {
  const cuts = new Set<number>();
  const add = (automaton: Automaton, states: Set<number>) => {
    for (const state of states) {
      for (const { intervals } of automaton.moves[state]!) {
        for (const [from, to] of intervals) {
          cuts.add(from);
          // A cut past the last code point moves no state, so the walk never takes it
          if (to < MAX_CODE_POINT) cuts.add(to + 1);
        }
      }
    }
  };
  add(first, firstStates);
  add(second, secondStates);
  return [...cuts];
}
