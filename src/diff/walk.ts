// The walk of `diff` over two documents (D26): record by record, then at each place (a record,
// a field, an item) the annotations as written, the keywords the contract's generator has no
// check for, and then what each side admits by its normal form (forms.ts). Each change that
// claims a value moved is decided by construction: a value the old side admits and the new
// refuses in the strict profile (producers, who validate what they send strictly), or the new
// side admits and the old refuses in the tolerant one (clients), each checked against the
// whole schema of its place by the evaluator before it is kept. The rule names the edit; the
// class is what the witnesses show.
import { pointerSegment } from "../validation/json-pointer.js";
import { annotationChanges } from "./annotations.js";
import { admitsAll, type Profile } from "./evaluator.js";
import {
  formOf,
  lengthInPiece,
  namesAdmitted,
  numberInPiece,
  propertyNames,
  propertySides,
  requiredNames,
  type ArrayPiece,
  type Form,
  type NumberPiece,
  type ObjectPiece,
  type Piece,
  type StringPiece,
} from "./forms.js";
import { canonicalText, isAnnotation, uncheckedParts } from "./keywords.js";
import { lifecycleOf } from "./lifecycle.js";
import { pairRenames } from "./renames.js";
import { RULES, type ChangeClass, type RuleId } from "./rules.js";
import { Search, Undecided } from "./search.js";
import { DocumentReader, RECORD_REFERENCE, SideKeys, asObject, sameMeaning, asWritten, isSchemaObject, isWriteOnly, type Schema, type Side } from "./schema.js";
import type { Change, CompileBreak, Lifecycle, Witness } from "./types.js";
import { MAX_BUILT_ITEMS, MAX_BUILT_LENGTH } from "./limits.js";
import { ONE_OF_EACH_TYPE, arrayOfLength, numberCandidates, pieceSample, stringCandidates } from "./values.js";

/** The two ways a change can break, each with the profile it is judged in and the side that admits its witness. */
const PRODUCERS = { profile: "strict", admittedBy: "previous" } as const;
const CLIENTS = { profile: "tolerant", admittedBy: "current" } as const;
type Way = typeof PRODUCERS | typeof CLIENTS;

/** What a change decided by values found each way: a witness, or why none was built. */
interface Found {
  producers?: Witness | string;
  clients?: Witness | string;
  /** Correct code of a side that no longer compiles against the generated types (D29). */
  compile?: CompileBreak;
}

/** The two sides of a place: the schemas each must match there, and where the place is. */
interface Pair {
  previous: Side[];
  current: Side[];
  /** Where its changes are reported: its own place, or, where no pointer reaches it in both documents (through a `$ref`), the nearest place above it that one does. */
  at: string;
  /** Whether `at` is this place's own pointer (else the place is `label` below `at`). */
  anchored: boolean;
  /** The place below `at`, in words (`name`, `tags[]`), when not anchored. */
  label: string;
  /** The place above it, and a value there holding a value of this one, for either way: a claim stands only where a whole value shows it. */
  up?: { pair: Pair; embed: (value: unknown, way: Way) => unknown };
}

export class Walk {
  readonly changes: Change[] = [];
  private readonly previous: DocumentReader;
  private readonly current: DocumentReader;
  /** Pairs of distinct records compared in place (a field referring to another record): each once, so that recursion ends. */
  private readonly recordPairs = new Set<string>();
  /** The places being judged, from the record down: one met again below itself is not judged again. */
  private readonly descending = new Set<string>();
  private readonly keys = new SideKeys();
  /** The places below the record being judged, each to be searched as a whole when the record's rules are done. */
  private placesBelow: Pair[] = [];
  /** The exact search in each profile: what it found for the same schemas holds for the whole walk. */
  private readonly searches: Readonly<Record<Profile, Search>> = { strict: new Search("strict"), tolerant: new Search("tolerant") };

  constructor(previous: unknown, current: unknown) {
    this.previous = new DocumentReader(previous, "previous");
    this.current = new DocumentReader(current, "current", this.previous);
  }

  documents(previous: Schema, current: Schema): Change[] {
    // Every record that reads the same value again ($ref, anyOf) formed as its own document writes it: one that leads back to itself is found though the walk reads the earlier one's.
    for (const [document, reader] of [
      [previous, this.previous],
      [current, this.current.asWritten],
    ] as const) {
      for (const schema of Object.values(componentsOf(document, "schemas")))
        if (isSchemaObject(schema) && (schema.$ref !== undefined || schema.anyOf !== undefined)) formOf([{ schema, document: reader }]);
    }
    this.named(componentsOf(previous, "schemas"), componentsOf(current, "schemas"), "/components/schemas", "RECORD");
    this.named(componentsOf(previous, "responses"), componentsOf(current, "responses"), "/components/responses", "RESPONSE");
    return this.changes;
  }

  private named(previous: Schema, current: Schema, at: string, kind: "RECORD" | "RESPONSE"): void {
    const removed = Object.keys(previous).filter((name) => !Object.hasOwn(current, name));
    const added = Object.keys(current).filter((name) => !Object.hasOwn(previous, name));
    // A record removed and one added that mean the same: most likely one record renamed.
    const renames =
      kind === "RECORD"
        ? pairRenames(
            removed,
            added,
            (name) => canonicalText(previous[name]),
            (name) => canonicalText(current[name]),
          )
        : undefined;
    for (const name of Object.keys(previous)) {
      const pointer = `${at}/${pointerSegment(name)}`;
      if (Object.hasOwn(current, name)) {
        if (kind === "RECORD") this.place(this.pair(previous[name], current[name], pointer, this.current.judging(name)), previous[name], current[name]);
        else this.response(previous[name], current[name], pointer);
        continue;
      }
      const renamedTo = renames?.removed.get(name);
      this.fixed(`${kind}_REMOVED`, pointer, `${name} was removed${renamedTo === undefined ? "" : `; possibly renamed to ${renamedTo}`}`, lifecycleOf(previous[name]));
    }
    for (const name of added) {
      const renamedFrom = renames?.added.get(name);
      this.fixed(`${kind}_ADDED`, `${at}/${pointerSegment(name)}`, `${name} was added${renamedFrom === undefined ? "" : `; possibly renamed from ${renamedFrom}`}`);
    }
  }

  private response(previous: Schema, current: Schema, at: string): void {
    const previousBodies = bodiesOf(previous);
    const currentBodies = bodiesOf(current);
    for (const [type, schema] of Object.entries(previousBodies)) {
      const pointer = `${at}/content/${pointerSegment(type)}`;
      if (Object.hasOwn(currentBodies, type)) this.place(this.pair(schema, currentBodies[type], `${pointer}/schema`), schema, currentBodies[type]);
      else this.fixed("RESPONSE_REMOVED", pointer, `the ${type} body was removed`);
    }
    for (const type of Object.keys(currentBodies)) {
      if (!Object.hasOwn(previousBodies, type)) this.fixed("RESPONSE_ADDED", `${at}/content/${pointerSegment(type)}`, `the ${type} body was added`);
    }
    if (previous.description !== current.description) this.fixed("ANNOTATION_CHANGED", `${at}/description`, "description changed");
  }

