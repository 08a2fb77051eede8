// What the differential holds `diff` to on one pair of documents, judged by an independent
// validator (@cfworker/json-schema, independent.ts) and values built here (vocabulary-values.ts),
// never by src/diff itself:
// - it compares them: documents of the vocabulary's forms are comparable, so no exception at all;
// - every witness it prints is true: its place resolves in both documents, and the validator
//   admits it on the side it names and refuses it on the other, in the profile of its way;
// - it leaves nothing undecided where every keyword is in a form the check generator compiles;
// - no silent pass: in a way no change claims, no value of any record (values of either side,
//   and their near misses) moves: admitted before and refused now in the strict profile
//   (producers), admitted now and refused before in the tolerant one (clients).
// Apart from those failures it counts claims whose witness holds at a place inside a record
// while no value of the whole record is found to move that way (the witness laid into the
// record's values of the side that admits it): a claim where, as far as the probes see, nothing
// moves.
import { DocumentShapeError, diffDocuments, type JudgedChange } from "../../src/diff/index.js";
import { documentValidator, independentlyShown } from "./independent.js";
import { allCompiled, pick, type Json, type Random } from "./vocabulary-grammar.js";
import { missesOf, nearMiss, pointerTarget, valueOf, type Misses } from "./vocabulary-values.js";

export type Way = "producers" | "clients";
const WAYS: readonly Way[] = ["producers", "clients"];

export type FailureClass = "crash" | "comparable document refused" | "unresolvable pointer" | "false witness" | "undecided" | "silent pass";

export interface Finding {
  what: FailureClass | "claim with no record value moving";
  detail: string;
  way?: Way;
  value?: unknown;
  /** The record the value is of, for a silent pass. */
  record?: string;
  /** The change's rule and pointer, for a finding about a change. */
  change?: string;
}

const POLICY = { lifecycle: { today: "2026-01-01", deprecationDays: 180 }, allowances: [] };
const RECORDS = "/components/schemas/";

/** How many values of each side each record is probed with; each has a near miss or two. */
export interface Probing {
  valuesPerSide: number;
  missesPerValue: number;
  /** Values each record is probed with besides: those a test names. */
  extra?: readonly unknown[];
}

export function judge(previous: Json, current: Json, random: Random, probing: Probing): Finding[] {
  let changes: JudgedChange[];
  try {
    changes = diffDocuments(previous, current, POLICY).changes;
  } catch (error) {
    const name = error instanceof Error ? error.name : typeof error;
    const message = error instanceof Error ? error.message : String(error);
    return [{ what: error instanceof DocumentShapeError ? "comparable document refused" : "crash", detail: `${name}: ${message}` }];
  }
  const pair = new Pair(previous, current, random, probing);
  const findings = [...witnessFindings(pair, changes)];
  if (allCompiled(previous) && allCompiled(current))
    for (const change of changes)
      if (change.witnessMissing !== undefined) findings.push({ what: "undecided", detail: change.witnessMissing, change: `${change.rule} ${change.pointer}` });
  const claimed = (way: Way) => changes.some((change) => claimsValuesFor(change, way));
  for (const way of WAYS) {
    if (claimed(way)) continue;
    const moved = pair.firstMover(way, "as written");
    if (moved !== undefined) findings.push({ what: "silent pass", way, ...moved, detail: `a value of ${moved.record} moves for ${way}, which no change claims` });
  }
  findings.push(...unliftedClaims(pair, changes));
  return findings;
}

/** Whether a change claims that values move for a way: a claim of code that stops compiling alone (D29) moves none, and hides no silent pass. */
function claimsValuesFor(change: JudgedChange, way: Way): boolean {
  if (change.class !== "breaking for clients and producers" && change.class !== `breaking for ${way}`) return false;
  if (way !== "clients" || change.compile === undefined || change.witnessMissing !== undefined) return true;
  return (change.witnesses ?? []).some((witness) => witness.admittedBy === "current");
}

function witnessFindings(pair: Pair, changes: readonly JudgedChange[]): Finding[] {
  const findings: Finding[] = [];
  for (const change of changes)
    for (const witness of change.witnesses ?? []) {
      const way: Way = witness.admittedBy === "previous" ? "producers" : "clients";
      const named = { way, value: witness.value, change: `${change.rule} ${change.pointer}` };
      const unresolved = (["previous", "current"] as const).filter((side) => !pair.resolves(witness.at, side));
      if (unresolved.length > 0) {
        findings.push({ what: "unresolvable pointer", ...named, detail: `at ${witness.at} names nothing in the ${unresolved.join(" and ")} document` });
        continue;
      }
      if (!independentlyShown(pair.previous, pair.current, witness))
        findings.push({ what: "false witness", ...named, detail: `at ${witness.at}, not admitted by the ${witness.admittedBy} document and refused by the other` });
    }
  return findings;
}

/** Claims whose witness holds inside a record while no value of the whole record moves that way, though the witness was laid into its values. */
function unliftedClaims(pair: Pair, changes: readonly JudgedChange[]): Finding[] {
  const findings: Finding[] = [];
  for (const change of changes) {
    for (const witness of change.witnesses ?? []) {
      const [record, ...inside] = witness.at.slice(RECORDS.length).split("/");
      if (!witness.at.startsWith(RECORDS) || inside.length === 0 || !pair.holdsRecord(record!) || !pair.resolves(witness.at)) continue;
      const path = instancePath(inside);
      if (path === undefined) continue;
      const way: Way = witness.admittedBy === "previous" ? "producers" : "clients";
      if (pair.recordMoves(record!, way, path, witness.value)) continue;
      findings.push({
        what: "claim with no record value moving",
        way,
        value: witness.value,
        record,
        change: `${change.rule} ${change.pointer}`,
        detail: `the witness at ${witness.at} moves no value of ${record} it was laid into`,
      });
    }
  }
  return findings;
}

