// A generated differential of `diff` over the contract's vocabulary (D26): documents and edits
// drawn from the vocabulary's own definitions (vocabulary-grammar.ts), so that every keyword
// diff judges by values is drawn, in every place a schema stands, a keyword the vocabulary adopts
// among them at once. Each pair is held to an independent validator (vocabulary-oracle.ts): no
// exception, every witness true at its place, nothing left undecided, and no value of any record
// moving in a way no change claims. Claims whose witness holds inside a record while no value of
// the record is found to move are counted and printed, not failed: the probes cannot prove none does.
//
// CONTRACT_DIFF_SEEDS (seeds, comma-separated) and CONTRACT_DIFF_PAIRS (pairs a seed) set the
// run; by default one seed and the tier's count (test/depth.ts), three seeds of 20 000 pairs in
// `npm run test:deep`. Each run prints the forms and edits it drew, a count of each, and the
// failures of each class by 1 000 pairs.
import { afterAll, describe, expect, it } from "vitest";
import { seededRandom } from "../../src/testing/make-record.js";
import { cases } from "../depth.js";
import { FORMAT_NAMES, endsAround, textOf, type FormatName } from "./format-texts.js";
import { formsOf, pairOf, type Json } from "./vocabulary-grammar.js";
import { judge, type Finding, type Probing } from "./vocabulary-oracle.js";

const DEEP_SEEDS = [1, 2, 3];
const SEEDS = process.env.CONTRACT_DIFF_SEEDS?.split(",").map(Number) ?? (cases(1, 3) === 3 ? DEEP_SEEDS : [DEEP_SEEDS[0]!]);
const PAIRS = Number(process.env.CONTRACT_DIFF_PAIRS ?? cases(300, 20_000));
/** Pairs a test: a failing test names its seed and the pairs it holds. */
const CHUNK = 100;
const PROBING: Probing = { valuesPerSide: 6, missesPerValue: 2 };

const tally = { pairs: 0, forms: new Map<string, number>(), edits: new Map<string, number>(), findings: new Map<string, number>() };
const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

afterAll(() => {
  if (tally.pairs === 0) return;
  const lines = (map: Map<string, number>, per = 1) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([key, n]) => `  ${key}: ${per === 1 ? n : ((n * 1000) / per).toFixed(1)}`)
      .join("\n");
  console.info(
    [
      `diff differential: ${tally.pairs} pairs (seeds ${SEEDS.join(", ")}, ${PAIRS} a seed)`,
      `forms drawn (places of both documents):\n${lines(tally.forms)}`,
      `edits drawn:\n${lines(tally.edits)}`,
      `findings by 1 000 pairs:\n${lines(tally.findings, tally.pairs) || "  none"}`,
    ].join("\n"),
  );
});

/** The findings of one pair, tallied; those that fail a test (all but claims the probes found no record value moving for). */
function failuresOf(seed: number, index: number): string[] {
  const { previous, current, said, random } = pairOf(seed, index);
  tally.pairs++;
  for (const form of [...formsOf(previous), ...formsOf(current)]) count(tally.forms, form);
  for (const edit of said) count(tally.edits, edit);
  const findings = judge(previous, current, random, PROBING);
  for (const finding of new Set(findings.map(({ what }) => what))) count(tally.findings, finding);
  return findings.filter(({ what }) => what !== "claim with no record value moving").map((finding) => `pair ${seed}/${index} (${said.join(", ")}): ${described(finding)}`);
}

function described(finding: Finding): string {
  const value = finding.value === undefined ? "" : ` value ${JSON.stringify(finding.value)?.slice(0, 200)}`;
  return `${finding.what}${finding.way === undefined ? "" : ` (${finding.way})`}${finding.change === undefined ? "" : ` [${finding.change}]`}: ${finding.detail.slice(0, 300)}${value}`;
}

const CHUNKS = SEEDS.flatMap((seed) =>
  Array.from({ length: Math.ceil(PAIRS / CHUNK) }, (_, i) => {
    const [from, to] = [i * CHUNK, Math.min(PAIRS, (i + 1) * CHUNK)];
    return { seed, from, to, pairs: `${from} to ${to - 1}` };
  }),
);

describe("diff over documents and edits drawn from the vocabulary, against an independent validator", () => {
  it.each(CHUNKS)("seed $seed, pairs $pairs", ({ seed, from, to }) => {
    const failures: string[] = [];
    for (let index = from; index < to; index++) failures.push(...failuresOf(seed, index));
    expect(failures.slice(0, 5), `${failures.length} failures`).toEqual([]);
  });
});

/** The lengths around each format's texts where a length bound is tried: date-time's texts are 20 long and 22 and longer, uuid's 36. */
const NAMED_BOUNDS: Readonly<Partial<Record<FormatName, readonly number[]>>> = {
  "date-time": Array.from({ length: 14 }, (_, i) => 17 + i),
  uuid: Array.from({ length: 7 }, (_, i) => 33 + i),
};

const withField = (a: Json): Json => ({ openapi: "3.1.0", info: { title: "one field", version: "1.0.0" }, components: { schemas: { R: { type: "object", properties: { a } } } } });

/** A format without bounds named above: those around its texts' lengths. */
const BOUNDS_AROUND: Readonly<Record<FormatName, readonly number[]>> = Object.fromEntries(
  FORMAT_NAMES.map((format) => [format, NAMED_BOUNDS[format] ?? endsAround(format).filter((end) => end > 0)]),
) as Record<FormatName, readonly number[]>;

const BOUND_EDITS = FORMAT_NAMES.flatMap((format) =>
  ["minLength", "maxLength"].flatMap((keyword) =>
    BOUNDS_AROUND[format].flatMap((bound) =>
      [bound + 1, bound + 2, undefined].map((to) => ({
        format,
        what: `${format} ${keyword} ${bound} -> ${to ?? "none"}`,
        previous: withField({ type: "string", format, [keyword]: bound }),
        current: withField({ type: "string", format, ...(to === undefined ? {} : { [keyword]: to }) }),
      })),
    ),
  ),
);

describe("diff of a length bound edited on a field of a format, at every bound around the lengths of its texts, against an independent validator", () => {
  it.each(BOUND_EDITS)("$what", ({ format, previous, current }) => {
    // A text of the format at every length around the bounds (where one exists), and one of none
    const lengths = BOUNDS_AROUND[format].flatMap((bound) => [bound - 1, bound, bound + 1]);
    const extra = [...new Set(lengths)].flatMap((length) => [textOf(format, length), textOf(undefined, length)].filter((text) => text !== undefined).map((a) => ({ a })));
    for (const [before, now] of [
      [previous, current],
      [current, previous],
    ] as const)
      expect(judge(before, now, seededRandom(7), { ...PROBING, extra }).map(described)).toEqual([]);
  });
});