  private pair(previous: unknown, current: unknown, at: string, reader = this.current): Pair {
    return { previous: [{ schema: previous, document: this.previous }], current: [{ schema: current, document: reader }], at, anchored: true, label: "" };
  }

  /** A place below `pair`: at `step` below it where both documents hold it there (`path` the same, and defined, on both sides), else reported at `pair`'s place, as `words`. */
  private below(
    pair: Pair,
    sides: { previous: Side[]; current: Side[] },
    step: string,
    words: string,
    paths: [string | undefined, string | undefined],
    embed: (value: unknown, way: Way) => unknown,
  ): Pair {
    const anchored = pair.anchored && paths[0] !== undefined && paths[0] === paths[1];
    return {
      ...sides,
      at: anchored ? `${pair.at}${paths[0]}${step}` : pair.at,
      anchored,
      label: anchored ? "" : words,
      up: { pair, embed },
    };
  }

  /**
   * One place: its annotations as written, the keywords the generator has no check for, what its
   * values are, the places below it, and then its values as a whole, so that no way a value
   * moves passes unclaimed.
   */
  private place(pair: Pair, writtenBefore: unknown, writtenNow: unknown): void {
    // The same record referred to on both sides is judged at its own place (its references to itself too), once.
    if (sameAsWritten(pair, writtenBefore, writtenNow) || sameRecordReferred(writtenBefore, writtenNow)) return;
    // A place met again below itself (a record read through a $ref beside keywords, within itself) is being judged already.
    const key = `${this.keys.of(pair.previous)}|${this.keys.of(pair.current)}`;
    if (this.descending.has(key)) return;
    this.descending.add(key);
    try {
      if (pair.up !== undefined) {
        this.judge(pair, writtenBefore, writtenNow);
        this.placesBelow.push(pair);
        return;
      }
      // A record: its places below searched as wholes once all of it is judged, each for a way nothing in the record claims (a change of the record met again through its reference to itself is claimed at its own place), and then the record itself.
      const start = this.changes.length;
      this.placesBelow = [];
      this.judge(pair, writtenBefore, writtenNow);
      for (const below of this.placesBelow) this.wholeValues(below, start);
      this.wholeValues(pair, start);
    } finally {
      this.descending.delete(key);
    }
  }

  private judge(pair: Pair, writtenBefore: unknown, writtenNow: unknown): void {
    this.annotations(writtenBefore, writtenNow, pair.at);
    // Formed first: a reference that leads back to itself is an input error before anything is judged.
    const previousForm = formOf(pair.previous);
    const currentForm = formOf(pair.current);
    // What the generator has no check for changed: the place is judged by hand, what is below it with it (D26).
    const unchecked = uncheckedChange(pair);
    if (unchecked !== undefined) {
      this.fixed("KEYWORD_CHANGED", pair, unchecked, undefined, NO_CHECK);
      return;
    }
    this.types(pair, previousForm, currentForm);
    this.scalars(pair, this.nonEmpty(piecesOf(previousForm, "number")), this.nonEmpty(piecesOf(currentForm, "number")), "number");
    this.scalars(pair, this.nonEmpty(piecesOf(previousForm, "string")), this.nonEmpty(piecesOf(currentForm, "string")), "string");
    this.scalars(pair, this.nonEmpty(piecesOf(previousForm, "boolean")), this.nonEmpty(piecesOf(currentForm, "boolean")), "boolean");
    this.objects(pair, this.nonEmpty(piecesOf(previousForm, "object")), this.nonEmpty(piecesOf(currentForm, "object")), writtenBefore, writtenNow);
    this.arrays(pair, this.nonEmpty(piecesOf(previousForm, "array")), this.nonEmpty(piecesOf(currentForm, "array")), writtenBefore, writtenNow);
  }

  /** The annotations written at a place, and at each `anyOf` branch kept (an enum value's deprecation, D23), paired by what it admits. */
  private annotations(writtenBefore: unknown, writtenNow: unknown, at: string): void {
    const report = (rule: RuleId, pointer: string, message: string, lifecycle?: Lifecycle) => this.fixed(rule, pointer, message, lifecycle);
    annotationChanges(asObject(writtenBefore), asObject(writtenNow), at, report);
    const before = asObject(writtenBefore).anyOf;
    const now = asObject(writtenNow).anyOf;
    if (!Array.isArray(before) || !Array.isArray(now)) return;
    const taken = new Set<number>();
    for (const branch of before) {
      const j = now.findIndex((candidate, index) => !taken.has(index) && canonicalText(candidate) === canonicalText(branch));
      if (j < 0) continue;
      taken.add(j);
      annotationChanges(asObject(branch), asObject(now[j]), `${at}/anyOf/${j}`, report);
    }
  }

  /** Which JSON types each side admits at all: one admitted on one side only is the other's witness. */
  private types(pair: Pair, previousForm: Form, currentForm: Form): void {
    // Lost in the strict profile (producers'), gained in the tolerant one (clients'): a record closed beside a $ref may admit no object in one only.
    const [before, now] = [this.typeSamples(previousForm, PRODUCERS), this.typeSamples(currentForm, PRODUCERS)];
    const [had, after] = [this.typeSamples(previousForm, CLIENTS), this.typeSamples(currentForm, CLIENTS)];
    const lost = [...before.keys()].filter((type) => !now.has(type));
    const gained = [...after.keys()].filter((type) => !had.has(type));
    if (lost.length === 0 && gained.length === 0) return;
    const found: Found = {};
    for (const type of lost) found.producers ??= this.witness(pair, PRODUCERS, before.get(type));
    for (const type of gained) found.clients ??= this.witness(pair, CLIENTS, after.get(type));
    if (found.producers !== undefined) found.compile = typeGone(pair);
    if (!shown(found)) return;
    const rule = lost.length > 0 && gained.length > 0 ? "TYPE_CHANGED" : gained.length > 0 ? "TYPE_WIDENED" : "TYPE_NARROWED";
    this.decided(rule, pair, typeWords(gained, lost, [...after.keys()]), found);
  }

  /** Which JSON types a form admits some value of in a way's profile, with that value (integer and number apart: a number that is no integer). */
  private typeSamples(form: Form, way: Way): Map<string, unknown> {
    const samples = new Map<string, unknown>();
    for (const piece of form) {
      if (piece.type === "number") {
        for (const value of numberCandidates([piece])) {
          const type = Number.isInteger(value) ? "integer" : "number";
          if (!samples.has(type) && numberInPiece(value, piece)) samples.set(type, value);
        }
        continue;
      }
      if (samples.has(piece.type)) continue;
      const found =
        piece.type === "object" || piece.type === "array" ? this.searched(way, (search) => search.betweenForms([piece], [])) : { value: pieceSample(piece, way.profile) };
      // A search past its budget: the piece is taken to admit its sample, which the witness then checks.
      const value = typeof found === "string" ? pieceSample(piece, way.profile) : found?.value;
      if (value !== undefined) samples.set(piece.type, value);
    }
    return samples;
  }

