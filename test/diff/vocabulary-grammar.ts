// Documents and edits for diff's differential, drawn from the vocabulary itself
// (scripts/vocabulary/): every keyword `diff` judges by values (a `diff` kind other than
// annotation, structure or unchecked) is generated from what it holds and the types it applies
// to, so that a keyword the vocabulary adopts is drawn at once, in every place a schema can
// stand: records open, closed or neither, unions of records, of arrays and of mixed types,
// `$ref`s with keywords beside them, arrays without items or with `items: false`, empty ranges,
// enums of thousands of values, nested anyOfs, nullable types. Edits add, remove and change any
// of those keywords at any place, add and remove union branches, and move a field's
// required-ness.
import { VOCABULARY } from "../../scripts/vocabulary/index.js";
import { seededRandom } from "../../src/testing/make-record.js";
import { FORMAT_NAMES, endsAround } from "./format-texts.js";

export type Json = Record<string, any>;
export type Random = () => number;
type Definition = (typeof VOCABULARY)[string];

/** How a keyword is read when it decides nothing by values: the rest decide values. */
const NOT_JUDGED_BY_VALUES = new Set(["annotation", "structure", "unchecked"]);

/** Every keyword diff judges by values, in the vocabulary's order (a keyword whose value names its siblings' comes after them). */
const JUDGED_KEYWORDS: readonly string[] = Object.keys(VOCABULARY).filter((keyword) => !NOT_JUDGED_BY_VALUES.has(VOCABULARY[keyword]!.diff));

/** Every JSON type name the vocabulary's `type` knows. */
export const JSON_TYPES: readonly string[] = Object.keys(VOCABULARY.type!.types ?? {});

/** The keywords whose value is a schema, a map of schemas or a list of them: where the places below a schema are. */
const SCHEMA_HOLDING = Object.keys(VOCABULARY).filter((keyword) => ["schema", "schemas", "schema list"].includes(VOCABULARY[keyword]!.holds ?? ""));

const RECORD_REFERENCE = "#/components/schemas/";
/** The document's records: each refers only to those after it, so no reference leads back to itself. */
const RECORD_NAMES = ["R", "S", "T"] as const;
/** Schemas nest this deep below a record at most. */
const MAX_DEPTH = 4;
/** Enum sizes past a contract's: hundreds to a few thousand values, past 4 096 among them. */
const LARGE_ENUM_SIZES = [200, 700, 1_500, 4_096, 4_097, 5_000];

const SCALARS: Readonly<Record<string, readonly unknown[]>> = {
  null: [null],
  boolean: [true, false],
  integer: [-1, 0, 1, 2, 3, 5, 8],
  number: [-1.5, 0, 0.5, 2.5, 3, 7],
  string: ["A", "B", "C", "D", "", "OPEN", "2026-03-01T09:00:00Z", "3f2504e0-4f89-41d3-9a0c-0305e82c3301"],
};
const BOUNDS = [-2, -1, 0, 0.5, 1, 2, 2.5, 3, 4, 5, 6, 8];

export const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
const chance = (random: Random, p: number) => random() < p;

/** The forms the compiled keywords take, beyond their kind (src/diff/keywords.ts's compiled forms): one outside them is judged by hand, not by values. */
const COMPILED_FORMS: Readonly<Record<string, (value: any, schema: Json) => boolean>> = {
  additionalProperties: (value) => typeof value === "boolean",
  $ref: (value) => typeof value === "string" && value.startsWith(RECORD_REFERENCE) && !value.slice(RECORD_REFERENCE.length).includes("/"),
  format: (value) => FORMAT_NAMES.includes(value),
  enum: (value) => Array.isArray(value) && value.every(isScalar),
  const: (value) => isScalar(value),
  required: (value, schema) => Array.isArray(value) && value.every((name) => typeof schema.properties === "object" && Object.hasOwn(schema.properties, name)),
};

