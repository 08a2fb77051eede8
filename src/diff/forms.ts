// The normal form `diff` decides by (D26): a schema of the contract's vocabulary as a union of
// pieces of one JSON type each, so that the same set of values written two ways (a `$ref` or
// the schema inline, `type: [T, "null"]` or an `anyOf` with null, an enum or const
// alternatives, a range split into adjacent branches) is the same set, and a schema that admits
// nothing has no piece that admits a value. Made in the manner of Habib et al.'s canonical
// forms (a disjunction of one-type forms), restricted to the keywords the check generator
// compiles: numbers are an interval with open or closed ends and integer-ness, strings a
// length range with a format, arrays a count range with their items, objects the parts of a
// record (a conjunction, as `$ref` beside `properties` reads), and `enum`/`const` values are
// pieces of their own. Subschemas of properties and items stay schemas (Side[]), formed only
// when the walk reaches them, so recursive records cost nothing until compared.
import { contractFormats } from "../../generated/validators/formats.js";
import { DocumentShapeError } from "./document-shape.js";
import { KEYWORDS } from "./keywords.js";
import { MAX_ALTERNATIVES, MAX_REFERENCES } from "./limits.js";
import { codePoints, isClosed, type Profile } from "./evaluator.js";
import { RECORD_REFERENCE, isSchemaObject, sameMeaning, type Schema, type Side } from "./schema.js";

export interface NullPiece {
  type: "null";
}
export interface BooleanPiece {
  type: "boolean";
  value: boolean;
  /** Listed by an enum or const, not admitted as a type. */
  listed: boolean;
}
export interface NumberPiece {
  type: "number";
  lo: number;
  loOpen: boolean;
  hi: number;
  hiOpen: boolean;
  integer: boolean;
  /** The values an enum or const lists, each within the interval (a set: an enum of any size is one piece). */
  values?: ReadonlySet<number>;
}
export interface StringPiece {
  type: "string";
  min: number;
  max: number;
  format?: string;
  /** The values an enum or const lists, each within the lengths and of the format (a set: an enum of any size is one piece). */
  values?: ReadonlySet<string>;
}
export interface ArrayPiece {
  type: "array";
  min: number;
  max: number;
  items: Side[];
  /** Where the schema that gives its items is, from the schema formed (`/anyOf/1`; "" for itself), when it is reached without a `$ref`. */
  path?: string;
}
/** One record's reading of an object: an object piece is the conjunction of its parts. */
export interface RecordPart {
  properties: Map<string, Side>;
  required: ReadonlySet<string>;
  /** Whether it refuses names it does not list, by profile (evaluator.ts's isClosed). */
  closed: Readonly<Record<Profile, boolean>>;
  /** Where the schema that lists these properties is, from the schema formed (`/anyOf/1`; "" for itself), when it is reached without a `$ref`. */
  path?: string;
}
export interface ObjectPiece {
  type: "object";
  parts: RecordPart[];
  /** The record the piece is, when it is one named record and nothing else. */
  record?: string;
}

export type Piece = NullPiece | BooleanPiece | NumberPiece | StringPiece | ArrayPiece | ObjectPiece;
export type Form = Piece[];

const ANY: Form = [
  { type: "null" },
  { type: "boolean", value: false, listed: false },
  { type: "boolean", value: true, listed: false },
  { type: "number", lo: -Infinity, loOpen: true, hi: Infinity, hiOpen: true, integer: false },
  { type: "string", min: 0, max: Infinity },
  { type: "array", min: 0, max: Infinity, items: [] },
  { type: "object", parts: [] },
];

/** The keywords that constrain values of one type (minimum, maxLength, items, properties, …). */
const TYPED_KEYWORDS: ReadonlySet<string> = new Set(Object.keys(KEYWORDS).filter((keyword) => KEYWORDS[keyword]!.appliesTo !== undefined && keyword !== "type"));

/** The form of the conjunction of `sides` (one side: its schema). */
export function formOf(sides: readonly Side[]): Form {
  // A schema twice in a conjunction is one condition: read once, it multiplies nothing.
  const distinct = sides.filter((side, i) => !sides.slice(0, i).some((earlier) => sameMeaning(earlier, side)));
  return distinct.reduce<Form>((form, side) => intersect(form, schemaForm(side, new Set([side.schema]))), ANY);
}

/** Forms already made, per document and schema object: the walk asks for the same records again and again. */
const made = new WeakMap<object, WeakMap<object, Form>>();