  /** Numbers, strings or booleans both sides admit: their listed values, ranges and formats, told apart by the candidates of values.ts. */
  private scalars(pair: Pair, beforePieces: Piece[], afterPieces: Piece[], type: "number" | "string" | "boolean"): void {
    if (beforePieces.length === 0 || afterPieces.length === 0) return;
    const candidates: unknown[] =
      type === "number"
        ? numberCandidates([...beforePieces, ...afterPieces] as NumberPiece[])
        : type === "string"
          ? stringCandidates([...beforePieces, ...afterPieces] as StringPiece[])
          : [false, true];
    const before = scalarsOf(beforePieces);
    const after = scalarsOf(afterPieces);
    const byRule = new Map<string, { rule: RuleId; message: string; found: Found; lifecycle?: Lifecycle; pointer: string | Pair }>();
    for (const value of candidates) {
      // A value of a JSON type one side has none of is the type change's (types above).
      if (!sameKind(value, before) || !sameKind(value, after)) continue;
      const admittedBefore = admitsAll(pair.previous, value, "strict");
      const admittedNow = admitsAll(pair.current, value, "strict");
      if (admittedBefore === admittedNow) continue;
      const [way, admitting, refusing] = admittedBefore ? [PRODUCERS, before, after] : [CLIENTS, after, before];
      const { rule, message } = scalarRule(value, admitting, refusing, way);
      const listedValue = rule === "ENUM_VALUE_REMOVED" || rule === "ENUM_VALUE_ADDED";
      const key = listedValue ? `${rule} ${JSON.stringify(value)}` : rule === "FORMAT_CHANGED" ? rule : `${rule} ${way.admittedBy}`;
      let entry = byRule.get(key);
      if (entry === undefined) {
        const branch = listedValue && pair.anchored ? this.branchAdmitting(pair, value, admittedBefore ? "previous" : "current") : undefined;
        entry = { rule, message, found: {}, pointer: branch?.pointer ?? pair, ...(rule === "ENUM_VALUE_REMOVED" ? { lifecycle: lifecycleOf(branch?.schema) } : {}) };
        byRule.set(key, entry);
      }
      const side = way === PRODUCERS ? "producers" : "clients";
      entry.found[side] ??= this.witness(pair, way, value);
      if (way === PRODUCERS && entry.found.producers !== undefined) entry.found.compile ??= literalGone(pair, value);
    }
    if (type === "string") this.lengthsPastBuilt(pair, before, after, byRule);
    // A difference no record holding it shows (every way's witness gone above the place) is no claim.
    for (const { rule, message, found, lifecycle, pointer } of byRule.values()) if (shown(found)) this.decided(rule, pointer, message, found, lifecycle);
  }

  /** Length bounds past the strings built, that differ: each way they could move values and no witness was found for is undecided rather than passed. */
  private lengthsPastBuilt(at: Pair, before: Scalars, after: Scalars, byRule: Map<string, { rule: RuleId; message: string; found: Found; pointer: string | Pair }>): void {
    const ranges = (scalars: Scalars) => scalars.ranged.flatMap((piece) => (piece.type === "string" ? [[piece.min, piece.max] as const] : []));
    const [p, c] = [ranges(before), ranges(after)];
    if (![...p, ...c].flat().some((end) => Number.isFinite(end) && end >= MAX_BUILT_LENGTH)) return;
    if (JSON.stringify(p) === JSON.stringify(c)) return;
    // One range each side: the way each end moved; several: either way may.
    const one = p.length === 1 && c.length === 1;
    const ways = {
      producers: !one || p[0]![0] < c[0]![0] || p[0]![1] > c[0]![1],
      clients: !one || c[0]![0] < p[0]![0] || c[0]![1] > p[0]![1],
    };
    const why = `no string of more than ${MAX_BUILT_LENGTH} characters is built for a witness, and the length bounds lie past that`;
    const message = `${rangeWords(after.ranged)} now, ${rangeWords(before.ranged)} before`;
    for (const [rule, side, admittedBy] of [
      ["BOUND_TIGHTENED", "producers", "previous"],
      ["BOUND_LOOSENED", "clients", "current"],
    ] as const) {
      if (ways[side] && !byRule.has(`${rule} ${admittedBy}`)) byRule.set(`${rule} ${admittedBy}`, { rule, message, found: { [side]: why }, pointer: at });
    }
  }

  /** The `anyOf` branch written at the place that admits a listed value (its pointer and schema, for its deprecation), if the value is listed by one. */
  private branchAdmitting(pair: Pair, value: unknown, side: "previous" | "current"): { pointer: string; schema: unknown } | undefined {
    const written = (side === "previous" ? pair.previous : pair.current)[0]!;
    const branches = isSchemaObject(written.schema) && Array.isArray(written.schema.anyOf) ? (written.schema.anyOf as unknown[]) : [];
    const index = branches.findIndex((branch) => isSchemaObject(branch) && (branch.const === value || (Array.isArray(branch.enum) && branch.enum.includes(value))));
    return index < 0 ? undefined : { pointer: `${pair.at}/anyOf/${index}`, schema: branches[index] };
  }

  private objects(pair: Pair, before: ObjectPiece[], after: ObjectPiece[], writtenBefore: unknown, writtenNow: unknown): void {
    if (before.length === 0 || after.length === 0) return;
    if (before.length > 1 || after.length > 1) {
      this.alternatives(pair, before, after);
      return;
    }
    const [p, c] = [before[0]!, after[0]!];
    // The same record on both sides is compared at its own place.
    if (p.record !== undefined && p.record === c.record) return;
    if (p.record === undefined || c.record === undefined) {
      this.fields(pair, p, c, writtenBefore, writtenNow);
      return;
    }
    const key = `${p.record} ${c.record}`;
    if (this.recordPairs.has(key)) return;
    this.recordPairs.add(key);
    this.anotherRecord(pair, p, c, writtenBefore, writtenNow);
  }

  /** A field that refers to another record: its differences, or, where values move both ways, one change of type. */
  private anotherRecord(pair: Pair, p: ObjectPiece, c: ObjectPiece, writtenBefore: unknown, writtenNow: unknown): void {
    const start = this.changes.length;
    this.fields(pair, p, c, writtenBefore, writtenNow);
    const classes = new Set(this.changes.slice(start).map((change) => change.class));
    const bothWays = classes.has("breaking for clients and producers") || (classes.has("breaking for clients") && classes.has("breaking for producers"));
    if (!bothWays) return;
    const producers = this.firstWitness(pair, PRODUCERS, objectVariants(p, this.sampler));
    const clients = this.firstWitness(pair, CLIENTS, objectVariants(c, this.sampler));
    if (producers === undefined || clients === undefined) return;
    this.changes.splice(start);
    this.decided("TYPE_CHANGED", pair, `refers to ${recordWords(c.record)} instead of ${recordWords(p.record)}`, { producers, clients });
  }