function isScalar(value: unknown): boolean {
  return value === null || ["string", "number", "boolean"].includes(typeof value);
}

/** The types a schema's `type` names ([] for none), integer read as a number too. */
export function typesOf(schema: Json): string[] {
  return schema.type === undefined ? [] : [schema.type].flat();
}

function applies(definition: Definition, types: readonly string[]): boolean {
  const to = definition.appliesTo;
  return to === undefined || types.some((type) => to.includes(type) || (type === "number" && to.includes("integer")) || (type === "integer" && to.includes("number")));
}

/** Whether the keyword stands at the schema in a form the check generator compiles: its types, its value's form. */
function compiledAt(keyword: string, schema: Json): boolean {
  const definition = VOCABULARY[keyword];
  if (definition === undefined || NOT_JUDGED_BY_VALUES.has(definition.diff)) return false;
  const form = COMPILED_FORMS[keyword];
  if (form !== undefined) return form(schema[keyword], schema);
  return definition.appliesTo === undefined || (typesOf(schema).length > 0 && applies(definition, typesOf(schema)));
}

/** Whether every keyword of every schema in the document is one diff judges by values, in a form it compiles. */
export function allCompiled(document: Json): boolean {
  return placesOf(document).every(({ schema }) => typeof schema !== "object" || Object.keys(schema).every((keyword) => compiledAt(keyword, schema)));
}

interface Context {
  random: Random;
  depth: number;
  /** The records a `$ref` here may name. */
  targets: readonly string[];
}

/** Whether a keyword holding a number is a bound (minimum, …); one that is not is a step (multipleOf), which JSON Schema requires to be greater than 0. */
function isBound(definition: { diff: string }): boolean {
  return definition.diff === "lower bound" || definition.diff === "upper bound";
}

/** The values a step is drawn from: greater than 0, whole and halves, as a contract's steps are. */
const STEPS: readonly number[] = [0.5, 1, 2, 3, 5];

/** A value of `keyword` for a schema holding `schema` so far, from what the keyword holds; undefined to leave it out. */
function valueOf(keyword: string, schema: Json, context: Context): unknown {
  const { random } = context;
  const definition = VOCABULARY[keyword]!;
  switch (definition.holds) {
    case "number":
      return pick(random, isBound(definition) ? BOUNDS : STEPS);
    case "count":
      return definition.appliesTo?.includes("string") ? lengthBound(random, schema.format) : pick(random, [0, 1, 1, 2, 2, 3, 4]);
    case "string":
      if (definition.diff === "format") return pick(random, FORMAT_NAMES);
      if (definition.diff === "reference") return context.targets.length === 0 ? undefined : `${RECORD_REFERENCE}${pick(random, context.targets)}`;
      return pick(random, SCALARS.string!);
    case "array":
      return listed(random, typesOf(schema));
    case "types":
      return typeValue(random, pick(random, JSON_TYPES));
    case "schemas":
      return fields(context);
    case "strings":
      return namesOfSiblings(schema).filter(() => chance(random, 0.5));
    case "schema":
      return pick(random, [true, false, () => schemaAt({ ...context, depth: context.depth + 1 })]);
    case "schema list":
      return union(context);
    case "boolean":
      return chance(random, 0.5);
    default:
      return listed(random, typesOf(schema))[0] ?? null;
  }
}

/** A length bound: small, or for a string of a format, at and around where its texts' lengths start and end. */
function lengthBound(random: Random, format: unknown): number {
  if (typeof format === "string" && (FORMAT_NAMES as readonly string[]).includes(format) && chance(random, 0.8)) {
    const ends = endsAround(format as (typeof FORMAT_NAMES)[number]);
    return pick(random, ends);
  }
  return pick(random, [0, 1, 2, 3, 4, 6]);
}

