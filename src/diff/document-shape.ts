// Whether a parsed document can be compared at all: an OpenAPI document whose schemas are JSON
// Schemas, every keyword the comparison reads holding the kind of value the specification
// gives it, no deeper than any real contract nests. Anything else is a clear message naming
// the JSON Pointer of the first problem, before the comparison starts, so that a hostile or
// mistaken document can never make it throw, recurse without end or hang.
import { pointerSegment } from "../validation/json-pointer.js";
import { JSON_TYPES, KEYWORDS, type ValueKind } from "./keywords.js";
import { MAX_SCHEMA_DEPTH, MAX_VALUE_DEPTH } from "./limits.js";
import { isSchemaObject } from "./schema.js";

/** Schemas nested deeper than this are refused: the contract's records nest six levels. */

export class DocumentShapeError extends Error {
  override readonly name = "DocumentShapeError";
  constructor(
    readonly pointer: string,
    problem: string,
    /** Which document: the earlier or the later, when known. */
    public side?: "previous" | "current",
  ) {
    super(`${pointer === "" ? "the document" : pointer} ${problem}`);
  }
}

type Kind = ValueKind;

/** What each keyword holds, from the one table of keywords; those without may hold anything. */
const KEYWORD_KINDS: Record<string, Kind> = Object.fromEntries(Object.entries(KEYWORDS).flatMap(([name, keyword]) => (keyword.holds === undefined ? [] : [[name, keyword.holds]])));

const KIND_WORDS: Record<Kind, string> = {
  schema: "a schema (an object or a boolean)",
  schemas: "an object of schemas",
  "schema list": "a non-empty array of schemas",
  string: "a string",
  strings: "an array of strings",
  types: "a JSON type name or an array of them",
  array: "an array",
  number: "a number",
  count: "a non-negative integer",
  boolean: "a boolean",
};

/**
 * Every value of the document within MAX_VALUE_DEPTH levels, walked without recursion: an
 * annotation is compared as a whole (its canonical text), and one nested past any contract
 * would exhaust the stack there.
 */
function assertShallow(document: object): void {
  const pending: [value: unknown, pointer: string, depth: number][] = [[document, "", 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, pointer, depth] = next;
    if (typeof value !== "object" || value === null) continue;
    if (depth >= MAX_VALUE_DEPTH) throw new DocumentShapeError(pointer, `holds values nested more than ${MAX_VALUE_DEPTH} levels deep, past any contract`);
    if (Array.isArray(value)) value.forEach((item, i) => pending.push([item, `${pointer}/${i}`, depth + 1]));
    else for (const [key, item] of Object.entries(value)) pending.push([item, `${pointer}/${pointerSegment(key)}`, depth + 1]);
  }
}

/** Throws DocumentShapeError unless `document` can be compared. */
export function assertComparable(document: unknown): void {
  if (!isSchemaObject(document)) throw new DocumentShapeError("", `is ${kindOf(document)}, not an OpenAPI document`);
  const components = own(document, "components");
  const schemas = isSchemaObject(components) ? own(components, "schemas") : undefined;
  if (!isSchemaObject(schemas)) throw new DocumentShapeError("", "has no components.schemas object: give the package's openapi.json");
  const pending: [value: unknown, pointer: string, depth: number][] = [];
  for (const [name, schema] of Object.entries(schemas)) pending.push([schema, `/components/schemas/${pointerSegment(name)}`, 1]);
  const responses = own(components as object, "responses");
  if (responses !== undefined) {
    if (!isSchemaObject(responses)) throw new DocumentShapeError("/components/responses", `is ${kindOf(responses)}, not an object`);
    for (const [name, response] of Object.entries(responses)) pending.push(...responseSchemas(response, `/components/responses/${pointerSegment(name)}`));
  }
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [schema, pointer, depth] = next;
    if (depth > MAX_SCHEMA_DEPTH) throw new DocumentShapeError(pointer, `is nested more than ${MAX_SCHEMA_DEPTH} schemas deep`);
    pending.push(...subschemas(schema, pointer, depth));
  }
  // After the schemas' own depth, which names the schema nested too deep
  assertShallow(document);
}

function responseSchemas(response: unknown, pointer: string): [unknown, string, number][] {
  if (!isSchemaObject(response)) throw new DocumentShapeError(pointer, `is ${kindOf(response)}, not a response object`);
  const content = own(response, "content");
  if (content === undefined) return [];
  if (!isSchemaObject(content)) throw new DocumentShapeError(`${pointer}/content`, `is ${kindOf(content)}, not an object`);
  return Object.entries(content).map(([type, media]) => {
    const at = `${pointer}/content/${pointerSegment(type)}`;
    if (!isSchemaObject(media)) throw new DocumentShapeError(at, `is ${kindOf(media)}, not a media type object`);
    return [own(media, "schema") ?? {}, `${at}/schema`, 1];
  });
}

/** Checks one schema's keywords and returns the schemas inside it. */
function subschemas(schema: unknown, pointer: string, depth: number): [unknown, string, number][] {
  if (typeof schema === "boolean") return [];
  if (!isSchemaObject(schema)) throw new DocumentShapeError(pointer, `is ${kindOf(schema)}, not ${KIND_WORDS.schema}`);
  const found: [unknown, string, number][] = [];
  for (const [keyword, value] of Object.entries(schema)) {
    const kind = Object.hasOwn(KEYWORD_KINDS, keyword) ? KEYWORD_KINDS[keyword]! : undefined;
    if (kind === undefined) continue;
    const at = `${pointer}/${pointerSegment(keyword)}`;
    if (!holds(kind, value)) throw new DocumentShapeError(at, `is ${kindOf(value)}, not ${KIND_WORDS[kind]}`);
    if (kind === "schema") found.push([value, at, depth + 1]);
    if (kind === "schemas") for (const [name, sub] of Object.entries(value as object)) found.push([sub, `${at}/${pointerSegment(name)}`, depth + 1]);
    if (kind === "schema list") for (const [i, sub] of (value as unknown[]).entries()) found.push([sub, `${at}/${i}`, depth + 1]);
  }
  return found;
}

function holds(kind: Kind, value: unknown): boolean {
  switch (kind) {
    case "schema":
      return typeof value === "boolean" || isSchemaObject(value);
    case "schemas":
      return isSchemaObject(value);
    case "schema list":
      return Array.isArray(value) && value.length > 0;
    case "string":
      return typeof value === "string";
    case "strings":
      return Array.isArray(value) && value.every((item) => typeof item === "string");
    case "types":
      return Array.isArray(value) ? value.length > 0 && value.every((item) => JSON_TYPES.has(item)) : JSON_TYPES.has(value as string);
    case "array":
      return Array.isArray(value);
    case "number":
      return typeof value === "number";
    case "count":
      return Number.isInteger(value) && (value as number) >= 0;
    case "boolean":
      return typeof value === "boolean";
  }
}

function own(object: object, key: string): unknown {
  return Object.hasOwn(object, key) ? (object as Record<string, unknown>)[key] : undefined;
}

/** What a value is, in words that quote nothing of it. */
function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  switch (typeof value) {
    case "object":
      return "an object";
    case "string":
      return "a string";
    case "number":
      return "a number";
    case "boolean":
      return "a boolean";
    default:
      return typeof value;
  }
}
