// Values of a schema of a generated document, and their near misses, built here from the
// schema alone (not by src/diff): what the differential probes every way no change claims with.
// A value is built for the conjunction of the schemas that must all hold at its place (a `$ref`
// and the keywords beside it, an anyOf's branch and its siblings), as the strict profile reads
// them (a record that names properties admits no other); whether it is admitted is for the
// independent validator to say, so a value built here need not be.
import { FORMAT_NAMES, textOf, type FormatName } from "./format-texts.js";
import { JSON_TYPES, pick, typesOf, type Json, type Random } from "./vocabulary-grammar.js";

const NONE = Symbol("no value");
type Built = unknown | typeof NONE;

/** References and branches followed for one value: past any generated document, short of a cycle. */
const MAX_STEPS = 64;

/** A value of `schema` (read in `document`), or undefined where none was built. */
export function valueOf(random: Random, schema: unknown, document: Json): unknown {
  const value = conjunction(random, [schema], document, 0);
  return value === NONE ? undefined : value;
}

function conjunction(random: Random, schemas: readonly unknown[], document: Json, depth: number): Built {
  const parts: Json[] = [];
  const pending = [...schemas];
  for (let steps = 0; pending.length > 0; steps++) {
    if (steps > MAX_STEPS) return NONE;
    const schema = pending.pop();
    if (schema === false) return NONE;
    if (typeof schema !== "object" || schema === null) continue;
    const s = schema as Json;
    if (typeof s.$ref === "string") pending.push(resolve(document, s.$ref));
    if (Array.isArray(s.anyOf)) pending.push(pick(random, s.anyOf));
    parts.push(s);
  }
  const listed = parts.filter((part) => Array.isArray(part.enum) || Object.hasOwn(part, "const")).map((part) => (Array.isArray(part.enum) ? part.enum : [part.const]));
  if (listed.length > 0) {
    const candidates = listed[0]!.filter((value: unknown) => listed.every((values) => values.includes(value)));
    return candidates.length === 0 ? NONE : pick(random, candidates);
  }
  const types = typesAdmitted(parts);
  const order = [...types].sort(() => random() - 0.5);
  // A type the keywords speak of first: an untyped schema with `properties` most likely wants a record.
  order.sort((a, b) => Number(hinted(parts, b)) - Number(hinted(parts, a)));
  for (const type of order) {
    const value = ofType(random, type, parts, document, depth);
    if (value !== NONE) return value;
  }
  return NONE;
}

/** The types every part admits (integer within number). */
function typesAdmitted(parts: readonly Json[]): string[] {
  let types = [...JSON_TYPES];
  for (const part of parts) {
    const own = typesOf(part);
    if (own.length === 0) continue;
    types = types.filter((type) => own.includes(type) || (type === "integer" && own.includes("number")));
  }
  return types;
}

const HINTS: Readonly<Record<string, readonly string[]>> = {
  object: ["properties", "required", "additionalProperties"],
  array: ["items", "minItems", "maxItems"],
  string: ["format", "minLength", "maxLength"],
  integer: ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"],
};

function hinted(parts: readonly Json[], type: string): boolean {
  return parts.some((part) => (HINTS[type] ?? []).some((keyword) => Object.hasOwn(part, keyword)));
}

function ofType(random: Random, type: string, parts: readonly Json[], document: Json, depth: number): Built {
  switch (type) {
    case "null":
      return null;
    case "boolean":
      return random() < 0.5;
    case "integer":
    case "number":
      return numberIn(random, parts, type === "integer");
    case "string":
      return stringIn(random, parts);
    case "array":
      return arrayIn(random, parts, document, depth);
    default:
      return recordIn(random, parts, document, depth);
  }
}