/** The names of the schemas a sibling keyword holds by name (`properties`): what `required` lists. */
function namesOfSiblings(schema: Json): string[] {
  return Object.keys(VOCABULARY)
    .filter((keyword) => VOCABULARY[keyword]!.holds === "schemas" && typeof schema[keyword] === "object")
    .flatMap((keyword) => Object.keys(schema[keyword]));
}

/** An enum's values: a few of the types given (now and then one of another, which no value can take), or hundreds to thousands. */
function listed(random: Random, types: readonly string[]): unknown[] {
  const own = types.length === 0 ? JSON_TYPES : types;
  if (chance(random, 0.04)) {
    const size = pick(random, LARGE_ENUM_SIZES);
    const numbers = own.includes("integer") || own.includes("number");
    const strings = own.includes("string") || !numbers;
    return Array.from({ length: size }, (_, i) => (strings && (!numbers || i % 2 === 0) ? `v${i}` : i));
  }
  const pool = [...new Set(own.flatMap((type) => SCALARS[type] ?? []))];
  const values = pool.filter(() => chance(random, 0.35));
  if (values.length === 0 && pool.length > 0) values.push(pick(random, pool));
  if (chance(random, 0.15)) values.push(pick(random, SCALARS[pick(random, Object.keys(SCALARS))]!));
  return [...new Set(values)];
}

/** A `type`: one type, now and then with null (nullable) or another. */
function typeValue(random: Random, type: string): string | string[] {
  const types = new Set([type]);
  if (chance(random, 0.25)) types.add("null");
  if (chance(random, 0.08)) types.add(pick(random, JSON_TYPES));
  return types.size === 1 ? type : [...types];
}

/** A record's properties: up to four fields, each a schema one level down. */
function fields(context: Context): Json {
  const names = ["a", "b", "c", "d"].filter(() => chance(context.random, 0.6));
  return Object.fromEntries(names.map((name) => [name, schemaAt({ ...context, depth: context.depth + 1 })]));
}

/** Which keywords stand beside `type`, drawn for each: a record's structure nearly always, the rest now and then. */
const LIKELIHOOD: Readonly<Record<string, number>> = { schemas: 0.9, strings: 0.6, schema: 0.55 };

/** A schema of the given types with the judged keywords that apply to them, each drawn from what it holds. */
function typed(context: Context, types: string | string[]): Json {
  const schema: Json = { type: types };
  const all = [types].flat();
  for (const keyword of JUDGED_KEYWORDS) {
    const definition = VOCABULARY[keyword]!;
    if (keyword === "type" || definition.appliesTo === undefined || !applies(definition, all)) continue;
    if (!chance(context.random, LIKELIHOOD[definition.holds ?? ""] ?? 0.35)) continue;
    setKeyword(schema, keyword, context);
  }
  // Now and then an empty range: a lower bound past the upper one.
  if (chance(context.random, 0.05)) emptyRange(schema);
  // enum or const beside the type, now and then.
  if (chance(context.random, 0.1)) setKeyword(schema, pick(context.random, valueKeywords()), context);
  return schema;
}

/** The keywords that stand at any type and list values (enum, const). */
function valueKeywords(): string[] {
  return JUDGED_KEYWORDS.filter((keyword) => VOCABULARY[keyword]!.diff === VOCABULARY.enum!.diff);
}

function emptyRange(schema: Json): void {
  for (const keyword of JUDGED_KEYWORDS) {
    const definition = VOCABULARY[keyword]!;
    if (definition.diff !== "lower bound" || !applies(definition, typesOf(schema))) continue;
    const upper = JUDGED_KEYWORDS.find(
      (other) =>
        VOCABULARY[other]!.diff === "upper bound" && VOCABULARY[other]!.holds === definition.holds && String(VOCABULARY[other]!.appliesTo) === String(definition.appliesTo),
    );
    if (upper === undefined) continue;
    schema[keyword] = 3;
    schema[upper] = 1;
    return;
  }
}

