// Values as an application holds them before it sends them, made from valid records: every
// object of the record may carry fields the contract does not name (a password hash, a Date, a
// function, undefined, a nested row), inherit properties from its prototype, read a named field
// through a getter; a date-time field may hold a Date, any named string an object with toJSON.
// Beside them, the reference D21 states: the strict projection of what JSON.stringify sends.
import fc from "fast-check";
import { dateTimeInstantOfLast, isDateTime } from "../../formats/date-time.js";
import type { TableName } from "../contract-table.js";
import { validRecord } from "../hostile/arbitraries.js";
import { COMPONENTS, isRecordSchema, nonNullBranch, type Schema } from "../hostile/contract-schemas.js";

type Holder = Record<string, unknown>;

const UNNAMED: [string, () => unknown][] = [
  ["passwordHash", () => "$argon2id$v=19$m=65536"],
  ["internalNotes", () => 'call back "Tuesday"\n'],
  ["loadedAt", () => new Date(1_700_000_000_000)],
  ["save", () => () => undefined],
  ["deletedAt", () => undefined],
  ["row", () => ({ table: "collectors", version: 3, tags: ["a", 1, null] })],
  ["audit", () => [{ at: new Date(0), by: 7 }]],
];

/** A valid strict record of `record`, dressed as an application holds it. */
export function appValue(record: TableName): fc.Arbitrary<unknown> {
  return fc.gen().map((g) =>
    dressed(
      g(() => validRecord(record, "strict")),
      COMPONENTS[record]!,
      g,
    ),
  );
}

function dressed(value: unknown, schema: Schema, g: fc.GeneratorValue): unknown {
  const at = nonNullBranch(schema);
  if (Array.isArray(value)) return at.items ? value.map((item) => dressed(item, at.items, g)) : value;
  if (typeof value === "string") return dressedString(value, at, g);
  if (value === null || typeof value !== "object" || !isRecordSchema(at)) return value;
  const prototype: Holder = { inheritedSecret: "not sent", tenant: 4 };
  const object: Holder = g(fc.integer, { min: 0, max: 5 }) === 0 ? Object.create(prototype) : {};
  for (const [name, field] of Object.entries(value as Holder)) {
    const dressedField = dressed(field, (at.properties as Record<string, Schema>)[name]!, g);
    const how = g(fc.integer, { min: 0, max: 59 });
    // A getter is sent; an inherited or non-enumerable field is not (the record may lack it now).
    if (how < 6) Object.defineProperty(object, name, { get: () => dressedField, enumerable: true });
    else if (how === 6) Object.defineProperty(object, name, { value: dressedField, enumerable: false });
    else if (how === 7 && Object.getPrototypeOf(object) === prototype) prototype[name] = dressedField;
    else object[name] = dressedField;
  }
  for (const [name, make] of UNNAMED) if (g(fc.integer, { min: 0, max: 2 }) === 0) object[name] = make();
  return object;
}

function dressedString(value: string, schema: Schema, g: fc.GeneratorValue): unknown {
  const choice = g(fc.integer, { min: 0, max: 5 });
  // A Date is sent as its toISOString(): an invalid one as null, one beyond year 9999 as no date-time.
  if (schema.format === "date-time" && choice < 3) return new Date(g(fc.integer, { min: 0, max: 40 }) === 0 || !isDateTime(value) ? NaN : dateTimeInstantOfLast(value));
  return choice === 5 ? { toJSON: (key: string) => (typeof key === "string" ? value : "wrong key") } : value;
}

/** What D21 says toWireX returns: JSON.stringify's reading of the value, with only the fields the contract names. */
export function strictProjection(value: unknown, record: TableName): unknown {
  return projected(JSON.parse(JSON.stringify(value, markNullFromToJson)), COMPONENTS[record]!);
}

/** What stands, in the model's JSON, for an object whose toJSON gave null: in a date-time field an error (D21), elsewhere null. */
const NULL_FROM_TO_JSON = "\u0000null from toJSON";

function markNullFromToJson(this: Holder, key: string, json: unknown): unknown {
  const held = this[key];
  return json === null && typeof held === "object" && held !== null ? NULL_FROM_TO_JSON : json;
}

/** The marks of a part the model does not project (a free-form value), back to the nulls JSON sent. */
function unmarked(json: unknown): unknown {
  if (json === NULL_FROM_TO_JSON) return null;
  if (Array.isArray(json)) return json.map(unmarked);
  if (json === null || typeof json !== "object") return json;
  return Object.fromEntries(Object.entries(json).map(([name, field]) => [name, unmarked(field)]));
}

function projected(json: unknown, schema: Schema): unknown {
  const at = nonNullBranch(schema);
  // The mark stays only in a date-time field: a string no date-time is, which the strict check refuses.
  if (json === NULL_FROM_TO_JSON) return at.format === "date-time" ? json : null;
  if (Array.isArray(json)) return at.items ? json.map((item) => projected(item, at.items)) : unmarked(json);
  if (json === null || typeof json !== "object") return json;
  if (!isRecordSchema(at)) return unmarked(json);
  const properties = at.properties as Record<string, Schema>;
  return Object.fromEntries(Object.entries(json).flatMap(([name, field]) => (Object.hasOwn(properties, name) ? [[name, projected(field, properties[name]!)]] : [])));
}

/** Freezes every object of a value, so that a codec that writes into its input throws. */
export function deepFrozen<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFrozen((value as Holder)[key]);
  }
  return value;
}