  /** Two records' fields: removed, added, required or not, sent or not (D22), names beside them admitted or not, and each kept field in place. */
  private fields(pair: Pair, p: ObjectPiece, c: ObjectPiece, writtenBefore: unknown, writtenNow: unknown): void {
    const before = propertyNames(p);
    const after = propertyNames(c);
    const requiredBefore = requiredNames(p);
    const requiredNow = requiredNames(c);
    const removed = [...before].filter((name) => !after.has(name));
    const added = [...after].filter((name) => !before.has(name));
    const field = (piece: ObjectPiece, name: string) => propertySides(piece, name)[0]?.schema;
    const renames = pairRenames(
      removed,
      added,
      (name) => canonicalText(field(p, name)),
      (name) => canonicalText(field(c, name)),
    );
    const records: Records = { p, c, producerBase: commonBase(p, c, "strict", this.sampler), clientBase: commonBase(c, p, "tolerant", this.sampler) };
    for (const name of before) {
      const words = fieldWords(pair, name);
      if (!after.has(name)) {
        // A field no value could fill, removed where its name is refused now: nothing moves.
        if (!namesAdmitted(c, name, "tolerant") && this.sample(propertySides(p, name), "tolerant") === undefined) continue;
        const hint = renames.removed.get(name) === undefined ? "" : `; possibly renamed to ${renames.removed.get(name)}`;
        const refused = ONE_OF_EACH_TYPE.find((value) => !admitsAll(propertySides(p, name), value, "tolerant"));
        const found = {
          producers: this.fieldWitness(pair, PRODUCERS, records, name, this.sample(propertySides(p, name), "strict")),
          // A required field removed: a record without it is admitted now; any field removed: its name is free for any value.
          clients: (requiredBefore.has(name) ? this.fieldWitness(pair, CLIENTS, records, name, undefined) : undefined) ?? this.fieldWitness(pair, CLIENTS, records, name, refused),
        };
        this.decided(
          "FIELD_REMOVED",
          fieldAt(pair, p, c, name),
          `${words} was removed${requiredBefore.has(name) ? " (it was required)" : ""}${hint}`,
          found,
          lifecycleOf(field(p, name)),
        );
        continue;
      }
      const place = this.fieldPlace(pair, records, name);
      if (requiredBefore.has(name) && !requiredNow.has(name)) {
        this.decided("FIELD_NO_LONGER_REQUIRED", place.at, `${words} is no longer required`, { clients: this.fieldWitness(pair, CLIENTS, records, name, undefined) });
      }
      if (!requiredBefore.has(name) && requiredNow.has(name)) {
        this.decided("FIELD_NEWLY_REQUIRED", place.at, `${words} is now required`, { producers: this.fieldWitness(pair, PRODUCERS, records, name, undefined) });
      }
      this.nameAdmitted(pair, records, name, place.at);
      const sent = this.sentChange(field(p, name), field(c, name), requiredBefore.has(name), requiredNow.has(name), words, place.at);
      const written = (schema: unknown) => (sent ? withoutWriteOnly(schema) : schema);
      this.place(place, written(propertyWritten(writtenBefore, name) ?? field(p, name)), written(propertyWritten(writtenNow, name) ?? field(c, name)));
    }
    for (const name of added) {
      // A field no value could fill, added where its name was refused: nothing moves.
      if (!namesAdmitted(p, name, "tolerant") && this.sample(propertySides(c, name), "tolerant") === undefined) continue;
      const pointer = fieldAt(pair, p, c, name);
      const hint = renames.added.get(name) === undefined ? "" : `; possibly renamed from ${renames.added.get(name)}`;
      // An optional field added breaks producers only where they could send its name before (a record open in the strict profile), clients only where they refused it (one closed in the tolerant profile).
      const optional = !requiredNow.has(name);
      const found = {
        producers:
          optional && !namesAdmitted(p, name, "strict")
            ? undefined
            : this.fieldWitness(pair, PRODUCERS, records, name, optional ? ONE_OF_EACH_TYPE.find((value) => !admitsAll(propertySides(c, name), value, "strict")) : undefined),
        clients: namesAdmitted(p, name, "tolerant") ? undefined : this.fieldWitness(pair, CLIENTS, records, name, this.sample(propertySides(c, name), "tolerant")),
      };
      const rule = requiredNow.has(name) ? "FIELD_ADDED_REQUIRED" : "FIELD_ADDED_OPTIONAL";
      this.decided(rule, pointer, `${fieldWords(pair, name)} was added as ${requiredNow.has(name) ? "a required" : "an optional"} field${hint}`, found);
    }
    this.namesBeside(pair, records, unnamedProperty(before, after));
  }

  /**
   * The place of a field both records may list: below the record's own place where one schema of
   * each side lists it there, else at the record's place (a field listed beside a `$ref`, or
   * through one). A value there is placed in the least record of the way (commonBase).
   */
  private fieldPlace(pair: Pair, records: Records, name: string): Pair {
    const { p, c } = records;
    const embed = (value: unknown, way: Way) => {
      const base = way === PRODUCERS ? records.producerBase : records.clientBase;
      return base === undefined ? undefined : { ...base, [name]: value };
    };
    const sides = { previous: propertySides(p, name), current: propertySides(c, name) };
    return this.below(pair, sides, `/properties/${pointerSegment(name)}`, fieldWords(pair, name), fieldPaths(p, c, name), embed);
  }

  /** A field both records list whose name a schema beside it refuses now, or admits now, in a profile: a `$ref` with a closed record beside it. */
  private nameAdmitted(pair: Pair, records: Records, name: string, pointer: string): void {
    const { p, c } = records;
    if (namesAdmitted(p, name, "strict") && !namesAdmitted(c, name, "strict")) {
      const producers = this.fieldWitness(pair, PRODUCERS, records, name, this.sample(propertySides(p, name), "strict"));
      this.decided("PROPERTIES_CLOSED", pointer, `${fieldWords(pair, name)} is listed, and a schema beside it now refuses the name`, { producers });
    }
    if (!namesAdmitted(p, name, "tolerant") && namesAdmitted(c, name, "tolerant")) {
      const clients = this.fieldWitness(pair, CLIENTS, records, name, this.sample(propertySides(c, name), "tolerant"));
      this.decided("PROPERTIES_OPENED", pointer, `${fieldWords(pair, name)} is listed, and no schema beside it refuses the name now`, { clients });
    }
  }

  /** Names a record does not list: refused now where they were admitted, or the other way, in either profile. */
  private namesBeside(pair: Pair, records: Records, unnamed: string): void {
    const { p, c } = records;
    const admitted = (piece: ObjectPiece, profile: Profile) => namesAdmitted(piece, unnamed, profile);
    const opened = (profile: Profile) => !admitted(p, profile) && admitted(c, profile);
    const closed = (profile: Profile) => admitted(p, profile) && !admitted(c, profile);
    if (closed("strict") || closed("tolerant")) {
      const found = closed("strict") ? { producers: this.fieldWitness(pair, PRODUCERS, records, unnamed, 0) } : {};
      this.decided("PROPERTIES_CLOSED", pair, `names beside its properties are no longer admitted${closed("strict") ? "" : " (the strict profile refused them already)"}`, found);
    }
    if (opened("strict") || opened("tolerant")) {
      const found = opened("tolerant") ? { clients: this.fieldWitness(pair, CLIENTS, records, unnamed, 0) } : {};
      this.decided(
        "PROPERTIES_OPENED",
        pair,
        `names beside its properties are admitted${opened("tolerant") ? "" : " by the strict profile too (the tolerant one admitted them already)"}`,
        found,
      );
    }
  }

