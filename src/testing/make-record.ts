// Makes a valid record from the contract's own schemas (design decision D15): seeded, so the
// same seed gives the same record and different seeds give different ones; valid in both
// profiles (no property the contract does not name); overrides applied deeply, walking the
// schema beside them, so that a partial nested record is completed and a list keeps its length.
//
// The walk is the one value generator of the package and its tests: it reads the schemas and
// the constraints the vocabulary gives them (lengths, item counts, minimums, formats), and takes
// every choice from a `Choices`. The seeded choices make fixtures; the property tests give
// choices drawn by fast-check (wider: any text, any date-time, unknown properties), so a
// constraint added to a schema is met everywhere at once.
import { FORMAT_SAMPLES, SCHEMAS } from "../../generated/testing/schemas.js";

type Schema = { [keyword: string]: any };

const DEFS_REF = "#/$defs/";
const WORDS = ["north", "spring", "panel", "river", "quick", "survey", "maple", "orbit", "civic", "harbor", "lumen", "atlas"];
const OFFSETS = ["Z", "+01:00", "-05:30", "+09:00", "z", "-00:00"];
const HEX = "0123456789abcdef";

/** mulberry32: small, fast and good enough to vary fixtures reproducibly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Where the choices of a made value come from. */
export interface Choices {
  /** A whole number from 0 to `below` - 1. */
  below(below: number): number;
  /** true with about this probability. */
  chance(probability: number): boolean;
  /** Text of `min` to `max` code points (no `max`: any length). */
  text(min: number, max: number | undefined): string;
  /** An integer of at least `minimum`, when one is given. */
  integer(minimum: number | undefined): number;
  /** A value of `format`, which the generator could not make itself: drawn from its samples. */
  dateTime(): string;
  uuid(): string;
  /** The contents of a free-form object. */
  freeForm(): Record<string, unknown>;
  /** Properties the contract does not name, laid under each object the walk makes; their names must not be the contract's (none for fixtures: they are valid in both profiles). */
  unknownProperties(): Record<string, unknown>;
}

/** A valid value of the named schema, with `override` laid over it. */
export function makeRecord(name: string, override: unknown, seed: number): unknown {
  return make(schemaNamed(name), seededChoices(seededRandom(seed)), override);
}

/** A valid value of the named schema, every choice taken from `choices`. */
export function makeRecordWith(name: string, choices: Choices): unknown {
  return make(schemaNamed(name), choices, undefined);
}

/** Whether a value meets a schema (one of SCHEMAS' subschemas, resolved): the caller's engine. */
export type Admits = (schema: Schema, value: unknown) => boolean;

/**
 * A value written by hand (the tests' records, written from the spec) made to meet the schemas
 * as they stand: each leaf of the JSON type its schema names that `admits` refuses (a length, a
 * bound, a format a schema has gained since) is replaced by a value made from its schema, seeded.
 * Everything else is kept as written, so a leaf of another type still fails where the spec and
 * the schemas disagree, and the chosen edge cases stay.
 */
export function conformRecord(name: string, written: unknown, admits: Admits, seed: number): unknown {
  return conform(schemaNamed(name), written, admits, seededChoices(seededRandom(seed)));
}

function conform(schema: Schema, value: unknown, admits: Admits, choices: Choices): unknown {
  if (value === null) return value;
  const { schema: target } = nonNull(schema);
  if (isPlainObject(value) && target.properties !== undefined) {
    const properties = target.properties as Record<string, Schema>;
    return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, Object.hasOwn(properties, name) ? conform(properties[name]!, field, admits, choices) : field]));
  }
  if (Array.isArray(value) && target.items !== undefined) return value.map((item) => conform(target.items, item, admits, choices));
  return isOfType(target, value) && !admits(target, value) ? generate(target, choices) : value;
}

/** Whether a leaf is of the JSON type its schema names (a schema naming none: any). */
function isOfType(schema: Schema, value: unknown): boolean {
  switch (schema.type) {
    case undefined:
      return true;
    case "integer":
      return Number.isInteger(value);
    case "number":
      return typeof value === "number";
    default:
      return typeof value === schema.type;
  }
}

/** The choices of fixtures: seeded, readable words, dates of this century. */
function seededChoices(random: () => number): Choices {
  return {
    below: (below) => integer(random, below),
    chance: (probability) => random() < probability,
    text: (min, max) => text({ minLength: min, maxLength: max }, random),
    integer: (minimum) => (minimum !== undefined ? minimum + integer(random, 5_000) : integer(random, 200_000) - 1_000),
    dateTime: () => dateTime(random),
    uuid: () => uuid(random),
    freeForm: () => freeForm(random),
    unknownProperties: () => ({}),
  };
}

function schemaNamed(name: string): Schema {
  const schema = SCHEMAS[name] as Schema | undefined;
  if (schema === undefined) throw new Error(`no schema named ${name}`);
  return schema;
}

function resolve(schema: Schema): Schema {
  return typeof schema.$ref === "string" ? resolve(schemaNamed(schema.$ref.slice(DEFS_REF.length))) : schema;
}

/** The schema a value must match besides null, and whether null is admitted. */
function nonNull(schema: Schema): { schema: Schema; nullable: boolean } {
  if (Array.isArray(schema.anyOf)) {
    const branches = (schema.anyOf as Schema[]).filter((branch) => branch.type !== "null");
    return { schema: resolve(branches[0]!), nullable: branches.length < schema.anyOf.length };
  }
  const resolved = resolve(schema);
  if (Array.isArray(resolved.type) && resolved.type.includes("null")) {
    return { schema: { ...resolved, type: resolved.type.find((type: string) => type !== "null") }, nullable: true };
  }
  return { schema: resolved, nullable: false };
}