function numberIn(random: Random, parts: readonly Json[], integer: boolean): Built {
  const highest = (keyword: string) => Math.max(...parts.map((part) => (typeof part[keyword] === "number" ? part[keyword] : -Infinity)));
  const lowest = (keyword: string) => Math.min(...parts.map((part) => (typeof part[keyword] === "number" ? part[keyword] : Infinity)));
  const [min, exclusiveMin, max, exclusiveMax] = [highest("minimum"), highest("exclusiveMinimum"), lowest("maximum"), lowest("exclusiveMaximum")];
  const admitted = (value: number) => value >= min && value > exclusiveMin && value <= max && value < exclusiveMax && (!integer || Number.isInteger(value));
  const ends = [min, exclusiveMin, max, exclusiveMax].filter(Number.isFinite);
  const candidates = [...ends.flatMap((end) => [end, end - 1, end + 1, end + 0.5, end - 0.5, Math.ceil(end), Math.floor(end)]), 0, 1, -1, 3, 2.5].filter(admitted);
  if (candidates.length === 0) return NONE;
  return pick(random, candidates);
}

function stringIn(random: Random, parts: readonly Json[]): Built {
  const min = Math.max(0, ...parts.map((part) => (typeof part.minLength === "number" ? part.minLength : 0)));
  const max = Math.min(...parts.map((part) => (typeof part.maxLength === "number" ? part.maxLength : Infinity)));
  const formats = [...new Set(parts.flatMap((part) => (typeof part.format === "string" ? [part.format] : [])))];
  if (formats.length > 1 || min > max) return NONE;
  const format = formats[0] as FormatName | undefined;
  if (format !== undefined && !(FORMAT_NAMES as readonly string[]).includes(format)) return NONE;
  const lengths = [min, min + 1, max, max - 1, min + 3, 20, 23, 36].filter((length) => length >= min && length <= max && length <= 64);
  for (const length of [...lengths].sort(() => random() - 0.5)) {
    const text = textOf(format, length);
    if (text !== undefined) return text;
  }
  return NONE;
}

function arrayIn(random: Random, parts: readonly Json[], document: Json, depth: number): Built {
  const min = Math.max(0, ...parts.map((part) => (typeof part.minItems === "number" ? part.minItems : 0)));
  const max = Math.min(depth > 6 ? min : Infinity, ...parts.map((part) => (typeof part.maxItems === "number" ? part.maxItems : Infinity)));
  if (min > max) return NONE;
  const items = parts.flatMap((part) => (Object.hasOwn(part, "items") ? [part.items] : []));
  const length = Math.min(max, min + Math.floor(random() * 3));
  const values: unknown[] = [];
  for (let i = 0; i < length; i++) {
    const item = items.length === 0 ? pick(random, [0, "x", null, true]) : conjunction(random, items, document, depth + 1);
    if (item === NONE) return i >= min ? values : NONE;
    values.push(item);
  }
  return values;
}

/** A record every part admits in the strict profile: every required name, each optional one now and then, and only names every part that names properties lists. */
function recordIn(random: Random, parts: readonly Json[], document: Json, depth: number): Built {
  const closed = parts.filter((part) => part.additionalProperties === false || (part.additionalProperties === undefined && typeof part.properties === "object"));
  const allowed = (name: string) => closed.every((part) => typeof part.properties === "object" && Object.hasOwn(part.properties, name));
  const names = new Set(parts.flatMap((part) => (typeof part.properties === "object" ? Object.keys(part.properties) : [])));
  const required = new Set(parts.flatMap((part) => (Array.isArray(part.required) ? part.required : [])));
  const value: Json = {};
  for (const name of new Set([...names, ...required])) {
    if (!allowed(name)) {
      if (required.has(name)) return NONE;
      continue;
    }
    if (!required.has(name) && (depth > 6 || random() < 0.4)) continue;
    const field = conjunction(
      random,
      parts.flatMap((part) => (typeof part.properties === "object" && Object.hasOwn(part.properties, name) ? [part.properties[name]] : [])),
      document,
      depth + 1,
    );
    if (field === NONE) {
      if (required.has(name)) return NONE;
      continue;
    }
    value[name] = field;
  }
  return value;
}

function resolve(document: Json, ref: string): unknown {
  if (!ref.startsWith("#")) return undefined;
  return pointerTarget(document, ref.slice(1));
}

