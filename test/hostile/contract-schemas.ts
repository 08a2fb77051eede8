// The bundled document's schemas, as the hostile-input tests read them: by name, with refs
// resolved on demand, and the strict profile's reading of D3 restated (every schema that names
// properties admits no others).
import { readFileSync } from "node:fs";
import path from "node:path";
import type { TableName } from "../contract-table.js";

export type Schema = Record<string, any>;

const DOCUMENT = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../generated/openapi.json"), "utf8"));
export const COMPONENTS: Record<string, Schema> = DOCUMENT.components.schemas;
const REF_PREFIX = "#/components/schemas/";

/** The schema itself, or the one its `$ref` names. */
export function resolve(schema: Schema): Schema {
  if (typeof schema.$ref !== "string") return schema;
  const target = COMPONENTS[schema.$ref.slice(REF_PREFIX.length)];
  if (!target) throw new Error(`unknown ref ${schema.$ref}`);
  return resolve(target);
}

export function typesOf(schema: Schema): string[] {
  return schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
}

export function isRecordSchema(schema: Schema): boolean {
  return schema.properties !== undefined;
}

/** For a nullable ref (`anyOf: [{$ref}, {type: "null"}]`), the referenced schema. */
export function nonNullBranch(schema: Schema): Schema {
  if (Array.isArray(schema.anyOf)) {
    const branch = schema.anyOf.find((b: Schema) => !(b.type === "null" && Object.keys(b).length === 1));
    return resolve(branch);
  }
  return resolve(schema);
}

/** One JSON Schema document for a record, for a validator that takes a whole schema. */
export function recordDocument(record: TableName, profile: "tolerant" | "strict"): Schema {
  const text = JSON.stringify(COMPONENTS).replaceAll(`"${REF_PREFIX}`, '"#/$defs/');
  const defs = JSON.parse(text, (_key, value) =>
    profile === "strict" && value && typeof value === "object" && value.properties !== undefined && value.additionalProperties === undefined
      ? { ...value, additionalProperties: false }
      : value,
  );
  return { $schema: "https://json-schema.org/draft/2020-12/schema", $defs: defs, $ref: `#/$defs/${record}` };
}
