// The values tried as witnesses of a change between two schemas (witnesses.ts): values each
// schema likely admits (its enum, bounds, formats, patterns, required properties), and near
// misses around what either states (one past each bound, a pattern's string cut or extended, a
// property dropped, added or given a value of its own near misses, another type). None is
// trusted: every one is judged by both schemas (admits.ts) before it is shown. Lazy, bounded and
// without repeats, so that a witness found early costs little.
import { FORMAT_SAMPLES } from "../../generated/testing/schemas.js";
import type { Budget } from "./admits.js";
import { compareLanguages, patternAutomaton } from "./pattern-automaton.js";
import { patternSamples } from "./pattern-samples.js";
import type { References } from "./references.js";
import { isSchemaObject, type Schema } from "./schema.js";

/** How deep values nest, how many are made for one schema, and how many are tried for one pair. */
const MAX_DEPTH = 4;
const MAX_SAMPLES = 8;
const MAX_CANDIDATES = 400;

/** A schema and the references of its document, so that `$ref`s can be followed. */
export interface Sided {
  schema: unknown;
  references: References;
}

const OTHER_TYPES: unknown[] = [null, true, 0, 1.5, "a", [], {}];

/**
 * Values to try, each once: from either side, what it admits and what lies just outside it. With
 * `property`, only objects that differ in that property: the change is about it.
 */
export function* witnessCandidates(previous: Sided, current: Sided, budget: Budget, property?: string): Generator<unknown> {
  const seen = new Set<string>();
  let count = 0;
  const fresh = function* (values: Iterable<unknown>): Generator<unknown> {
    for (const value of values) {
      if (count >= MAX_CANDIDATES || budget.left <= 0) return;
      const key = JSON.stringify(value);
      // Making a value and comparing it with those made before costs as much as some twenty checks, and one more per 16 characters of it.
      budget.left -= 20 + (key?.length ?? 0) / 16;
      if (key === undefined || seen.has(key)) continue;
      seen.add(key);
      count++;
      yield value;
    }
  };
  if (property !== undefined) {
    yield* fresh(propertyMisses([previous, current], property, 0));
    return;
  }
  // Near misses first: a value just past a bound says more than any value past it.
  yield* fresh(nearMisses([previous, current], 0));
  for (const side of [previous, current]) yield* fresh(samples(side.schema, side.references, 0));
  yield* fresh(OTHER_TYPES);
}

/** Values `schema` likely admits, the simplest first (exported for its tests: the candidates hide it behind their repeats). */
function samples(schema: unknown, references: References, depth: number): unknown[] {
  if (depth > MAX_DEPTH) return [];
  if (schema === true) return [null, "a", 0, {}];
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return [];
  const s = schema as Schema;
  const out: unknown[] = [];
  const referenced = target(s, references);
  if (referenced !== undefined) out.push(...samples(referenced, references, depth + 1));
  if (Object.hasOwn(s, "const")) out.push(s.const);
  if (Array.isArray(s.enum)) out.push(...s.enum.slice(0, MAX_SAMPLES));
  if (Array.isArray(s.allOf)) out.push(...mergedSamples(s.allOf.map((member: unknown) => samples(member, references, depth + 1))));
  for (const keyword of ["anyOf", "oneOf"]) {
    if (Array.isArray(s[keyword])) for (const member of s[keyword]) out.push(...samples(member, references, depth + 1).slice(0, 2));
  }
  for (const type of typesOf(s)) out.push(...typedSamples(s, type, references, depth));
  return out.slice(0, MAX_SAMPLES * 2);
}

/** What a schema that is a reference refers to (a `$dynamicRef` as its static target). */
function target(schema: Schema, references: References): unknown {
  if (typeof schema.$ref === "string") return references.resolve(schema.$ref, schema);
  if (typeof schema.$dynamicRef === "string") return references.resolveDynamic(schema.$dynamicRef, schema, []);
  return undefined;
}