type Step = string | 0;

/** Where in a record's value the schema at these pointer segments judges: a field's name, an item; undefined where this cannot say. */
function instancePath(segments: readonly string[]): Step[] | undefined {
  const path: Step[] = [];
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment === "properties" && i + 1 < segments.length) path.push(segments[++i]!.replaceAll("~1", "/").replaceAll("~0", "~"));
    else if (segment === "items") path.push(0);
    else if (segment === "anyOf" && i + 1 < segments.length) i++;
    else return undefined;
  }
  return path;
}

/** `value` laid into `into` at `path`, making the objects and arrays on the way. */
function laidInto(into: unknown, path: readonly Step[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [step, ...rest] = path;
  if (step === 0) {
    const items = Array.isArray(into) ? [...(into as unknown[])] : [];
    items[0] = laidInto(items[0], rest, value);
    return items;
  }
  const object = typeof into === "object" && into !== null && !Array.isArray(into) ? { ...(into as Json) } : {};
  object[step!] = laidInto(object[step!], rest, value);
  return object;
}

/** The two documents of a pair, their readings and validators, and the values their records are probed with. */
class Pair {
  private readonly validators = new Map<string, (at: string, value: unknown) => boolean>();
  private readonly probes = new Map<string, unknown[]>();
  private readonly misses: Misses;

  constructor(
    readonly previous: Json,
    readonly current: Json,
    private readonly random: Random,
    private readonly probing: Probing,
  ) {
    this.misses = missesOf([previous, current]);
  }

  /** The records both documents hold. */
  records(): string[] {
    return Object.keys(this.previous.components.schemas).filter((name) => this.holdsRecord(name));
  }

  holdsRecord(name: string): boolean {
    return Object.hasOwn(this.previous.components.schemas, name) && Object.hasOwn(this.current.components.schemas, name);
  }

  /** Whether a place is in the document of `side` (both when not given). */
  resolves(at: string, side?: "previous" | "current"): boolean {
    return (side === undefined ? (["previous", "current"] as const) : [side]).every((one) => pointerTarget(one === "previous" ? this.previous : this.current, at) !== undefined);
  }

  /** A document as diff reads it at a place: the later one reads every record both hold as the earlier has it, but the record the place is in. */
  read(side: "previous" | "current", at: string): Json {
    if (side === "previous") return this.previous;
    const own = at.startsWith(RECORDS) ? at.split("/")[3] : undefined;
    const schemas = Object.fromEntries(
      Object.entries(this.current.components.schemas).map(([name, schema]) => [
        name,
        name !== own && Object.hasOwn(this.previous.components.schemas, name) ? this.previous.components.schemas[name] : schema,
      ]),
    );
    return { ...this.current, components: { ...this.current.components, schemas } };
  }

  private admits(side: "previous" | "current", record: string, profile: "strict" | "tolerant", reading: "as written" | "as diff reads", value: unknown): boolean {
    // The earlier document reads the same either way; the later one, as diff reads it, is a reading of its own for each record.
    const pinned = reading === "as diff reads" && side === "current";
    const key = `${side} ${profile} ${pinned ? record : ""}`;
    let validator = this.validators.get(key);
    if (validator === undefined) {
      const document = pinned ? this.read(side, `${RECORDS}${record}`) : side === "previous" ? this.previous : this.current;
      validator = documentValidator(document, profile);
      this.validators.set(key, validator);
    }
    return validator(`${RECORDS}${record}`, value);
  }

  /** Whether a value of the record moves in the way: admitted before and refused now (strict), or admitted now and refused before (tolerant). */
  moves(record: string, way: Way, reading: "as written" | "as diff reads", value: unknown): boolean {
    const [from, to, profile] = way === "producers" ? (["previous", "current", "strict"] as const) : (["current", "previous", "tolerant"] as const);
    return this.admits(from, record, profile, reading, value) && !this.admits(to, record, profile, reading, value);
  }

  /** Values of the record of each side, and their near misses. */
  probesOf(record: string): unknown[] {
    let values = this.probes.get(record);
    if (values !== undefined) return values;
    values = [...(this.probing.extra ?? [])];
    for (const document of [this.previous, this.current])
      for (let i = 0; i < this.probing.valuesPerSide; i++) {
        const value = valueOf(this.random, document.components.schemas[record], document);
        values.push(value === undefined ? nearMiss(this.random, {}, this.misses) : value);
        for (let j = 0; j < this.probing.missesPerValue; j++) values.push(nearMiss(this.random, values.at(-1), this.misses));
      }
    this.probes.set(record, values);
    return values;
  }

  firstMover(way: Way, reading: "as written" | "as diff reads"): { record: string; value: unknown } | undefined {
    for (const record of this.records()) {
      const value = this.probesOf(record).find((probe) => this.moves(record, way, reading, probe));
      if (value !== undefined) return { record, value };
    }
    return undefined;
  }

  /** Whether some value of the record moves in the way as diff reads it: a probe, or the witness laid into one at `path`. */
  recordMoves(record: string, way: Way, path: readonly Step[], witness: unknown): boolean {
    const probes = this.probesOf(record);
    const laid = probes.slice(0, 12).map((probe) => laidInto(probe, path, witness));
    laid.push(laidInto(undefined, path, witness), laidInto(pick(this.random, probes), path, witness));
    return [...laid, ...probes].some((value) => this.moves(record, way, "as diff reads", value));
  }
}