  /**
   * A record's value that tells the two sides apart by the field `name`: the least record both
   * admit where there is one (their required fields, with values both admit there), with `name`
   * set to `value` (left out for undefined).
   */
  private fieldWitness(pair: Pair, way: Way, records: Records, name: string, value: unknown): Witness | undefined {
    const base = way === PRODUCERS ? records.producerBase : records.clientBase;
    if (base === undefined) return undefined;
    const candidate: Record<string, unknown> = { ...base };
    delete candidate[name];
    if (value !== undefined) candidate[name] = value;
    return this.witnessOrNothing(pair, way, candidate);
  }

  /** A field made writeOnly or readable again (D22): what a response no longer, or again, sends; whether it changed. */
  private sentChange(before: unknown, now: unknown, requiredBefore: boolean, requiredNow: boolean, name: string, pointer: string): boolean {
    if (isWriteOnly(before) === isWriteOnly(now)) return false;
    const why = "writeOnly is what OpenAPI leaves out of a response (D22): no value of the schema shows it";
    if (isWriteOnly(now)) {
      const rule = requiredBefore ? "REQUIRED_FIELD_WRITE_ONLY" : "OPTIONAL_FIELD_WRITE_ONLY";
      this.fixed(rule, pointer, `${name} became writeOnly: a service that follows OpenAPI no longer sends it${requiredBefore ? " (it was required)" : ""}`, undefined, why);
    } else {
      const rule = requiredNow ? "FIELD_ADDED_REQUIRED" : "FIELD_ADDED_OPTIONAL";
      this.fixed(rule, pointer, `${name} is no longer writeOnly: services send it again${requiredNow ? ", as a required field" : ""}`, undefined, why);
    }
    return true;
  }

  private arrays(pair: Pair, before: ArrayPiece[], after: ArrayPiece[], writtenBefore: unknown, writtenNow: unknown): void {
    if (before.length === 0 || after.length === 0) return;
    if (before.length > 1 || after.length > 1) {
      this.alternatives(pair, before, after);
      return;
    }
    const [p, c] = [before[0]!, after[0]!];
    // Items both sides admit: the count alone tells such arrays apart (the items are judged at their own place).
    const item = this.sample([...p.items, ...c.items], "strict");
    const lengths = new Set([0, 1, ...[p.min, p.max, c.min, c.max].filter(Number.isFinite).flatMap((end) => [end - 1, end, end + 1])]);
    const found: Record<"producers" | "clients", Found> = { producers: {}, clients: {} };
    for (const length of [...lengths].filter((length) => length >= 0 && (length === 0 || item !== undefined)).sort((a, b) => a - b)) {
      const value = arrayOfLength(p, length, "strict", 0, item);
      if (value === undefined) continue;
      found.producers.producers ??= this.witnessOrNothing(pair, PRODUCERS, value);
      found.clients.clients ??= this.witnessOrNothing(pair, CLIENTS, value);
    }
    // A bound past the arrays built: where the counts differ the way it could, that way is undecided rather than passed.
    if ([p.min, p.max, c.min, c.max].some((end) => Number.isFinite(end) && end >= MAX_BUILT_ITEMS)) {
      const why = `no array of more than ${MAX_BUILT_ITEMS} items is built for a witness, and the count bounds lie past that`;
      if (p.min < c.min || p.max > c.max) found.producers.producers ??= why;
      if (c.min < p.min || c.max > p.max) found.clients.clients ??= why;
    }
    const words = `holds ${countWords(c)} items now, ${countWords(p)} before`;
    if (found.producers.producers !== undefined) this.decided("BOUND_TIGHTENED", pair, words, found.producers);
    if (found.clients.clients !== undefined) this.decided("BOUND_LOOSENED", pair, words, found.clients);
    // Items matter only where both sides admit an array that holds one; with no items on either side, nothing is below.
    if (p.max < 1 || c.max < 1 || (p.items.length === 0 && c.items.length === 0)) return;
    const embed = (value: unknown, way: Way) => {
      const piece = way === PRODUCERS ? p : c;
      const others = this.sample([...p.items, ...c.items], way.profile) ?? this.sample(piece.items, way.profile);
      return others === undefined ? undefined : arrayOfLength(piece, Math.max(1, piece.min), way.profile, 0, others)?.map((other, i) => (i === 0 ? value : other));
    };
    this.place(
      this.below(pair, { previous: p.items, current: c.items }, "/items", pair.label === "" ? "items" : `${pair.label}[]`, [p.path, c.path], embed),
      schemaAt(writtenBefore, "items") ?? p.items[0]?.schema,
      schemaAt(writtenNow, "items") ?? c.items[0]?.schema,
    );
  }

  /** Several records or arrays on a side: told apart by the exact search (search.ts), each way at the branch that admits its witness. */
  private alternatives(pair: Pair, before: Piece[], after: Piece[]): void {
    for (const way of [PRODUCERS, CLIENTS]) {
      const [admitting, refusing] = way === PRODUCERS ? [before, after] : [after, before];
      const found = this.searched(way, (search) => search.betweenForms(admitting, refusing));
      if (found === undefined) continue;
      const witness = typeof found === "string" ? found : this.witness(pair, way, found.value);
      if (witness === undefined) continue;
      const branch = typeof witness === "object" && pair.anchored ? this.branchOf(pair, way, witness.value) : undefined;
      const rule = way === PRODUCERS ? "ALTERNATIVE_REMOVED" : "ALTERNATIVE_ADDED";
      this.decided(
        rule,
        branch ?? pair,
        way === PRODUCERS ? "values of an alternative are no longer admitted" : "admits values of a new alternative",
        way === PRODUCERS ? { producers: witness } : { clients: witness },
      );
    }
  }

  /**
   * A changed place as a whole: each way no change at it or below claims, searched for a value
   * that moves that way (search.ts). Below a record, only a value a whole record shows is a
   * claim; at the record, the search is exact, and where it stops, the way is undecided.
   */
  private wholeValues(pair: Pair, start: number): void {
    const claimed = this.changes.slice(start).map((change) => change.class);
    for (const way of [PRODUCERS, CLIENTS]) {
      const side = way === PRODUCERS ? "producers" : "clients";
      if (claimed.some((changeClass) => changeClass.includes(side))) continue;
      const [admitting, refusing] = way === PRODUCERS ? [pair.previous, pair.current] : [pair.current, pair.previous];
      const found = this.searched(way, (search) => search.between(admitting, [refusing]));
      if (found === undefined) continue;
      const atRecord = pair.up === undefined;
      if (typeof found === "string" && !atRecord) continue;
      const witness = typeof found === "string" ? found : atRecord ? this.witness(pair, way, found.value) : this.witnessOrNothing(pair, way, found.value);
      if (witness === undefined) continue;
      const rule = way === PRODUCERS ? "VALUES_NARROWED" : "VALUES_WIDENED";
      this.decided(rule, pair, way === PRODUCERS ? "refuses values it admitted, by its keywords read together" : "admits values it refused, by its keywords read together", {
        [side]: witness,
      });
    }
  }

  /** Pieces that admit a value in either profile (the tolerant one admits every value the strict one does): a record that requires a field of no value admits none. */
  private nonEmpty<T extends Piece>(pieces: T[]): T[] {
    return pieces.filter((piece) => this.searched(CLIENTS, (search) => search.betweenForms([piece], [])) !== undefined);
  }

