// The keywords of JSON Schema 2020-12 (and OpenAPI 3.1's own) as `diff` reads them, from the one
// vocabulary (scripts/vocabulary/, through generated/vocabulary.ts): what a keyword's value must
// hold for a document to be comparable (document-shape.ts), which are annotations, and which the
// contract's generator compiles, in which forms (D26). What it does not compile is not judged:
// a difference in it is KEYWORD_CHANGED at its place (walk.ts).
import { contractFormats } from "../../generated/validators/formats.js";
import { KEYWORDS, TYPE_WORDS, type Keyword } from "../../generated/vocabulary.js";
import { RECORD_REFERENCE, isSchemaObject, type Side } from "./schema.js";

export { KEYWORDS };
export type { Keyword, ValueKind } from "../../generated/vocabulary.js";

/** The keyword's entry; `x-*` extensions are annotations; anything else unknown is undefined. */
function keywordNamed(name: string): Keyword | undefined {
  if (Object.hasOwn(KEYWORDS, name)) return KEYWORDS[name];
  return name.startsWith("x-") ? { diff: "annotation" } : undefined;
}

export function isAnnotation(name: string): boolean {
  return keywordNamed(name)?.diff === "annotation";
}

/** Whether the contract's generator compiles the keyword: neither an annotation, an identifier, nor one it has no check for. */
function isChecked(name: string): boolean {
  const kind = keywordNamed(name)?.diff;
  return kind !== undefined && kind !== "annotation" && kind !== "structure" && kind !== "unchecked";
}

/** The keywords whose value is of `kind` ("schema", "schemas", "schema list"), in the vocabulary's order. */
function keywordsHolding(kind: Keyword["holds"]): string[] {
  return Object.keys(KEYWORDS).filter((name) => KEYWORDS[name]!.holds === kind);
}

/** Every JSON type name (integer among them), from the vocabulary's `type`. */
export const JSON_TYPES: ReadonlySet<string> = new Set(Object.keys(TYPE_WORDS));

/**
 * What the schemas of a place hold that the generator does not compile, each as `keyword:value`,
 * sorted: keywords it has no check for, and the forms of its own it refuses (a `$ref` to no named
 * record, additionalProperties that is a schema, a format it has no check for, an enum value that
 * is no scalar, a required name that is no property, a keyword of a type the schema does not
 * give). Read through `anyOf` branches, which check the same value; not through references,
 * whose records are judged at their own places.
 */
export function uncheckedParts(sides: readonly Side[]): string[] {
  const parts: string[] = [];
  const pending = sides.map((side) => side.schema);
  const seen = new Set<unknown>();
  for (let schema = pending.pop(); schema !== undefined || pending.length > 0; schema = pending.pop()) {
    if (!isSchemaObject(schema) || seen.has(schema)) continue;
    seen.add(schema);
    for (const [name, value] of Object.entries(schema)) if (!isAnnotation(name) && !compiledForm(name, value, schema)) parts.push(`${name}:${canonicalText(value)}`);
    if (Array.isArray(schema.anyOf)) pending.push(...schema.anyOf);
  }
  return parts.sort();
}

function compiledForm(name: string, value: unknown, schema: Record<string, any>): boolean {
  if (!isChecked(name)) return false;
  switch (name) {
    case "additionalProperties":
      return typeof value === "boolean";
    case "$ref":
      return typeof value === "string" && value.startsWith(RECORD_REFERENCE) && !value.slice(RECORD_REFERENCE.length).includes("/");
    case "format":
      return typeof value === "string" && Object.hasOwn(contractFormats, value);
    case "enum":
      return Array.isArray(value) && value.every(isScalar);
    case "const":
      return isScalar(value);
    case "required":
      return Array.isArray(value) && value.every((field) => isSchemaObject(schema.properties) && Object.hasOwn(schema.properties, field));
  }
  const appliesTo = keywordNamed(name)?.appliesTo;
  return appliesTo === undefined || [schema.type].flat().some((type) => appliesTo.includes(type) || (type === "number" && appliesTo.includes("integer")));
}

function isScalar(value: unknown): boolean {
  return value === null || ["string", "number", "boolean"].includes(typeof value);
}

/** A schema's text with its keys in order and its annotations left out: two schemas of the same text mean the same. */
export function canonicalText(value: unknown): string {
  return JSON.stringify(withoutAnnotations(value)) ?? "undefined";
}

/** The keywords that hold a map of schemas by name (properties, $defs, …): their keys are names, not keywords. */
const SCHEMA_MAPS = new Set(keywordsHolding("schemas"));

function withoutAnnotations(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutAnnotations);
  if (!isSchemaObject(value)) return value;
  const keys = Object.keys(value)
    .filter((key) => !isAnnotation(key))
    .sort();
  return Object.fromEntries(keys.map((key) => [key, SCHEMA_MAPS.has(key) ? schemaMap(value[key]) : withoutAnnotations(value[key])]));
}

function schemaMap(value: unknown): unknown {
  if (!isSchemaObject(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, withoutAnnotations(value[key])]),
  );
}
