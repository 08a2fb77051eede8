// Compares two versions of this package's OpenAPI document, record by record and field by
// field, and names each change with a rule of rules.ts.
//
// Written here rather than taken from a library: the maintained OpenAPI diff tools compare
// operations (paths), which this contract has none of (design decision D10), and classify in
// one direction only; the contract needs both directions of a response body (see rules.ts).
// It expects documents that passed assertComparable (document-shape.ts).
import { RULES, type ChangeClass, type RuleId } from "./rules.js";
import { pointerSegment } from "../json-pointer.js";

export interface Change {
  rule: RuleId;
  class: ChangeClass;
  /** JSON Pointer into the new document, or into the old one for what was removed. */
  pointer: string;
  message: string;
}

type Schema = Record<string, any>;
interface Document {
  components?: { schemas?: Record<string, Schema>; responses?: Record<string, Schema> };
}

const SCHEMA_REF = "#/components/schemas/";
const ANNOTATIONS = ["title", "description", "examples", "$comment", "deprecated"];
/** Keywords this comparison understands; a change in any other is KEYWORD_CHANGED. */
const UNDERSTOOD = new Set([
  ...ANNOTATIONS,
  "$ref",
  "anyOf",
  "type",
  "enum",
  "const",
  "format",
  "minimum",
  "maximum",
  "properties",
  "required",
  "additionalProperties",
  "items",
]);

export function compareDocuments(previous: Document, current: Document): Change[] {
  const changes: Change[] = [];
  const add = (rule: RuleId, pointer: string, message: string) => changes.push({ rule, class: RULES[rule].class, pointer, message });
  compareNamed(ownAt(previous.components, "schemas"), ownAt(current.components, "schemas"), "/components/schemas", "RECORD", add, (p, c, at) =>
    compareSchemas(p, c, at, add),
  );
  compareNamed(ownAt(previous.components, "responses"), ownAt(current.components, "responses"), "/components/responses", "RESPONSE", add, (p, c, at) =>
    compareResponses(p, c, at, add),
  );
  return changes;
}

type Add = (rule: RuleId, pointer: string, message: string) => void;

/** An own property only: a record named `constructor` or `toString` is a record like any other. */
function ownAt(object: Record<string, any> | undefined, key: string): Record<string, Schema> {
  return object !== undefined && Object.hasOwn(object, key) ? object[key] : {};
}

function compareNamed(
  previous: Record<string, Schema>,
  current: Record<string, Schema>,
  at: string,
  kind: "RECORD" | "RESPONSE",
  add: Add,
  compare: (previous: Schema, current: Schema, at: string) => void,
) {
  for (const name of Object.keys(previous)) {
    const pointer = `${at}/${pointerSegment(name)}`;
    if (!Object.hasOwn(current, name)) add(`${kind}_REMOVED`, pointer, `${name} was removed`);
    else compare(previous[name]!, current[name]!, pointer);
  }
  for (const name of Object.keys(current)) {
    if (!Object.hasOwn(previous, name)) add(`${kind}_ADDED`, `${at}/${pointerSegment(name)}`, `${name} was added`);
  }
}

function compareResponses(previous: Schema, current: Schema, at: string, add: Add) {
  const bodies = (response: Schema): Record<string, Schema> =>
    Object.fromEntries(Object.entries(response.content ?? {}).map(([type, media]) => [type, (media as Schema).schema ?? {}]));
  const previousBodies = bodies(previous);
  const currentBodies = bodies(current);
  for (const [type, schema] of Object.entries(previousBodies)) {
    const pointer = `${at}/content/${pointerSegment(type)}/schema`;
    if (!Object.hasOwn(currentBodies, type)) add("RESPONSE_REMOVED", `${at}/content/${pointerSegment(type)}`, `the ${type} body was removed`);
    else compareSchemas(schema, currentBodies[type]!, pointer, add);
  }
  if (previous.description !== current.description) add("ANNOTATION_CHANGED", `${at}/description`, "the description changed");
}