/** The types a schema states, or those its keywords suggest when it states none. */
export function typesOf(schema: Schema): string[] {
  if (typeof schema.type === "string") return [schema.type];
  if (Array.isArray(schema.type)) return schema.type.filter((type: unknown): type is string => typeof type === "string");
  const suggested: string[] = [];
  if (["properties", "required", "additionalProperties", "patternProperties", "minProperties", "maxProperties"].some((key) => key in schema)) suggested.push("object");
  if (["items", "prefixItems", "contains", "minItems", "maxItems", "uniqueItems"].some((key) => key in schema)) suggested.push("array");
  if (["minLength", "maxLength", "pattern", "format"].some((key) => key in schema)) suggested.push("string");
  if (["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"].some((key) => key in schema)) suggested.push("number");
  return suggested;
}

function typedSamples(schema: Schema, type: string, references: References, depth: number): unknown[] {
  switch (type) {
    case "null":
      return [null];
    case "boolean":
      return [true, false];
    case "integer":
    case "number":
      return numberSamples(schema, type === "integer");
    case "string":
      return stringSamples(schema);
    case "array":
      return arraySamples(schema, references, depth);
    case "object":
      return objectSamples(schema, references, depth);
    default:
      return [];
  }
}

function numberSamples(schema: Schema, integer: boolean): number[] {
  const step = typeof schema.multipleOf === "number" && schema.multipleOf > 0 ? schema.multipleOf : integer ? 1 : 0.5;
  const low = typeof schema.minimum === "number" ? schema.minimum : typeof schema.exclusiveMinimum === "number" ? schema.exclusiveMinimum + (integer ? 1 : step) : undefined;
  const high = typeof schema.maximum === "number" ? schema.maximum : typeof schema.exclusiveMaximum === "number" ? schema.exclusiveMaximum - (integer ? 1 : step) : undefined;
  const start = low ?? (high !== undefined ? Math.min(0, high) : 0);
  const first = Math.ceil(start / step) * step;
  const out = [integer ? Math.ceil(first) : first];
  if (high !== undefined) out.push(Math.floor(high / step) * step);
  if (!integer) out.push(first + step / 2);
  return out;
}

function stringSamples(schema: Schema): string[] {
  const min = typeof schema.minLength === "number" ? schema.minLength : 0;
  const max = typeof schema.maxLength === "number" ? schema.maxLength : undefined;
  const out: string[] = [];
  if (typeof schema.format === "string" && Object.hasOwn(FORMAT_SAMPLES, schema.format)) out.push(...FORMAT_SAMPLES[schema.format]!);
  if (typeof schema.pattern === "string") out.push(...patternSamples(schema.pattern, [1, 3, 5, 10, min, min + 1]));
  out.push(filler(Math.max(min, 1)));
  if (max !== undefined) out.push(filler(max));
  return out;
}

/** A readable string of `length` code points. */
function filler(length: number): string {
  return "abcdefghij".repeat(Math.ceil(Math.min(length, 10_000) / 10)).slice(0, Math.min(length, 10_000));
}

function arraySamples(schema: Schema, references: References, depth: number): unknown[][] {
  const min = typeof schema.minItems === "number" ? Math.min(schema.minItems, 50) : 0;
  const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems.map((item: unknown) => samples(item, references, depth + 1)[0]) : [];
  const items = samples(schema.items ?? true, references, depth + 1);
  const contained = schema.contains === undefined ? [] : samples(schema.contains, references, depth + 1).slice(0, 1);
  const filled = (length: number) => {
    const out = [...prefix, ...contained];
    for (let i = 0; out.length < length && items.length > 0; i++) out.push(items[i % items.length]);
    return out;
  };
  return [filled(Math.max(min, prefix.length + contained.length)), filled(Math.max(min, prefix.length + contained.length, 1))];
}

function objectSamples(schema: Schema, references: References, depth: number): Record<string, unknown>[] {
  const minimal = leastObject(schema, references, depth);
  const properties: Record<string, unknown> = typeof schema.properties === "object" && schema.properties !== null ? schema.properties : {};
  const optional = Object.keys(properties)
    .slice(0, 100)
    .filter((name) => !Object.hasOwn(minimal, name));
  const full = { ...minimal, ...Object.fromEntries(optional.map((name) => [name, samples(properties[name], references, depth + 1)[0]])) };
  return [minimal, full];
}