  /** A value every schema of `sides` admits in a profile, by the exact search (what it found is kept, and it stops at its limits); undefined when none is found. */
  private sample(sides: readonly Side[], profile: Profile): unknown {
    const found = this.searched(profile === "strict" ? PRODUCERS : CLIENTS, (search) => search.between(sides, []));
    return typeof found === "object" && admitsAll(sides, found.value, profile) ? found.value : undefined;
  }

  private readonly sampler: Sampler = (sides, profile) => this.sample(sides, profile);

  /** The exact search in a way's profile, within its budget: a value, none, or why it stopped (undecided). */
  private searched(way: Way, run: (search: Search) => unknown): { value: unknown } | string | undefined {
    const search = this.searches[way.profile];
    search.restart();
    try {
      const value = run(search);
      return value === undefined ? undefined : { value };
    } catch (error) {
      if (error instanceof Undecided) return error.message;
      throw error;
    }
  }

  private branchOf(pair: Pair, way: Way, value: unknown): string | undefined {
    const written = (way === PRODUCERS ? pair.previous : pair.current)[0]!;
    if (!isSchemaObject(written.schema) || !Array.isArray(written.schema.anyOf)) return undefined;
    const index = (written.schema.anyOf as unknown[]).findIndex((branch) => admitsAll([{ schema: branch, document: written.document }], value, way.profile));
    return index < 0 ? undefined : `${pair.at}/anyOf/${index}`;
  }

  private firstWitness(pair: Pair, way: Way, values: unknown[]): Witness | undefined {
    for (const value of values) {
      const witness = this.witnessOrNothing(pair, way, value);
      if (witness !== undefined) return witness;
    }
    return undefined;
  }

  /**
   * `value` as a witness of `way` when the whole schemas of the place tell it so, and those of
   * every place above it, up to the record, tell apart a value holding it: a difference no whole
   * value shows is no claim. The witness shown is the value at the place its pointer names.
   */
  private witnessOrNothing(pair: Pair, way: Way, value: unknown): Witness | undefined {
    let shown: Witness | undefined;
    for (let place: Pair | undefined = pair, at = value; place !== undefined;) {
      const [admitting, refusing] = way === PRODUCERS ? [place.previous, place.current] : [place.current, place.previous];
      if (!admitsAll(admitting, at, way.profile) || admitsAll(refusing, at, way.profile)) return undefined;
      if (place.anchored) shown ??= { value: at, admittedBy: way.admittedBy, at: place.at };
      if (place.up === undefined) break;
      at = place.up.embed(at, way);
      if (at === undefined) return undefined;
      place = place.up.pair;
    }
    return shown;
  }

  /**
   * As witnessOrNothing, or why a value that should have been one is not (a sample the forms
   * promised and the evaluator refused); nothing when it tells the place apart and no record
   * holding it does: no whole value moves that way there.
   */
  private witness(pair: Pair, way: Way, value: unknown): Witness | string | undefined {
    const witness = this.witnessOrNothing(pair, way, value);
    if (witness !== undefined) return witness;
    const [admitting, refusing] = way === PRODUCERS ? [pair.previous, pair.current] : [pair.current, pair.previous];
    if (pair.up !== undefined && admitsAll(admitting, value, way.profile) && !admitsAll(refusing, value, way.profile)) return undefined;
    return `the value built for this way, ${JSON.stringify(value)}, is not told apart by the two schemas read whole`;
  }

  /** A change decided by values: reported with the class its witnesses show (compatible, when none shows a break). */
  private decided(rule: RuleId, where: string | Pair, said: string, found: Found, lifecycle?: Lifecycle): void {
    const [pointer, message] = typeof where === "string" ? [where, said] : [where.at, `${where.label === "" ? "" : `${where.label}: `}${said}`];
    const { producers, clients, compile } = found;
    const breaks = [producers, clients].filter((way) => way !== undefined);
    const witnesses = breaks.filter((way): way is Witness => typeof way === "object");
    const missing = breaks.filter((way): way is string => typeof way === "string");
    this.changes.push({
      rule,
      class: classOf(producers !== undefined, clients !== undefined || compile?.side === "clients"),
      pointer,
      message,
      ...(lifecycle === undefined ? {} : { lifecycle }),
      ...(breaks.length === 0 ? {} : { witnesses }),
      ...(missing.length === 0 ? {} : { witnessMissing: `undecided: ${missing.join("; ")}` }),
      ...(compile === undefined ? {} : { compile }),
    });
  }

  /** A change whose class is its rule's: a record removed or added, an annotation, a keyword the generator has no check for, writeOnly (D22). */
  private fixed(rule: RuleId, where: string | Pair, said: string, lifecycle?: Lifecycle, whyNoWitness?: string): void {
    const [pointer, message] = typeof where === "string" ? [where, said] : [where.at, `${where.label === "" ? "" : `${where.label}: `}${said}`];
    const changeClass = RULES[rule].class;
    const claimsValues = changeClass !== "compatible" && changeClass !== "removed record";
    this.changes.push({
      rule,
      class: changeClass,
      pointer,
      message,
      ...(lifecycle === undefined ? {} : { lifecycle }),
      ...(claimsValues ? { witnesses: [], witnessMissing: `undecided: ${whyNoWitness ?? NO_CHECK}` } : {}),
    });
  }
}

const NO_CHECK = "the contract's generator has no check for it, so no value is judged by it";

/** Whether a way found a witness, or why it could not: a change claims something. */
function shown(found: Found): boolean {
  return found.producers !== undefined || found.clients !== undefined;
}

/**
 * The members of the generated type at a place on each side, where it is read off the place's
 * own keywords (D29): one schema written there (no `$ref` beside keywords, no conjunction),
 * holding a `type`, an `enum` or a `const`, or an `anyOf` of such alone. Elsewhere the type
 * follows the generator's reading of the combination, and no compile break is claimed.
 */
function membersAt(pair: Pair): [TypeMembers, TypeMembers] | undefined {
  if (!pair.anchored || pair.previous.length !== 1 || pair.current.length !== 1) return undefined;
  const [before, now] = [typeMembers(pair.previous[0]!.schema), typeMembers(pair.current[0]!.schema)];
  return before === undefined || now === undefined ? undefined : [before, now];
}

/** A type as json-schema-to-typescript makes it: literals, and JSON types (TypeScript's: integers are numbers). */
interface TypeMembers {
  literals: unknown[];
  kinds: Set<string>;
}

/**
 * The members of the type of a plainly typed schema: its listed values where it lists any (the
 * generator reads no `type` beside them), else its JSON types; bounds, lengths and formats are no
 * part of it. An `anyOf`: its branches' members together.
 */
function typeMembers(schema: unknown): TypeMembers | undefined {
  if (!isSchemaObject(schema) || ["$ref", "allOf", "oneOf", "not", "if"].some((keyword) => Object.hasOwn(schema, keyword))) return undefined;
  if (Array.isArray(schema.anyOf)) {
    if (Object.hasOwn(schema, "type")) return undefined;
    const branches = schema.anyOf.map(typeMembers);
    if (branches.some((branch) => branch === undefined)) return undefined;
    return { literals: branches.flatMap((branch) => branch!.literals), kinds: new Set(branches.flatMap((branch) => [...branch!.kinds])) };
  }
  if (Object.hasOwn(schema, "const")) return { literals: [schema.const], kinds: new Set() };
  if (Array.isArray(schema.enum)) return { literals: schema.enum, kinds: new Set() };
  if (!Object.hasOwn(schema, "type")) return undefined;
  const types: unknown[] = Array.isArray(schema.type) ? schema.type : [schema.type];
  return { literals: [], kinds: new Set(types.map((type) => (type === "integer" ? "number" : String(type)))) };
}