/** Sets `keyword` to a value drawn for it, or leaves it out where the value would not be in a compiled form. */
function setKeyword(schema: Json, keyword: string, context: Context): void {
  let value = valueOf(keyword, schema, context);
  if (typeof value === "function") value = value();
  if (value === undefined) return;
  schema[keyword] = value;
  if (!compiledAt(keyword, schema)) delete schema[keyword];
}

/** The forms a schema below a record takes. */
const SHAPES = ["scalar", "scalar", "scalar", "record", "array", "values", "ref", "union", "typeless"] as const;

/** A schema at `depth` below its record. */
function schemaAt(context: Context): Json {
  const { random, depth } = context;
  const shape = depth >= MAX_DEPTH ? "scalar" : pick(random, SHAPES);
  switch (shape) {
    case "scalar":
      return typed(context, typeValue(random, pick(random, ["integer", "number", "string", "boolean", "null", "string", "integer"])));
    case "record":
      return typed(context, typeValue(random, "object"));
    case "array":
      return typed(context, typeValue(random, "array"));
    case "values": {
      const schema: Json = {};
      setKeyword(schema, pick(random, valueKeywords()), context);
      return schema;
    }
    case "ref":
      return reference(context) ?? typed(context, "string");
    case "union":
      return { anyOf: union(context) };
    default:
      // A schema without `type` whose keywords decide nothing alone: any value.
      return chance(random, 0.5) ? {} : { anyOf: [typed(context, "string"), {}] };
  }
}

/** A `$ref` to a record after this one, alone or with keywords beside it (a record's, `additionalProperties: false`, an array's bounds). */
function reference(context: Context): Json | undefined {
  const { random } = context;
  if (context.targets.length === 0) return undefined;
  const schema: Json = { $ref: `${RECORD_REFERENCE}${pick(random, context.targets)}` };
  if (chance(random, 0.5)) return schema;
  switch (pick(random, ["record", "closed", "typed", "bounds"])) {
    case "record":
      return { ...typed(context, "object"), ...schema };
    case "closed":
      return { ...schema, additionalProperties: false };
    case "typed":
      return { ...typed(context, pick(random, JSON_TYPES)), ...schema };
    default: {
      // Bounds of a type the record may not be: without `type` beside them they are not compiled.
      const bounds = typed(context, pick(random, ["array", "string", "integer"]));
      if (chance(random, 0.5)) delete bounds.type;
      return { ...bounds, ...schema };
    }
  }
}

/** An anyOf's branches: several records, several arrays, mixed types, a nested anyOf, null. */
function union(context: Context): Json[] {
  const { random } = context;
  const below = { ...context, depth: context.depth + 1 };
  const count = 2 + Math.floor(random() * 3);
  const kind = pick(random, ["records", "arrays", "mixed", "mixed", "nested", "split"]);
  const branches: Json[] = [];
  for (let i = 0; i < count; i++) {
    switch (kind) {
      case "records":
        branches.push(chance(random, 0.25) ? (reference(below) ?? typed(below, "object")) : typed(below, "object"));
        break;
      case "arrays":
        branches.push(typed(below, "array"));
        break;
      case "nested":
        branches.push(i === 0 ? { anyOf: union(below) } : schemaAt(below));
        break;
      case "split":
        // One range split into adjacent branches: the same values written two ways.
        branches.push({ type: "integer", minimum: i * 3, maximum: i * 3 + 2 });
        break;
      default:
        branches.push(schemaAt(below));
    }
  }
  if (chance(random, 0.3)) branches.push({ type: "null" });
  return branches;
}