function schemaForm(side: Side, entered: Set<unknown>): Form {
  const { schema, document } = side;
  if (schema === false) return [];
  if (!isSchemaObject(schema)) return ANY;
  let known = made.get(document);
  if (known === undefined) made.set(document, (known = new WeakMap()));
  const cached = known.get(schema);
  if (cached !== undefined) return cached;
  const form = uncachedForm(schema, side, entered);
  known.set(schema, form);
  return form;
}

function uncachedForm(s: Schema, { document }: Side, entered: Set<unknown>): Form {
  let form = typedForm(s, document);
  if (Array.isArray(s.enum)) form = intersect(form, listedForm(s.enum));
  if (Object.hasOwn(s, "const")) form = intersect(form, listedForm([s.const]));
  // `$ref` and `anyOf` read the same value again: one that leads back to itself before any type says what the value is constrains nothing (D26).
  const through = (target: Side, ref: string): Form => {
    if (entered.size >= MAX_REFERENCES)
      throw new DocumentShapeError(ref, `is reached through more than ${MAX_REFERENCES} $refs and anyOfs in a row, deeper than any contract`, document.side);
    if (entered.has(target.schema))
      throw new DocumentShapeError(ref, "leads back to itself through $ref or anyOf before saying what a value is: a cycle that constrains nothing", document.side);
    entered.add(target.schema);
    try {
      return schemaForm(target, entered);
    } finally {
      entered.delete(target.schema);
    }
  };
  if (typeof s.$ref === "string") {
    const target = document.resolve(s.$ref);
    if (target === undefined) throw new DocumentShapeError(s.$ref.slice(1), "is named by a $ref, and the document holds nothing there", document.side);
    form = intersect(form, located(through(target, s.$ref.slice(1)), undefined), s.$ref.slice(1));
  }
  if (Array.isArray(s.anyOf)) {
    const branches: Form = distinctPieces(s.anyOf.flatMap((branch: unknown, i: number) => located(through({ schema: branch, document }, "an anyOf"), `/anyOf/${i}`)));
    if (branches.length > MAX_ALTERNATIVES)
      throw new DocumentShapeError("an anyOf", `reads as more than ${MAX_ALTERNATIVES} alternatives of one value, more than any contract`, document.side);
    form = intersect(form, branches, "an anyOf");
  }
  const record = recordOf(s);
  return record === undefined ? form : form.map((piece) => (piece.type === "object" && piece.parts.length === 1 ? { ...piece, record } : piece));
}

/**
 * The pieces of a schema reached from the one formed by `step` (an anyOf branch), their records
 * and arrays placed under it; through a `$ref` (step undefined) they have no place under it.
 */
function located(form: Form, step: string | undefined): Form {
  const place = (path: string | undefined) => (step === undefined || path === undefined ? {} : { path: `${step}${path}` });
  return form.map((piece) => {
    if (piece.type === "array") {
      const { path, ...rest } = piece;
      return { ...rest, ...place(path) };
    }
    if (piece.type !== "object") return piece;
    return {
      ...piece,
      parts: piece.parts.map(({ path, ...part }) => ({ ...part, ...place(path) })),
    };
  });
}

