// What every judge of diff is given: the comparison it is part of, the keyword whose change it
// judges, the two schemas holding it, where they are, and which way a change counts there.
import type { Comparison, Direction } from "../comparison.js";
import type { Schema } from "../schema-meaning.js";

/** Judges a change to `keyword` between `previous` and `current` (it may be absent from either), reporting through `comparison`. */
export type Judge = (comparison: Comparison, keyword: string, previous: Schema, current: Schema, at: string, direction: Direction) => void;
