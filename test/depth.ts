// How many generated values each property and differential test tries, by the depth a run asks
// for in CONTRACT_DEPTH: one place, so that every such test follows the same three tiers.
// - "quick": `npm run test:unit` and mutation runs, a fifth of the usual count, for feedback in
//   seconds (a mutation run repeats a test once for each mutant it covers);
// - unset: `npm test`, the usual count;
// - "deep": `npm run test:deep`, many times more, for the minutes a release can spend.

const DEPTHS = ["quick", "usual", "deep"] as const;
type Depth = (typeof DEPTHS)[number];

function depthOfRun(): Depth {
  const asked = process.env.CONTRACT_DEPTH ?? "usual";
  if (!(DEPTHS as readonly string[]).includes(asked)) throw new Error(`CONTRACT_DEPTH is ${JSON.stringify(asked)}; it is one of ${DEPTHS.join(", ")}, or unset`);
  return asked as Depth;
}

const DEPTH: Depth = depthOfRun();

/** The count of generated cases for this run: `usual` in `npm test`, `deep` in `npm run test:deep`, a fifth of `usual` in a quick run. */
export function cases(usual: number, deep: number = usual): number {
  if (DEPTH === "deep") return deep;
  if (DEPTH === "quick") return Math.max(1, Math.ceil(usual / 5));
  return usual;
}