/** A form with each piece that constrains nothing beyond its type, or lists the same, kept once: branches that repeat one another add no value. */
function distinctPieces(form: Form): Form {
  const seen = new Set<string>();
  return form.filter((piece) => {
    const key = pieceKey(piece);
    if (key === undefined) return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A scalar piece's text, or an array's or a record's with nothing below it; undefined for one with schemas below it. */
function pieceKey(piece: Piece): string | undefined {
  if (piece.type === "array") return piece.items.length === 0 ? `array ${piece.min} ${piece.max}` : undefined;
  if (piece.type === "object") return piece.parts.length === 0 ? "object" : undefined;
  if ((piece.type === "number" || piece.type === "string") && piece.values !== undefined) return undefined;
  return JSON.stringify(piece);
}

/** The record `s` names when it is a reference to one alone. */
function recordOf(s: Schema): string | undefined {
  if (typeof s.$ref !== "string" || !s.$ref.startsWith(RECORD_REFERENCE)) return undefined;
  return Object.keys(s).some((key) => ["type", "anyOf", "enum", "const", "properties", "required", "additionalProperties", "items"].includes(key)) ? undefined : s.$ref;
}

/** Every JSON type, as `type` names them when it is left out: a number may be any. */
const EVERY_TYPE: readonly string[] = ["null", "boolean", "number", "string", "array", "object"];

/** The pieces of the types a schema admits, each with its keywords of that type (without `type`, of every type: a keyword constrains the values of its own). */
function typedForm(s: Schema, document: Side["document"]): Form {
  if (s.type === undefined && !Object.keys(s).some((keyword) => TYPED_KEYWORDS.has(keyword))) return ANY;
  const types = new Set<string>(s.type === undefined ? EVERY_TYPE : [s.type].flat());
  const form: Form = [];
  if (types.has("null")) form.push({ type: "null" });
  if (types.has("boolean")) form.push({ type: "boolean", value: false, listed: false }, { type: "boolean", value: true, listed: false });
  if (types.has("number") || types.has("integer")) form.push(numberPiece(s, !types.has("number")));
  if (types.has("string")) form.push(stringPiece(s));
  if (types.has("array"))
    form.push({
      type: "array",
      min: count(s.minItems, 0),
      max: count(s.maxItems, Infinity),
      ...(s.items === undefined ? { items: [] } : { items: [{ schema: s.items, document }], path: "" }),
    });
  if (types.has("object")) form.push({ type: "object", parts: [recordPart(s, document)] });
  return form;
}

function numberPiece(s: Schema, integer: boolean): NumberPiece {
  let piece: NumberPiece = { type: "number", lo: -Infinity, loOpen: true, hi: Infinity, hiOpen: true, integer };
  if (typeof s.minimum === "number") piece = { ...piece, lo: s.minimum, loOpen: false };
  if (typeof s.exclusiveMinimum === "number" && s.exclusiveMinimum >= piece.lo) piece = { ...piece, lo: s.exclusiveMinimum, loOpen: true };
  if (typeof s.maximum === "number") piece = { ...piece, hi: s.maximum, hiOpen: false };
  if (typeof s.exclusiveMaximum === "number" && s.exclusiveMaximum <= piece.hi) piece = { ...piece, hi: s.exclusiveMaximum, hiOpen: true };
  return piece;
}

function stringPiece(s: Schema): StringPiece {
  const format = typeof s.format === "string" && Object.hasOwn(contractFormats, s.format) ? s.format : undefined;
  return { type: "string", min: count(s.minLength, 0), max: count(s.maxLength, Infinity), ...(format === undefined ? {} : { format }) };
}

function count(value: unknown, otherwise: number): number {
  return typeof value === "number" ? value : otherwise;
}

function recordPart(s: Schema, document: Side["document"]): RecordPart {
  const properties = new Map<string, Side>();
  if (isSchemaObject(s.properties)) for (const [name, schema] of Object.entries(s.properties)) properties.set(name, { schema, document });
  return {
    properties,
    required: new Set(Array.isArray(s.required) ? s.required.filter((name: unknown) => typeof name === "string") : []),
    closed: { strict: isClosed(s, "strict"), tolerant: isClosed(s, "tolerant") },
    path: "",
  };
}

/** The values an enum or const lists: one piece per JSON type, its values a set. */
function listedForm(values: unknown[]): Form {
  const strings = new Set<string>();
  const numbers = new Set<number>();
  const form: Form = [];
  for (const value of values) {
    if (typeof value === "string") strings.add(value);
    else if (typeof value === "number") numbers.add(value);
  }
  if (values.includes(null)) form.push({ type: "null" });
  for (const value of [false, true]) if (values.includes(value)) form.push({ type: "boolean", value, listed: true });
  if (numbers.size > 0) form.push({ type: "number", lo: -Infinity, loOpen: true, hi: Infinity, hiOpen: true, integer: false, values: numbers });
  if (strings.size > 0) form.push({ type: "string", min: 0, max: Infinity, values: strings });
  return form;
}

/** The values both forms admit, piece by piece. */
function intersect(a: Form, b: Form, where = ""): Form {
  if (a === ANY) return b;
  if (b === ANY) return a;
  // Each pair of pieces of one type is a piece: a hostile document of $refs beside anyOfs, nested, would multiply them without end.
  const pairs = a.reduce((sum, x) => sum + b.filter((y) => y.type === x.type).length, 0);
  if (pairs > MAX_ALTERNATIVES)
    throw new DocumentShapeError(where, `reads as more than ${MAX_ALTERNATIVES} alternatives of one value (anyOfs beside $refs, each within the other), more than any contract`);
  const out: Form = [];
  for (const x of a) for (const y of b) if (x.type === y.type) out.push(...both(x, y));
  return out;
}

function both(x: Piece, y: Piece): Piece[] {
  switch (x.type) {
    case "null":
      return [x];
    case "boolean":
      return (y as BooleanPiece).value === x.value ? [{ ...x, listed: x.listed || (y as BooleanPiece).listed }] : [];
    case "number":
      return numbersInBoth(x, y as NumberPiece);
    case "string":
      return stringsInBoth(x, y as StringPiece);
    case "array": {
      const z = y as ArrayPiece;
      // Items given by both (a $ref beside items) are no one schema's: no pointer names them.
      const path = x.items.length > 0 && z.items.length > 0 ? undefined : x.items.length > 0 ? x.path : z.path;
      return [{ type: "array", min: Math.max(x.min, z.min), max: Math.min(x.max, z.max), items: [...x.items, ...z.items], ...(path === undefined ? {} : { path }) }];
    }
    case "object":
      return [{ type: "object", parts: [...x.parts, ...(y as ObjectPiece).parts] }];
  }
}

function numbersInBoth(x: NumberPiece, y: NumberPiece): NumberPiece[] {
  const lo = x.lo > y.lo || (x.lo === y.lo && x.loOpen) ? { lo: x.lo, loOpen: x.loOpen } : { lo: y.lo, loOpen: y.loOpen };
  const hi = x.hi < y.hi || (x.hi === y.hi && x.hiOpen) ? { hi: x.hi, hiOpen: x.hiOpen } : { hi: y.hi, hiOpen: y.hiOpen };
  const piece: NumberPiece = { type: "number", ...lo, ...hi, integer: x.integer || y.integer };
  if (x.values === undefined && y.values === undefined) return piece.lo < piece.hi || (piece.lo === piece.hi && !piece.loOpen && !piece.hiOpen) ? [piece] : [];
  const values = listedInBoth(x.values, y.values, (value) => numberInPiece(value, piece));
  return values.size === 0 ? [] : [{ ...piece, values }];
}

function stringsInBoth(x: StringPiece, y: StringPiece): StringPiece[] {
  if (x.format !== undefined && y.format !== undefined && x.format !== y.format) return [];
  const format = x.format ?? y.format;
  const piece: StringPiece = { type: "string", min: Math.max(x.min, y.min), max: Math.min(x.max, y.max), ...(format === undefined ? {} : { format }) };
  if (x.values === undefined && y.values === undefined) return piece.min <= piece.max ? [piece] : [];
  const values = listedInBoth(x.values, y.values, (value) => stringInPiece(value, piece));
  return values.size === 0 ? [] : [{ ...piece, values }];
}

/** The listed values of two pieces both admit (either may list none: all its range), within the range both give: a pass over the smaller set. */
function listedInBoth<T>(x: ReadonlySet<T> | undefined, y: ReadonlySet<T> | undefined, inRange: (value: T) => boolean): Set<T> {
  const [smaller, other] = x === undefined ? [y!, undefined] : y === undefined || x.size <= y.size ? [x, y] : [y, x];
  const values = new Set<T>();
  for (const value of smaller) if ((other === undefined || other.has(value)) && inRange(value)) values.add(value);
  return values;
}

export function stringInPiece(value: string, piece: StringPiece): boolean {
  if (piece.values !== undefined && !piece.values.has(value)) return false;
  if (!lengthInPiece(value, piece)) return false;
  return piece.format === undefined || contractFormats[piece.format]!(value);
}

/** Whether a string's length, in code points, is within a piece's length range. */
export function lengthInPiece(value: string, piece: StringPiece): boolean {
  const length = codePoints(value);
  return length >= piece.min && length <= piece.max;
}

/** Whether a number is in a piece. */
export function numberInPiece(value: number, piece: NumberPiece): boolean {
  if (piece.values !== undefined && !piece.values.has(value)) return false;
  if (piece.integer && !Number.isInteger(value)) return false;
  if (value < piece.lo || (value === piece.lo && piece.loOpen)) return false;
  return !(value > piece.hi || (value === piece.hi && piece.hiOpen));
}

/** Whether a record's parts admit a name beside those they list, in a profile. */
export function namesAdmitted(piece: ObjectPiece, name: string, profile: Profile): boolean {
  return piece.parts.every((part) => part.properties.has(name) || !part.closed[profile]);
}

/** The schemas a property's value must match in an object piece (none: any value). */
export function propertySides(piece: ObjectPiece, name: string): Side[] {
  const sides: Side[] = [];
  for (const part of piece.parts) {
    const side = part.properties.get(name);
    if (side !== undefined) sides.push(side);
  }
  return sides;
}

export function requiredNames(piece: ObjectPiece): Set<string> {
  return new Set(piece.parts.flatMap((part) => [...part.required]));
}

export function propertyNames(piece: ObjectPiece): Set<string> {
  return new Set(piece.parts.flatMap((part) => [...part.properties.keys()]));
}