/** A record of the document: a record mostly, now and then an enum, a union or an array. */
function namedRecord(random: Random, index: number): Json {
  const context: Context = { random, depth: 0, targets: RECORD_NAMES.slice(index + 1) };
  switch (pick(random, ["record", "record", "record", "values", "union", "array", "ref"])) {
    case "record":
      return typed(context, chance(random, 0.85) ? "object" : ["object", "null"]);
    case "values":
      return { ...(chance(random, 0.5) ? { type: "string" } : {}), enum: listed(random, ["string"]) };
    case "union":
      return { anyOf: union(context) };
    case "array":
      return typed(context, "array");
    default:
      return reference(context) ?? typed(context, "object");
  }
}

function documentOf(random: Random): Json {
  return {
    openapi: "3.1.0",
    info: { title: "generated", version: "1.0.0" },
    components: { schemas: Object.fromEntries(RECORD_NAMES.map((name, index) => [name, namedRecord(random, index)])) },
  };
}

/** Pair `index` of a seed: documents and edits, the same for the same seed and index whichever pairs are drawn before it, and the generator's state after them. */
export function pairOf(seed: number, index: number): { previous: Json; current: Json; said: string[]; random: Random } {
  const random = seededRandom(Math.imul(seed, 0x9e3779b1) ^ index);
  const previous = documentOf(random);
  const { current, said } = edited(random, previous);
  return { previous, current, said, random };
}

/** A place of a document: a schema and the path to it (from the document's root). */
export interface Place {
  path: (string | number)[];
  schema: Json | boolean;
}

/** Every schema of the document's records, found through the keywords that hold schemas. */
function placesOf(document: Json): Place[] {
  const places: Place[] = [];
  const visit = (schema: unknown, path: (string | number)[]) => {
    if (typeof schema === "boolean") places.push({ path, schema });
    if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return;
    places.push({ path, schema: schema as Json });
    for (const keyword of SCHEMA_HOLDING) {
      const value = (schema as Json)[keyword];
      if (value === undefined) continue;
      const holds = VOCABULARY[keyword]!.holds;
      if (holds === "schema") visit(value, [...path, keyword]);
      else if (holds === "schemas" && typeof value === "object") for (const name of Object.keys(value)) visit(value[name], [...path, keyword, name]);
      else if (holds === "schema list" && Array.isArray(value)) value.forEach((branch, i) => visit(branch, [...path, keyword, i]));
    }
  };
  for (const name of Object.keys(document.components.schemas)) visit(document.components.schemas[name], ["components", "schemas", name]);
  return places;
}

function at(document: Json, path: readonly (string | number)[]): any {
  return path.reduce<any>((value, segment) => value?.[segment], document);
}

function setAt(document: Json, path: readonly (string | number)[], value: unknown): void {
  const parent = at(document, path.slice(0, -1));
  parent[path.at(-1)!] = value;
}

/** The records a `$ref` at this path may name: those after the record it is in. */
function targetsAt(path: readonly (string | number)[]): string[] {
  const index = RECORD_NAMES.indexOf(path[2] as (typeof RECORD_NAMES)[number]);
  return RECORD_NAMES.slice(index + 1);
}

/** One to three edits drawn from the vocabulary, each at a place of the document; each is named in `said` (its kind and keyword). */
function edited(random: Random, document: Json): { current: Json; said: string[] } {
  const current = structuredClone(document);
  const said: string[] = [];
  for (let n = 1 + Math.floor(random() * 3); n > 0; n--) said.push(editOnce(random, current));
  return { current, said };
}

/**
 * One edit: mostly of one keyword the vocabulary judges by values, drawn first (each as likely
 * as another), added where it applies, removed or changed where it stands; else a schema
 * replaced, wrapped in an anyOf, or a boolean schema turned.
 */
