// Every bound `diff` keeps, in one place with its words: what the diff reads (a document nested
// past any contract is refused, exit 2) and how far it looks for a witness (past it, a change
// is undecided, says why, and counts as breaking). `diff --help` and docs/cli.md name each.

/** Schemas nested in one another that a compared document may hold. */
export const MAX_SCHEMA_DEPTH = 64;
/** Levels any value of a compared document may nest, an annotation's (`examples`, `default`, `x-*`) as a schema's. */
export const MAX_VALUE_DEPTH = 1_000;
/** `$ref`s and `anyOf`s followed in a row before a value's type is known. */
export const MAX_REFERENCES = 256;
/** Alternatives of one value that `anyOf`s beside `$ref`s, each within the other, may multiply into (an enum is one set, whatever its size). */
export const MAX_ALTERNATIVES = 4096;
/** References followed in one evaluation of a value. */
export const MAX_EVALUATION_DEPTH = 256;
/** Levels a sample value nests. */
export const MAX_SAMPLE_DEPTH = 16;
/** The longest string built for a witness. */
export const MAX_BUILT_LENGTH = 100_000;
/** The most items of an array built for a witness. */
export const MAX_BUILT_ITEMS = 1_000;
/** Values (scalars, arrays and objects, each counted once) one witness may hold: a record whose least value nests many items in many items stops here. */
export const MAX_WITNESS_VALUES = 100_000;
/** Steps one exact search may take (a choice tried, a search a level down begun). */
export const SEARCH_BUDGET = 200_000;
/** Levels of properties and items an exact search's witness may nest. */
export const SEARCH_DEPTH = 32;

/** Each bound in words, for `diff --help` and docs/cli.md: what is refused past it, and what is undecided. */
export const DIFF_LIMITS: readonly string[] = [
  `a document nested more than ${MAX_SCHEMA_DEPTH} schemas deep, or holding any value (an example, a default, an x- extension) nested more than ${MAX_VALUE_DEPTH} levels deep, or reaching a value's type through more than ${MAX_REFERENCES} $refs and anyOfs in a row, or whose anyOfs beside $refs multiply into more than ${MAX_ALTERNATIVES} alternatives of one value, is refused (exit 2); an enum is one set of any size`,
  `no witness string is longer than ${MAX_BUILT_LENGTH} characters and no witness array holds more than ${MAX_BUILT_ITEMS} items: a change whose witness would need more is undecided`,
  `the exact search of unions and of a changed place as a whole takes at most ${SEARCH_BUDGET} steps, nests at most ${SEARCH_DEPTH} levels and builds witnesses of at most ${MAX_WITNESS_VALUES} values: past them, the change is undecided`,
  `a sample nests at most ${MAX_SAMPLE_DEPTH} levels and an evaluation follows at most ${MAX_EVALUATION_DEPTH} references`,
];