/** What a JSON Pointer names in a document, or undefined. */
export function pointerTarget(document: unknown, pointer: string): unknown {
  if (pointer === "") return document;
  let at: unknown = document;
  for (const token of pointer.slice(1).split("/")) {
    const name = token.replaceAll("~1", "/").replaceAll("~0", "~");
    if (typeof at !== "object" || at === null || !Object.hasOwn(at, name)) return undefined;
    at = (at as Json)[name];
  }
  return at;
}

/** What the near misses of the values of two documents are drawn from: every bound, length, listed value and field name either writes, and a value of each type. */
export interface Misses {
  numbers: number[];
  strings: string[];
  listed: unknown[];
  names: string[];
}

export function missesOf(documents: readonly Json[]): Misses {
  const numbers = new Set<number>([0, -1, 1, 0.5, 3, 7]);
  const strings = new Set<string>(["", "x", "A", "OPEN", "v0", "not-a-date", "2026-02-30T00:00:00Z"]);
  const listed = new Set<unknown>();
  const names = new Set<string>(["unlisted"]);
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== "object" || value === null) return;
    for (const [key, inner] of Object.entries(value)) {
      if (["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"].includes(key) && typeof inner === "number")
        for (const near of [-1, -0.5, 0, 0.5, 1]) numbers.add(inner + near);
      if (["minLength", "maxLength"].includes(key) && typeof inner === "number")
        for (const length of [inner - 1, inner, inner + 1])
          for (const format of [undefined, ...FORMAT_NAMES]) {
            const text = textOf(format, length);
            if (text !== undefined) strings.add(text);
          }
      if (key === "enum" && Array.isArray(inner)) for (const item of inner.slice(0, 12).concat(inner.slice(-3))) listed.add(item);
      if (key === "const") listed.add(inner);
      if (key === "properties" && typeof inner === "object" && inner !== null) for (const name of Object.keys(inner)) names.add(name);
      visit(inner);
    }
  };
  documents.forEach(visit);
  return { numbers: [...numbers], strings: [...strings], listed: [...listed], names: [...names] };
}

/** A value near `value`: one field changed, left out or added, an item added or removed, a number or length at a bound, null, another type. */
export function nearMiss(random: Random, value: unknown, misses: Misses): unknown {
  const copy = structuredClone(value);
  const places = containersOf(copy);
  const other = () => otherValue(random, misses);
  if (places.length === 0 || random() < 0.1) return other();
  const container = pick(random, places);
  if (Array.isArray(container)) {
    const choice = pick(random, ["push", "pop", "change", "double"]);
    if (choice === "push" || container.length === 0) container.push(container.length > 0 && random() < 0.5 ? structuredClone(container[0]) : other());
    else if (choice === "pop") container.pop();
    else if (choice === "double") container.push(...structuredClone(container));
    else container[Math.floor(random() * container.length)] = other();
    return copy;
  }
  const object = container as Json;
  const keys = Object.keys(object);
  const choice = pick(random, ["change", "change", "remove", "add"]);
  if (choice === "remove" && keys.length > 0) delete object[pick(random, keys)];
  else if (choice === "change" && keys.length > 0) object[pick(random, keys)] = other();
  else object[pick(random, misses.names)] = other();
  return copy;
}

function otherValue(random: Random, misses: Misses): unknown {
  switch (pick(random, ["number", "string", "listed", "type"])) {
    case "number":
      return pick(random, misses.numbers);
    case "string":
      return pick(random, misses.strings);
    case "listed":
      return misses.listed.length === 0 ? null : pick(random, misses.listed);
    default:
      return pick(random, [null, true, false, 0, 2, "", [], {}, [0], { a: 1 }]);
  }
}

/** The objects and arrays of a value, itself among them. */
function containersOf(value: unknown): (Json | unknown[])[] {
  if (typeof value !== "object" || value === null) return [];
  const inner = Array.isArray(value) ? value : Object.values(value);
  return [value as Json | unknown[], ...inner.flatMap(containersOf)];
}