function kindOf(value: unknown): string {
  return value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
}

/** Whether code may name the value against the type: a literal it lists, or a value of a JSON type it holds. */
function names(members: TypeMembers, value: unknown): boolean {
  return members.kinds.has(kindOf(value)) || members.literals.some((literal) => literal === value);
}

/**
 * A value the earlier type names and the new one does not: a client's code that names it (a
 * `case`, a comparison) stops compiling, though the client receives nothing new (D29).
 */
function literalGone(pair: Pair, value: unknown): CompileBreak | undefined {
  const members = membersAt(pair);
  if (members === undefined || !names(members[0], value) || names(members[1], value)) return undefined;
  const literal = JSON.stringify(value);
  return {
    side: "clients",
    says: `the generated type is now a union of literals without ${literal}: code that names ${literal} stops compiling (\`case ${literal}:\` is TS2678, a comparison with it TS2367)`,
  };
}

/**
 * A JSON type other than null the earlier type holds (itself, or a literal of it) and the new one
 * holds nothing of: a client's code that compares the value with one (TS2367) or narrows to it
 * and uses it (TS2339 on `never`) stops compiling (D29). Null is no such member: a comparison
 * with null compiles against any type.
 */
function typeGone(pair: Pair): CompileBreak | undefined {
  const members = membersAt(pair);
  if (members === undefined) return undefined;
  const kinds = ({ literals, kinds: held }: TypeMembers) => new Set([...held, ...literals.map(kindOf)]);
  const [before, now] = [kinds(members[0]), kinds(members[1])];
  const gone = [...before].filter((kind) => kind !== "null" && !now.has(kind));
  if (gone.length === 0) return undefined;
  return {
    side: "clients",
    says: `the generated type loses ${gone.join(", ")}: code that compares the value with one (TS2367), or narrows to it and uses it (TS2339), stops compiling`,
  };
}

function classOf(producers: boolean, clients: boolean): ChangeClass {
  if (producers && clients) return "breaking for clients and producers";
  if (producers) return "breaking for producers";
  return clients ? "breaking for clients" : "compatible";
}

/** The scalars of one JSON type a side admits: its listed values (a set: enums of any size), its ranges, and whether any admits numbers that are no integers. */
interface Scalars {
  listed: ReadonlySet<unknown>;
  ranged: Piece[];
  fractions: boolean;
}

function scalarsOf(pieces: Piece[]): Scalars {
  const listed = new Set<unknown>();
  for (const piece of pieces) {
    if (piece.type === "boolean" && piece.listed) listed.add(piece.value);
    if (piece.type === "number" || piece.type === "string") for (const value of piece.values ?? []) listed.add(value);
  }
  return { listed, ranged: pieces.filter((piece) => !isListed(piece)), fractions: pieces.some((piece) => piece.type === "number" && !piece.integer) };
}

/** The rule of a listed, ranged or formatted scalar one side admits and the other refuses. */
function scalarRule(value: unknown, admitting: Scalars, refusing: Scalars, way: Way): { rule: RuleId; message: string } {
  const gone = way === PRODUCERS;
  const listedOnly = admitting.listed.has(value) && !admitting.ranged.some((piece) => inPiece(value, piece));
  const refusingListsOnly = refusing.ranged.length === 0;
  if (listedOnly && refusing.listed.size > 0)
    return { rule: gone ? "ENUM_VALUE_REMOVED" : "ENUM_VALUE_ADDED", message: `value ${JSON.stringify(value)} was ${gone ? "removed" : "added"}` };
  if (!listedOnly && refusingListsOnly) {
    return gone ? { rule: "ENUM_ADDED", message: "restricted to a list of values" } : { rule: "ENUM_REMOVED", message: "no longer restricted to a list of values" };
  }
  if (typeof value === "string") {
    const byLength = refusing.ranged.some((piece) => piece.type === "string" && lengthInPiece(value, piece));
    if (byLength) {
      const formats = ({ ranged }: Scalars) => [...new Set(ranged.flatMap((piece) => (piece.type === "string" && piece.format !== undefined ? [piece.format] : [])))];
      const [before, after] = gone ? [admitting, refusing] : [refusing, admitting];
      const rule = formats(before).length > 0 && formats(after).length > 0 ? "FORMAT_CHANGED" : formats(after).length > 0 ? "FORMAT_ADDED" : "FORMAT_REMOVED";
      return { rule, message: `format ${formatWords(formats(before))} → ${formatWords(formats(after))}` };
    }
  }
  const [before, after] = gone ? [admitting, refusing] : [refusing, admitting];
  return { rule: gone ? "BOUND_TIGHTENED" : "BOUND_LOOSENED", message: `${rangeWords(after.ranged)} now, ${rangeWords(before.ranged)} before` };
}

function isListed(piece: Piece): boolean {
  return piece.type === "boolean" ? piece.listed : (piece.type === "number" || piece.type === "string") && piece.values !== undefined;
}

function inPiece(value: unknown, piece: Piece): boolean {
  if (piece.type === "boolean") return piece.value === value;
  if (piece.type === "number") return typeof value === "number" && numberInPiece(value, piece);
  if (piece.type === "string") return typeof value === "string" && (piece.values === undefined ? lengthInPiece(value, piece) : piece.values.has(value));
  return false;
}

/** Whether `value` is of the kind some piece is of: an integer needs an integer-admitting piece, a fraction a piece that admits fractions. */
function sameKind(value: unknown, { fractions }: Scalars): boolean {
  return typeof value !== "number" || Number.isInteger(value) || fractions;
}

function typeWords(gained: string[], lost: string[], now: string[]): string {
  const list = (types: string[]) => types.map((type) => (type === "number" ? "numbers that are no integers" : type)).join(", ");
  if (lost.length === 0) return gained.length === 1 && gained[0] === "null" ? "now also admits null" : `now also admits ${list(gained)}`;
  if (gained.length === 0) return lost.length === 1 && lost[0] === "null" ? "no longer admits null" : `no longer admits ${list(lost)}`;
  return `admits ${list(now)} now, where it admitted ${list(lost)}`;
}

function rangeWords(pieces: Piece[]): string {
  const words = pieces
    .filter((piece) => !isListed(piece))
    .map((piece) => {
      if (piece.type === "number") {
        const ends = [
          ...(Number.isFinite(piece.lo) ? [`${piece.loOpen ? ">" : "≥"} ${piece.lo}`] : []),
          ...(Number.isFinite(piece.hi) ? [`${piece.hiOpen ? "<" : "≤"} ${piece.hi}`] : []),
        ];
        return `${piece.integer ? "integers" : "numbers"}${ends.length === 0 ? "" : ` ${ends.join(" and ")}`}`;
      }
      if (piece.type === "string") {
        if (piece.max === Infinity) return piece.min === 0 ? "strings of any length" : `strings of at least ${piece.min} characters`;
        return piece.min === 0 ? `strings of at most ${piece.max} characters` : `strings of ${piece.min} to ${piece.max} characters`;
      }
      return piece.type;
    });
  return [...new Set(words)].join(" or ") || "only listed values";
}

