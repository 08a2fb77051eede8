// What every judge of diff is given: the walk it is part of, the keyword whose change it judges,
// the two schemas holding it, where they are, and which way a change counts there. The walk
// (comparison.ts) implements `Walk`; judges know it by this interface alone, so that the walk
// imports the judges and no judge imports the walk.
import type { Lifecycle } from "../lifecycle.js";
import type { RuleId } from "../rules.js";
import type { Schema } from "../schema.js";
import type { SchemaMeaning } from "../schema-meaning.js";

/** Which way a change goes: `flipped` inside a `not`, where admitting more means admitting less. */
export interface Direction {
  flipped: boolean;
}

/** What a judge may ask of the walk it is part of. */
export interface Walk {
  readonly previousMeaning: SchemaMeaning;
  readonly currentMeaning: SchemaMeaning;
  /** Reports a change, turned round when `direction` is flipped. */
  change(rule: RuleId, at: string, message: string, direction: Direction, lifecycle?: Lifecycle): void;
  /** Compares two schemas at `at`, as the walk compares any two. */
  schemas(previous: Schema | boolean, current: Schema | boolean, at: string, direction?: Direction): void;
  /** Compares the alternatives of two choices (anyOf, oneOf) by meaning. */
  alternatives(previous: Schema, current: Schema, at: string, direction: Direction): void;
  /** Indices of the members of each list with no member of the same meaning in the other. */
  unmatched(previous: (Schema | boolean)[], current: (Schema | boolean)[]): { removed: number[]; added: number[] };
  /** The rules a comparison of its own finds between two schemas (what it visits is not marked visited in this one). */
  rulesBetween(previous: Schema | boolean, current: Schema | boolean): RuleId[];
}

/** Judges a change to `keyword` between `previous` and `current` (it may be absent from either), reporting through `walk`. */
export type Judge = (walk: Walk, keyword: string, previous: Schema, current: Schema, at: string, direction: Direction) => void;