/** The object of `schema`'s required properties, each with a value its schema likely admits. */
function leastObject(schema: Schema, references: References, depth: number): Record<string, unknown> {
  const properties: Record<string, unknown> = typeof schema.properties === "object" && schema.properties !== null ? schema.properties : {};
  const required: string[] = Array.isArray(schema.required) ? schema.required.filter((name: unknown): name is string => typeof name === "string") : [];
  const valueOf = (name: string) => samples(Object.hasOwn(properties, name) ? properties[name] : (schema.additionalProperties ?? true), references, depth + 1)[0];
  return Object.fromEntries(required.slice(0, 100).map((name) => [name, valueOf(name)]));
}

/** Objects from each list of samples merged (an allOf of object parts), and the samples themselves. */
function mergedSamples(lists: unknown[][]): unknown[] {
  const objects = lists.map((list) => list.find(isSchemaObject));
  const merged = objects.every((value) => value !== undefined) ? [Object.fromEntries(objects.flatMap((value) => Object.entries(value as object)))] : [];
  return [...merged, ...lists.flatMap((list) => list.slice(0, 2))];
}

/** The same place in both documents: the schema each side has there (undefined where it has none). */
type Pair = [previous: Sided, current: Sided];

/** Values just outside (or just inside) what either schema of the pair states, built on the samples of both (exported for its tests, like `samples`). */
function* nearMisses(pair: Pair, depth: number): Generator<unknown> {
  if (depth > MAX_DEPTH) return;
  const [previous, current] = pair.map(followed) as Pair;
  const schemas = [previous.schema, current.schema].filter(isSchemaObject);
  if (schemas.length === 0) return;
  for (const schema of schemas) yield* listedValues(schema);
  for (const schema of schemas) yield* numberMisses(schema);
  yield* stringMisses(schemas);
  yield* patternMisses([previous.schema, current.schema].map((schema) => (typeof schema === "object" && schema !== null ? (schema as Schema) : undefined)));
  for (const keyword of ["allOf", "anyOf", "oneOf"]) {
    for (const side of [previous, current]) {
      const list = (side.schema as Schema | undefined)?.[keyword];
      if (Array.isArray(list))
        for (const member of list.slice(0, 10))
          yield* nearMisses(
            [
              { schema: member, references: side.references },
              { schema: undefined, references: side.references },
            ],
            depth + 1,
          );
    }
  }
  for (const keyword of ["not", "if", "then", "else"]) yield* nearMisses(inside([previous, current], keyword), depth + 1);
  yield* arrayMisses([previous, current], depth);
  yield* objectMisses([previous, current], depth);
}

/** A side whose schema is a reference, as what it refers to (a `$dynamicRef` as its static target), a few steps deep. */
function followed(side: Sided): Sided {
  let schema = side.schema;
  for (let steps = 0; steps < 8 && typeof schema === "object" && schema !== null; steps++) {
    const referenced = target(schema as Schema, side.references);
    if (referenced === undefined) break;
    schema = referenced;
  }
  return { schema, references: side.references };
}

/** The schemas each side holds under `keyword` (and `name`, for a map): the same place one level down. */
function inside(pair: Pair, keyword: string, name?: string): Pair {
  return pair.map((side) => {
    const held = typeof side.schema === "object" && side.schema !== null ? (side.schema as Schema)[keyword] : undefined;
    const schema = name === undefined ? held : typeof held === "object" && held !== null && Object.hasOwn(held, name) ? held[name] : undefined;
    return { schema, references: side.references };
  }) as Pair;
}

/** The values a schema lists (const, enum): the first a change of them, or one inside a `not`, moves. */
function* listedValues(schema: Schema): Generator<unknown> {
  if (Object.hasOwn(schema, "const")) yield schema.const;
  if (Array.isArray(schema.enum)) yield* schema.enum.slice(0, MAX_SAMPLES);
}