function formatWords(formats: string[]): string {
  return formats.length === 0 ? "none" : formats.join(" or ");
}

function countWords(piece: ArrayPiece): string {
  return piece.max === Infinity ? `${piece.min} or more` : `${piece.min} to ${piece.max}`;
}

function recordWords(ref: string | undefined): string {
  return ref === undefined ? "an inline schema" : ref.replace("#/components/schemas/", "");
}

function piecesOf<T extends Piece["type"]>(form: Form, type: T): Extract<Piece, { type: T }>[] {
  return form.filter((piece): piece is Extract<Piece, { type: T }> => piece.type === type);
}

/** How a value of some schemas is found in a profile. */
type Sampler = (sides: readonly Side[], profile: Profile) => unknown;

/** The two records of a place, and the least record each way starts its witnesses from. */
interface Records {
  p: ObjectPiece;
  c: ObjectPiece;
  producerBase: Record<string, unknown> | undefined;
  clientBase: Record<string, unknown> | undefined;
}

/**
 * The least object `admitting` admits: its required fields, and those `refusing` requires that
 * it admits, each with a value both admit there where there is one.
 */
function commonBase(admitting: ObjectPiece, refusing: ObjectPiece, profile: Profile, sampleOf: Sampler): Record<string, unknown> | undefined {
  const own = requiredNames(admitting);
  const value: Record<string, unknown> = {};
  for (const name of new Set([...own, ...requiredNames(refusing)])) {
    if (!own.has(name) && !namesAdmitted(admitting, name, profile)) continue;
    // Preferably a value the documents as written admit there too, so that the witness holds for a validator of either document alone.
    const both = [...propertySides(admitting, name), ...propertySides(refusing, name)];
    const sample = sampleOf([...both, ...asWritten(both)], profile) ?? sampleOf(both, profile) ?? (own.has(name) ? sampleOf(propertySides(admitting, name), profile) : undefined);
    if (sample !== undefined) value[name] = sample;
    else if (own.has(name)) return undefined;
  }
  return value;
}

/** Objects of a piece to tell alternatives apart: its least object, with each optional field, and with a name it does not list. */
function objectVariants(piece: ObjectPiece, sampleOf: Sampler): unknown[] {
  const base = commonBase(piece, piece, "strict", sampleOf);
  if (base === undefined) return [];
  const names = propertyNames(piece);
  const withField = [...names].flatMap((name) => {
    const value = sampleOf(propertySides(piece, name), "strict");
    return value === undefined ? [] : [{ ...base, [name]: value }];
  });
  return [base, ...withField, { ...base, [unnamedProperty(names, names)]: 0 }];
}

/** Where each side lists a field (a field on one side only is placed where that side lists it). */
function fieldPaths(p: ObjectPiece, c: ObjectPiece, name: string): [string | undefined, string | undefined] {
  const [before, now] = [pathListing(p, name), pathListing(c, name)];
  const [listedBefore, listedNow] = [p.parts.some((part) => part.properties.has(name)), c.parts.some((part) => part.properties.has(name))];
  return [listedBefore ? before : now, listedNow ? now : before];
}

/** The pointer a field's changes are reported at: its own where both documents write it there, else its record's. */
function fieldAt(pair: Pair, p: ObjectPiece, c: ObjectPiece, name: string): string {
  const [before, now] = fieldPaths(p, c, name);
  return pair.anchored && before !== undefined && before === now ? `${pair.at}${before}/properties/${pointerSegment(name)}` : pair.at;
}

/** Where the one schema of a record that lists `name` is, from the place (undefined: none, several, or through a `$ref`). */
function pathListing(piece: ObjectPiece, name: string): string | undefined {
  const listing = piece.parts.filter((part) => part.properties.has(name));
  return listing.length === 1 ? listing[0]!.path : undefined;
}

/** A field's name, in words, from the place its changes are reported at. */
function fieldWords(pair: Pair, name: string): string {
  return pair.label === "" ? name : `${pair.label}.${name}`;
}

function unnamedProperty(before: ReadonlySet<string>, after: ReadonlySet<string>): string {
  let name = "unnamedProperty";
  while (before.has(name) || after.has(name)) name += "_";
  return name;
}

/**
 * Whether a place is written the same on both sides and means the same: its references are to
 * records both documents hold, which the later one reads as the earlier has them (schema.ts), so
 * nothing at it or below it can differ. Most of a release's places are; they cost one reading.
 */
function sameAsWritten(pair: Pair, writtenBefore: unknown, writtenNow: unknown): boolean {
  if (pair.previous.length !== 1 || pair.current.length !== 1 || pair.previous[0]!.schema !== writtenBefore || pair.current[0]!.schema !== writtenNow) return false;
  return sameMeaning(pair.previous[0]!, pair.current[0]!);
}

/** Whether both sides are a `$ref` to the same named record and nothing else but annotations. */
function sameRecordReferred(before: unknown, now: unknown): boolean {
  const reference = (schema: unknown) =>
    isSchemaObject(schema) && typeof schema.$ref === "string" && Object.keys(schema).every((key) => key === "$ref" || isAnnotation(key)) ? schema.$ref : undefined;
  const ref = reference(before);
  return ref !== undefined && ref.startsWith(RECORD_REFERENCE) && ref === reference(now);
}

/** What differs between the two sides in what the generator has no check for, in words; undefined when nothing does. */
function uncheckedChange(pair: Pair): string | undefined {
  const before = uncheckedParts(pair.previous);
  const after = uncheckedParts(pair.current);
  if (before.join("\n") === after.join("\n")) return undefined;
  const changed = [...new Set([...before.filter((part) => !after.includes(part)), ...after.filter((part) => !before.includes(part))].map((part) => part.split(":")[0]))];
  return `${changed.join(", ")} changed, which the contract's generator has no check for: judge it by hand`;
}

function componentsOf(document: Schema, key: string): Schema {
  const components = Object.hasOwn(document, "components") ? document.components : undefined;
  return isSchemaObject(components) && Object.hasOwn(components, key) && isSchemaObject(components[key]) ? components[key] : {};
}

function bodiesOf(response: Schema): Record<string, unknown> {
  const content = isSchemaObject(response.content) ? response.content : {};
  return Object.fromEntries(Object.entries(content).map(([type, media]) => [type, isSchemaObject(media) ? (media.schema ?? {}) : {}]));
}

function propertyWritten(schema: unknown, name: string): unknown {
  const properties = schemaAt(schema, "properties");
  return isSchemaObject(properties) && Object.hasOwn(properties, name) ? properties[name] : undefined;
}

function schemaAt(schema: unknown, keyword: string): unknown {
  return isSchemaObject(schema) ? schema[keyword] : undefined;
}

function withoutWriteOnly(schema: unknown): unknown {
  if (!isSchemaObject(schema)) return schema;
  const { writeOnly: _said, ...rest } = schema;
  return rest;
}