/** A schema reduced to what this comparison reasons about. */
interface Shape {
  ref?: string;
  /** For a ref: whether null is admitted besides it. */
  nullable: boolean;
  /** The JSON types admitted, null included; undefined when `type` is absent. */
  types?: Set<string>;
  values?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  required: Set<string>;
  closed: boolean;
  items?: Schema;
  /** Other validation keywords, compared as they are. */
  other: Record<string, unknown>;
}

function shapeOf(schema: Schema): Shape {
  let base = schema;
  let nullable = false;
  // `anyOf: [X, {type: "null"}]` is X that also admits null.
  if (Array.isArray(schema.anyOf) && schema.anyOf.length === 2 && isNullOnly(schema.anyOf[1])) {
    const { anyOf, ...rest } = schema;
    base = { ...rest, ...anyOf[0] };
    nullable = true;
  }
  const types = base.type === undefined ? undefined : new Set<string>(Array.isArray(base.type) ? base.type : [base.type]);
  if (nullable) types?.add("null");
  const other = Object.fromEntries(Object.entries(base).filter(([key]) => !UNDERSTOOD.has(key)));
  if (base.anyOf !== undefined) other.anyOf = base.anyOf;
  return {
    ref: typeof base.$ref === "string" ? base.$ref : undefined,
    nullable,
    types,
    values: base.const !== undefined ? [base.const] : base.enum,
    format: base.format,
    minimum: base.minimum,
    maximum: base.maximum,
    properties: base.properties,
    required: new Set(base.required ?? []),
    closed: base.additionalProperties === false,
    items: base.items,
    other,
  };
}

function compareSchemas(previous: Schema, current: Schema, at: string, add: Add) {
  const p = shapeOf(previous);
  const c = shapeOf(current);
  compareAnnotations(previous, current, at, add);
  if (p.ref !== c.ref) {
    add("TYPE_CHANGED", at, `refers to ${describeRef(c.ref)} instead of ${describeRef(p.ref)}`);
    return;
  }
  if (p.ref !== undefined && p.nullable !== c.nullable) {
    add(c.nullable ? "TYPE_WIDENED" : "TYPE_NARROWED", at, c.nullable ? "now also admits null" : "no longer admits null");
  }
  compareTypes(p.types, c.types, at, add);
  compareValues(p.values, c.values, at, add);
  if (p.format !== c.format) {
    if (p.format === undefined) add("FORMAT_ADDED", at, `now has format ${c.format}`);
    else if (c.format === undefined) add("FORMAT_REMOVED", at, `no longer has format ${p.format}`);
    else add("FORMAT_CHANGED", at, `format ${p.format} became ${c.format}`);
  }
  compareBound("minimum", p.minimum, c.minimum, (a, b) => b > a, at, add);
  compareBound("maximum", p.maximum, c.maximum, (a, b) => b < a, at, add);
  if (p.closed !== c.closed) {
    add(c.closed ? "PROPERTIES_CLOSED" : "PROPERTIES_OPENED", at, c.closed ? "no longer admits unknown properties" : "now admits unknown properties");
  }
  compareProperties(p, c, at, add);
  if (p.items !== undefined || c.items !== undefined) compareSchemas(p.items ?? {}, c.items ?? {}, `${at}/items`, add);
  if (JSON.stringify(p.other) !== JSON.stringify(c.other)) add("KEYWORD_CHANGED", at, `changed: ${Object.keys({ ...p.other, ...c.other }).join(", ")}`);
}