function* numberMisses(schema: Schema): Generator<number> {
  for (const keyword of ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"]) {
    const bound = schema[keyword];
    if (typeof bound === "number") yield* [bound, bound - 1, bound + 1, bound - 0.5, bound + 0.5];
  }
  if (typeof schema.multipleOf === "number" && schema.multipleOf > 0)
    yield* [schema.multipleOf, schema.multipleOf + 1, schema.multipleOf / 2, schema.multipleOf * 1.5, schema.multipleOf * 3, 1];
}

function* stringMisses(schemas: Schema[]): Generator<string> {
  const base = schemas.flatMap(stringSamples);
  // Around every length bound of either side, shortest first: the first that separates is the one just past a bound.
  const lengths = new Set<number>();
  for (const schema of schemas) {
    for (const keyword of ["minLength", "maxLength"]) {
      const bound = schema[keyword];
      if (typeof bound === "number") for (const length of [bound - 1, bound, bound + 1]) if (length >= 0) lengths.add(length);
    }
  }
  for (const length of [...lengths].sort((a, b) => a - b)) {
    yield filler(length);
    for (const sample of base) yield fitted(sample, length);
  }
  if (schemas.some((schema) => typeof schema.pattern === "string" || typeof schema.format === "string")) {
    for (const sample of base) yield* [sample.slice(1), sample.slice(0, -1), `${sample}!`, `!${sample}`, sample.slice(0, 10), sample.toUpperCase()];
    yield* ["", "a", "0", " "];
  }
}

/** The shortest string each pattern of the pair matches and the other does not (an absent pattern matches every string). */
function* patternMisses(schemas: (Schema | undefined)[]): Generator<string> {
  if (!schemas.some((schema) => typeof schema?.pattern === "string")) return;
  const automata = [0, 1].map((i) => patternAutomaton(typeof schemas[i]?.pattern === "string" ? schemas[i]!.pattern : ""));
  if (automata[0] === undefined || automata[1] === undefined) return;
  const compared = compareLanguages(automata[0], automata[1]);
  if (compared?.firstOnly !== undefined) yield compared.firstOnly;
  if (compared?.secondOnly !== undefined) yield compared.secondOnly;
}

/** `sample` cut or extended (repeating its own last code point) to `length` code points. */
function fitted(sample: string, length: number): string {
  const points = [...sample];
  if (points.length >= length) return points.slice(0, length).join("");
  const last = points.at(-1) ?? "a";
  return points.join("") + last.repeat(Math.min(length, 10_000) - points.length);
}

function* arrayMisses(pair: Pair, depth: number): Generator<unknown> {
  const schemas = pair.map((side) => side.schema).filter((schema): schema is Schema => typeof schema === "object" && schema !== null);
  const arrays = schemas.filter((schema) => schema.type === "array" || schema.items !== undefined || schema.prefixItems !== undefined || schema.contains !== undefined);
  if (arrays.length === 0) return;
  const item = pair
    .flatMap((side) => (typeof side.schema === "object" && side.schema !== null ? arraySamples(side.schema as Schema, side.references, depth) : []))
    .find((array) => array.length > 0)?.[0];
  yield [];
  if (item !== undefined) yield* [[item], [item, item]];
  for (const schema of arrays) {
    for (const keyword of ["minItems", "maxItems", "minContains", "maxContains"]) {
      const bound = schema[keyword];
      if (typeof bound === "number" && item !== undefined && bound <= 50)
        for (const length of [bound - 1, bound, bound + 1]) if (length >= 0) yield Array.from({ length }, () => item);
    }
  }
  for (const keyword of ["items", "contains"]) for (const miss of take(nearMisses(inside(pair, keyword), depth + 1), MAX_SAMPLES)) yield [miss];
}