function make(schema: Schema, choices: Choices, override: unknown): unknown {
  const { schema: target } = nonNull(schema);
  if (override === undefined) return generate(target, choices);
  if (isPlainObject(override) && target.properties !== undefined) return makeObject(target, choices, override);
  if (Array.isArray(override) && target.type === "array" && target.items !== undefined) return override.map((item) => make(target.items, choices, item));
  return override;
}

function makeObject(schema: Schema, choices: Choices, override: Record<string, unknown>): Record<string, unknown> {
  const required = new Set<string>(schema.required ?? []);
  const record: Record<string, unknown> = Object.keys(override).length === 0 ? { ...choices.unknownProperties() } : {};
  for (const [name, property] of Object.entries(schema.properties as Record<string, Schema>)) {
    if (Object.hasOwn(override, name)) record[name] = make(property, choices, override[name]);
    else if (required.has(name) || choices.chance(0.6)) record[name] = generateField(property, choices);
  }
  for (const [name, value] of Object.entries(override)) if (!Object.hasOwn(record, name)) record[name] = value;
  return record;
}

function generateField(schema: Schema, choices: Choices): unknown {
  const { schema: target, nullable } = nonNull(schema);
  return nullable && choices.chance(0.15) ? null : generate(target, choices);
}

function generate(schema: Schema, choices: Choices): unknown {
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) {
    const values = schema.enum.filter((value: unknown) => value !== null);
    return values[choices.below(values.length)];
  }
  switch (schema.type) {
    case "string":
      return schema.format === undefined
        ? choices.text(typeof schema.minLength === "number" ? schema.minLength : 0, typeof schema.maxLength === "number" ? schema.maxLength : undefined)
        : formatted(schema.format, choices);
    case "integer":
      return choices.integer(typeof schema.minimum === "number" ? schema.minimum : undefined);
    case "number":
      return choices.below(100_000_000) / 100;
    case "boolean":
      return choices.chance(0.5);
    case "array":
      return Array.from({ length: arrayLength(schema, choices) }, () => (schema.items === undefined ? WORDS[choices.below(WORDS.length)] : make(schema.items, choices, undefined)));
    case "object":
      return schema.properties === undefined ? choices.freeForm() : makeObject(schema, choices, {});
    default:
      throw new Error(`cannot make a value of type ${String(schema.type)}`);
  }
}

/** Words and a number, as long as minLength and maxLength allow (the words are ASCII: a unit is a code point). */
function text(schema: { minLength: number; maxLength: number | undefined }, random: () => number): string {
  let value = `${pick(random, WORDS)}-${integer(random, 10_000)}`;
  const min = typeof schema.minLength === "number" ? schema.minLength : 0;
  while (value.length < min) value += pick(random, WORDS);
  return typeof schema.maxLength === "number" ? value.slice(0, Math.max(schema.maxLength, min)) : value;
}

/** A value of a format: date-time and uuid made by the choices, varied; any other format picked from the samples its definition lists. */
function formatted(format: string, choices: Choices): string {
  if (format === "date-time") return choices.dateTime();
  if (format === "uuid") return choices.uuid();
  const samples = FORMAT_SAMPLES[format];
  if (samples === undefined || samples.length === 0) throw new Error(`cannot make a value of format ${format}: give it samples in formats/vocabulary.json`);
  return samples[choices.below(samples.length)]!;
}

/** 0 to 3 items, within minItems and maxItems. */
function arrayLength(schema: Schema, choices: Choices): number {
  const min = typeof schema.minItems === "number" ? schema.minItems : 0;
  const max = typeof schema.maxItems === "number" ? schema.maxItems : min + 3;
  return min + choices.below(Math.max(max - min, 0) + 1);
}

function freeForm(random: () => number): Record<string, unknown> {
  return Object.fromEntries(
    Array.from({ length: integer(random, 4) }, (_, i) => [`${pick(random, WORDS)}${i}`, pick(random, [integer(random, 100), pick(random, WORDS), random() < 0.5, null])]),
  );
}

/** RFC 3339 date-times across the years, with and without fractions, at several offsets. */
function dateTime(random: () => number): string {
  const year = 2000 + integer(random, 40);
  const month = 1 + integer(random, 12);
  const day = 1 + integer(random, 28);
  const fraction =
    random() < 0.4
      ? `.${String(integer(random, 1_000_000))
          .padStart(6, "0")
          .slice(0, 1 + integer(random, 6))}`
      : "";
  return `${year}-${pad(month)}-${pad(day)}T${pad(integer(random, 24))}:${pad(integer(random, 60))}:${pad(integer(random, 60))}${fraction}${pick(random, OFFSETS)}`;
}

function uuid(random: () => number): string {
  const hex = (length: number) => Array.from({ length }, () => HEX[integer(random, 16)]).join("");
  const value = `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(random, ["8", "9", "a", "b"])}${hex(3)}-${hex(12)}`;
  return random() < 0.2 ? value.toUpperCase() : value;
}

function pick<T>(random: () => number, values: readonly T[]): T {
  return values[integer(random, values.length)]!;
}

function integer(random: () => number, below: number): number {
  return Math.floor(random() * below);
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