function editOnce(random: Random, document: Json): string {
  const places = placesOf(document);
  const contextAt = (place: Place): Context => ({ random, depth: Math.max(0, Math.floor((place.path.length - 3) / 2)), targets: targetsAt(place.path) });
  if (chance(random, 0.75)) {
    const keyword = pick(random, JUDGED_KEYWORDS);
    const objects = places.filter((place): place is Place & { schema: Json } => typeof place.schema === "object");
    const holding = objects.filter((place) => Object.hasOwn(place.schema, keyword));
    const lacking = objects.filter((place) => !Object.hasOwn(place.schema, keyword) && applies(VOCABULARY[keyword]!, typesOf(place.schema)));
    const kind = pick(random, ["add", "remove", "change", "change"]);
    if ((kind === "add" || holding.length === 0) && lacking.length > 0) {
      const place = pick(random, lacking);
      setKeyword(place.schema, keyword, contextAt(place));
      return `add ${keyword}`;
    }
    if (holding.length > 0) {
      const place = pick(random, holding);
      if (kind === "remove") delete place.schema[keyword];
      else changeKeyword(place.schema, keyword, contextAt(place));
      return `${kind === "remove" ? "remove" : "change"} ${keyword}`;
    }
  }
  const place = pick(random, places);
  const context = contextAt(place);
  if (typeof place.schema === "boolean") {
    // Where only a boolean is compiled (additionalProperties), the boolean turned; elsewhere now and then a schema.
    const parent = at(document, place.path.slice(0, -1)) as Json;
    const keyword = String(place.path.at(-1));
    setAt(document, place.path, chance(random, 0.5) ? !place.schema : schemaAt(context));
    if (Object.hasOwn(parent, keyword) && JUDGED_KEYWORDS.includes(keyword) && !compiledAt(keyword, parent)) parent[keyword] = !place.schema;
    return "boolean schema turned or replaced";
  }
  if (chance(random, 0.4)) {
    setAt(document, place.path, chance(random, 0.5) ? { anyOf: [place.schema, { type: "null" }] } : { anyOf: [place.schema, schemaAt(context)] });
    return "wrap in anyOf";
  }
  setAt(document, place.path, schemaAt(context));
  return "replace schema";
}

/** A keyword's value changed by what it holds: a bound moved, a type added or taken away, a value listed or not, a field added or removed, required or not, a branch added or removed. */
function changeKeyword(schema: Json, keyword: string, context: Context): void {
  const { random } = context;
  const definition = VOCABULARY[keyword]!;
  const value = schema[keyword];
  switch (definition.holds) {
    case "number":
      schema[keyword] = isBound(definition)
        ? chance(random, 0.7)
          ? value + pick(random, [-2, -1, -0.5, 0.5, 1, 2])
          : pick(random, BOUNDS)
        : pick(
            random,
            STEPS.filter((step) => step !== value),
          );
      break;
    case "count":
      schema[keyword] = chance(random, 0.7) ? Math.max(0, value + pick(random, [-2, -1, 1, 2])) : (valueOf(keyword, schema, context) as number);
      break;
    case "types": {
      const types = new Set<string>([value].flat());
      if (types.has("null") && chance(random, 0.5)) types.delete("null");
      else if (chance(random, 0.6)) types.add(pick(random, JSON_TYPES));
      else if (types.size > 1) types.delete(pick(random, [...types]));
      else schema[keyword] = pick(random, JSON_TYPES);
      if (types.size > 0 && chance(random, 0.9)) schema[keyword] = types.size === 1 ? [...types][0] : [...types];
      break;
    }
    case "array": {
      const values = [...value];
      const choice = pick(random, ["add", "remove", "fresh"]);
      if (choice === "add")
        values.push(
          ...listed(random, typesOf(schema))
            .filter((listed) => !values.includes(listed))
            .slice(0, 1 + Math.floor(random() * 2)),
        );
      else if (choice === "remove" && values.length > 1) values.splice(Math.floor(random() * values.length), 1 + Math.floor(random() * 2));
      schema[keyword] = choice === "fresh" ? listed(random, typesOf(schema)) : values;
      break;
    }
    case "schemas": {
      const names = Object.keys(value);
      const choice = pick(random, ["add", "remove", "replace"]);
      const below = { ...context, depth: context.depth + 1 };
      if (choice === "remove" && names.length > 0) {
        const name = pick(random, names);
        delete value[name];
        if (Array.isArray(schema.required)) schema.required = schema.required.filter((required: string) => required !== name);
      } else if (choice === "replace" && names.length > 0) value[pick(random, names)] = schemaAt(below);
      else value[pick(random, ["a", "b", "c", "d", "e"])] = schemaAt(below);
      break;
    }
    case "strings": {
      // A field's required-ness moved.
      const names = namesOfSiblings(schema);
      if (names.length === 0) break;
      const name = pick(random, names);
      schema[keyword] = value.includes(name) ? value.filter((listed: string) => listed !== name) : [...value, name];
      break;
    }
    case "schema": {
      const next = pick(
        random,
        [true, false, undefined, "schema"].filter((option) => option !== value),
      );
      if (next === undefined) delete schema[keyword];
      else schema[keyword] = next === "schema" ? schemaAt({ ...context, depth: context.depth + 1 }) : next;
      if (schema[keyword] !== undefined && !compiledAt(keyword, schema)) delete schema[keyword];
      break;
    }
    case "schema list": {
      const branches = [...value];
      const below = { ...context, depth: context.depth + 1 };
      if (chance(random, 0.5) && branches.length > 1) branches.splice(Math.floor(random() * branches.length), 1);
      else if (chance(random, 0.5)) branches.push(schemaAt(below));
      else branches[Math.floor(random() * branches.length)] = schemaAt(below);
      schema[keyword] = branches;
      break;
    }
    default:
      setKeyword(schema, keyword, context);
  }
}