function compareProperties(p: Shape, c: Shape, at: string, add: Add) {
  const previous = p.properties ?? {};
  const current = c.properties ?? {};
  for (const name of Object.keys(previous)) {
    const pointer = `${at}/properties/${pointerSegment(name)}`;
    if (!Object.hasOwn(current, name)) {
      add("FIELD_REMOVED", pointer, `${name} was removed${p.required.has(name) ? " (it was required)" : ""}`);
      continue;
    }
    if (p.required.has(name) && !c.required.has(name)) add("FIELD_NO_LONGER_REQUIRED", pointer, `${name} is no longer required`);
    if (!p.required.has(name) && c.required.has(name)) add("FIELD_NEWLY_REQUIRED", pointer, `${name} is now required`);
    compareSchemas(previous[name]!, current[name]!, pointer, add);
  }
  for (const name of Object.keys(current)) {
    if (Object.hasOwn(previous, name)) continue;
    const pointer = `${at}/properties/${pointerSegment(name)}`;
    if (c.required.has(name)) add("FIELD_ADDED_REQUIRED", pointer, `${name} was added as a required field`);
    else add("FIELD_ADDED_OPTIONAL", pointer, `${name} was added as an optional field`);
  }
}

function compareTypes(previous: Set<string> | undefined, current: Set<string> | undefined, at: string, add: Add) {
  // No `type` admits every type.
  const all = ["null", "boolean", "object", "array", "number", "string"];
  const p = previous ?? new Set(all);
  const c = current ?? new Set(all);
  const covers = (a: Set<string>, b: Set<string>) => [...b].every((t) => a.has(t) || (t === "integer" && a.has("number")));
  const widened = covers(c, p) && !covers(p, c);
  const narrowed = covers(p, c) && !covers(c, p);
  const describe = (types: Set<string>) => (types === p && previous === undefined) || (types === c && current === undefined) ? "any type" : [...types].join(" or ");
  if (widened) add("TYPE_WIDENED", at, `type ${describe(p)} became ${describe(c)}`);
  else if (narrowed) add("TYPE_NARROWED", at, `type ${describe(p)} became ${describe(c)}`);
  else if (!covers(p, c) || !covers(c, p)) add("TYPE_CHANGED", at, `type ${describe(p)} became ${describe(c)}`);
}

function compareValues(previous: unknown[] | undefined, current: unknown[] | undefined, at: string, add: Add) {
  if (previous === undefined && current === undefined) return;
  if (previous === undefined) return add("ENUM_ADDED", at, `now restricted to ${list(current!)}`);
  if (current === undefined) return add("ENUM_REMOVED", at, `no longer restricted to ${list(previous)}`);
  const key = (value: unknown) => JSON.stringify(value);
  const previousKeys = new Set(previous.map(key));
  const currentKeys = new Set(current.map(key));
  for (const value of current) if (!previousKeys.has(key(value))) add("ENUM_VALUE_ADDED", at, `value ${key(value)} was added`);
  for (const value of previous) if (!currentKeys.has(key(value))) add("ENUM_VALUE_REMOVED", at, `value ${key(value)} was removed`);
}

function compareBound(
  keyword: "minimum" | "maximum",
  previous: number | undefined,
  current: number | undefined,
  tighter: (previous: number, current: number) => boolean,
  at: string,
  add: Add,
) {
  if (previous === current) return;
  if (previous === undefined) add("BOUND_TIGHTENED", at, `now has ${keyword} ${current}`);
  else if (current === undefined) add("BOUND_LOOSENED", at, `no longer has ${keyword} ${previous}`);
  else add(tighter(previous, current) ? "BOUND_TIGHTENED" : "BOUND_LOOSENED", at, `${keyword} ${previous} became ${current}`);
}

function compareAnnotations(previous: Schema, current: Schema, at: string, add: Add) {
  const changed = ANNOTATIONS.filter((key) => JSON.stringify(previous[key]) !== JSON.stringify(current[key]));
  if (changed.length > 0) add("ANNOTATION_CHANGED", at, `${changed.join(", ")} changed`);
}

function isNullOnly(schema: unknown): boolean {
  return typeof schema === "object" && schema !== null && Object.keys(schema).length === 1 && (schema as Schema).type === "null";
}

function describeRef(ref: string | undefined): string {
  if (ref === undefined) return "an inline schema";
  return ref.startsWith(SCHEMA_REF) ? ref.slice(SCHEMA_REF.length) : ref;
}

function list(values: unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(", ");
}
