// Single changes to a valid record that must make it invalid, each with the JSON Pointer of
// what changed: found by walking the record beside its schema.
import { FORMATS, isFormat } from "../contract-table.js";
import { isRecordSchema, nonNullBranch, resolve, typesOf, type Schema } from "./contract-schemas.js";

export interface Mutation {
  /** What the change is, for the report of a failing case. */
  kind: "drop required" | "wrong type" | "outside enum" | "bad format" | "negative count" | "unknown key";
  /** JSON Pointer of the property that changed. */
  path: string;
  /** The keyword the issue at `path` names. */
  keyword: string;
  /** Makes the change on a copy of the record. */
  apply(record: unknown): unknown;
}

export function mutationsOf(value: unknown, schema: Schema, profile: "tolerant" | "strict"): Mutation[] {
  const mutations: Mutation[] = [];
  walk(value, nonNullBranch(schema), [], profile, mutations);
  return mutations;
}

function walk(value: unknown, schema: Schema, at: string[], profile: string, out: Mutation[]): void {
  if (Array.isArray(value) && schema.items) {
    for (const [i, item] of value.entries()) walk(item, nonNullBranch(schema.items), [...at, String(i)], profile, out);
    return;
  }
  if (value === null || typeof value !== "object" || !isRecordSchema(schema)) return;
  const record = value as Record<string, unknown>;
  const required: string[] = schema.required ?? [];
  for (const name of required) out.push(change("drop required", [...at, name], "required", (parent) => delete parent[name]));
  if (profile === "strict") out.push(change("unknown key", [...at, "unexpected"], "additionalProperties", (parent) => (parent.unexpected = 1)));
  for (const [name, propertySchema] of Object.entries(schema.properties as Record<string, Schema>)) {
    const field = nonNullBranch(propertySchema);
    const path = [...at, name];
    out.push(change("wrong type", path, "type", (parent) => (parent[name] = wrongTypeFor(field))));
    if (field.enum) out.push(change("outside enum", path, "enum", (parent) => (parent[name] = `${field.enum[0]}_NOT`)));
    if (field.format) out.push(change("bad format", path, "format", (parent) => (parent[name] = badFormat(field.format))));
    if (field.minimum === 0) out.push(change("negative count", path, "minimum", (parent) => (parent[name] = -1)));
    if (record[name] !== undefined && record[name] !== null) walk(record[name], field, path, profile, out);
  }
}

function change(kind: Mutation["kind"], path: string[], keyword: string, edit: (parent: Record<string, unknown>) => void): Mutation {
  return {
    kind,
    path: path.map((segment) => `/${segment.replace(/~/g, "~0").replace(/\//g, "~1")}`).join(""),
    keyword,
    apply(record) {
      const copy = structuredClone(record);
      let parent: any = copy;
      for (const segment of path.slice(0, -1)) parent = parent[segment];
      edit(parent);
      return copy;
    },
  };
}

/** A value of a JSON type the field does not admit (never null: null is fine for optional fields). */
function wrongTypeFor(schema: Schema): unknown {
  const types = typesOf(resolve(schema));
  if (!types.includes("string")) return "a string";
  if (!types.includes("integer")) return 1.5;
  return true;
}

/** A near miss of the format: its first counterexample. */
function badFormat(format: string): string {
  if (!isFormat(format)) throw new Error(`format ${format} is not in formats/vocabulary.json`);
  return FORMATS[format].counterexamples[0]!;
}