/** The forms a document holds, each named once a place: the tally the differential reports. */
export function formsOf(document: Json): string[] {
  const forms: string[] = [];
  for (const { schema } of placesOf(document)) {
    if (typeof schema === "boolean") {
      forms.push(`schema ${schema}`);
      continue;
    }
    const types = typesOf(schema);
    for (const keyword of Object.keys(schema)) if (JUDGED_KEYWORDS.includes(keyword)) forms.push(`keyword ${keyword}`);
    if (types.includes("null") && types.length > 1) forms.push("nullable type");
    if (types.includes("object")) forms.push(`record, additionalProperties ${schema.additionalProperties ?? "absent"}`);
    if (types.includes("array")) forms.push(`array, items ${typeof schema.items === "object" ? "a schema" : (schema.items ?? "absent")}`);
    if (typeof schema.$ref === "string") forms.push(Object.keys(schema).length > 1 ? "$ref with keywords beside it" : "$ref alone");
    if (Array.isArray(schema.enum)) forms.push(`enum of ${schema.enum.length > 100 ? "hundreds or more" : "a few"} values, ${schema.type === undefined ? "without" : "with"} type`);
    if (Array.isArray(schema.anyOf)) forms.push(unionForm(schema.anyOf));
    for (const [lower, upper] of [
      ["minimum", "maximum"],
      ["minItems", "maxItems"],
      ["minLength", "maxLength"],
    ])
      if (schema[lower!] > schema[upper!]) forms.push(`empty range (${lower} > ${upper})`);
  }
  return forms;
}

function unionForm(branches: unknown[]): string {
  const kinds = branches.map((branch) => {
    if (typeof branch !== "object" || branch === null) return "boolean";
    const schema = branch as Json;
    if (Array.isArray(schema.anyOf)) return "anyOf";
    if (schema.$ref !== undefined || typesOf(schema).includes("object")) return "object";
    return typesOf(schema).join("|") || "untyped";
  });
  if (kinds.includes("anyOf")) return "nested anyOf";
  const own = kinds.filter((kind) => kind !== "null");
  if (own.length > 1 && own.every((kind) => kind === "object")) return "union of records";
  if (own.length > 1 && own.every((kind) => kind === "array")) return "union of arrays";
  return "union of mixed types";
}