function* objectMisses(pair: Pair, depth: number): Generator<unknown> {
  const schemas = pair.map((side) => side.schema).filter((schema): schema is Schema => typeof schema === "object" && schema !== null);
  const objects = schemas.filter(
    (schema) => schema.type === "object" || schema.properties !== undefined || schema.required !== undefined || schema.additionalProperties !== undefined,
  );
  if (objects.length === 0) return;
  const bases = pair.flatMap((side) => (typeof side.schema === "object" && side.schema !== null ? objectSamples(side.schema as Schema, side.references, depth) : []));
  const names = new Set<string>();
  for (const schema of objects)
    if (typeof schema.properties === "object" && schema.properties !== null) for (const name of Object.keys(schema.properties).slice(0, 100)) names.add(name);
  for (const base of bases) {
    for (const name of Object.keys(base)) yield withoutKey(base, name);
    yield withKey(base, "unlistedProperty", "a");
  }
  for (const name of names) yield* propertyMisses(pair, name, depth);
  // Around each bound on the count of properties, objects of that many (filler names added to a base).
  for (const schema of objects) {
    for (const keyword of ["minProperties", "maxProperties"]) {
      const bound = schema[keyword];
      if (typeof bound !== "number" || bound > 50) continue;
      for (const count of [bound - 1, bound, bound + 1]) {
        const base = bases[0] ?? {};
        const extra = Math.max(0, count - Object.keys(base).length);
        if (count >= 0) yield { ...base, ...Object.fromEntries(Array.from({ length: extra }, (_, i) => [`property${i + 1}`, "a"])) };
      }
    }
  }
  // Each name a dependency starts from, present without what it asks for.
  for (const schema of objects) {
    for (const keyword of ["dependentRequired", "dependentSchemas"]) {
      if (typeof schema[keyword] !== "object" || schema[keyword] === null) continue;
      for (const name of Object.keys(schema[keyword]).slice(0, 20)) for (const base of bases.slice(0, 2)) yield withKey(base, name, "a");
    }
  }
  // A name each pattern of patternProperties matches, given values of either side's schema for it and of other types.
  for (const schema of objects) {
    if (typeof schema.patternProperties !== "object" || schema.patternProperties === null) continue;
    for (const pattern of Object.keys(schema.patternProperties).slice(0, 20)) {
      const name = patternSamples(pattern, [])[0];
      if (name === undefined) continue;
      const values = [...samples(schema.patternProperties[pattern], pair[0].references, depth + 1).slice(0, 2), null, "a", 0, true];
      for (const base of bases.slice(0, 2)) for (const value of values) yield withKey(base, name, value);
    }
  }
}

/** The least object of either side (its required properties) with `name` left out, or given each value tried for it. */
function* propertyMisses(pair: Pair, name: string, depth: number): Generator<unknown> {
  const bases = pair.flatMap((side) => {
    const schema = followed(side).schema;
    return typeof schema === "object" && schema !== null ? [leastObject(schema as Schema, side.references, depth)] : [];
  });
  for (const base of bases) yield withoutKey(base, name);
  const place = inside(pair, "properties", name);
  const values = [
    ...place.flatMap((side) => samples(side.schema ?? true, side.references, depth + 1).slice(0, 2)),
    ...take(nearMisses(place, depth + 1), MAX_SAMPLES),
    null,
    "a",
    0,
  ];
  for (const base of bases.slice(0, 2)) for (const value of values) yield withKey(base, name, value);
}

/**
 * `value` changed at property `name` alone: without it, then holding each value either side's
 * schema there likely admits. A witness of a change about `name` that the refusing side admits in
 * one of these forms is refused for that change, not for another change of the same record.
 */
export function* propertyVariants(previous: Sided, current: Sided, value: unknown, name: string): Generator<unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return;
  const object = value as Record<string, unknown>;
  yield withoutKey(object, name);
  for (const side of inside([followed(previous), followed(current)], "properties", name)) {
    for (const sample of samples(side.schema ?? true, side.references, 1).slice(0, MAX_SAMPLES)) yield withKey(object, name, sample);
  }
}

function withoutKey(object: Record<string, unknown>, name: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([key]) => key !== name));
}

/** `object` with `name` set, first (what the witness is about shows first in a line cut short), defined as its own property whatever the name (`__proto__` too). */
function withKey(object: Record<string, unknown>, name: string, value: unknown): Record<string, unknown> {
  return Object.fromEntries([[name, value], ...Object.entries(object).filter(([key]) => key !== name)]);
}

function* take<T>(values: Iterable<T>, count: number): Generator<T> {
  if (count <= 0) return;
  let taken = 0;
  for (const value of values) {
    yield value;
    if (++taken >= count) return;
  }
}
