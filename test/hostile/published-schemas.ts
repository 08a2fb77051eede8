// The JSON Schemas the package publishes per record and profile (D14), as a user of another
// tool loads them: each file on its own, by its `$id`, judged by @hyperjump/json-schema with
// format assertion on (and the same leap-second bridge as the hand-written schemas).
import { readFileSync } from "node:fs";
import path from "node:path";
import { registerSchema, validate } from "@hyperjump/json-schema/draft-2020-12";
import type { TableName } from "../contract-table.js";
import type { ProfileName } from "../profiles.js";
import { handWrittenValidator } from "./hand-written-schemas.js";

const SCHEMAS_DIR = path.resolve(import.meta.dirname, "../../generated/schemas");
const registered = new Set<string>();

/** The published schema of a record: its file under generated/schemas/. */
function publishedSchema(record: TableName, profile: ProfileName): { $id: string } & Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(SCHEMAS_DIR, profile === "strict" ? "strict" : "", `${record}.json`), "utf8"));
}

export async function publishedSchemaValidator(record: TableName, profile: ProfileName): Promise<(value: unknown) => boolean> {
  await handWrittenValidator(record, profile); // the formats set up once, as for the hand-written schemas
  const schema = publishedSchema(record, profile);
  if (!registered.has(schema.$id)) {
    registerSchema(schema as never);
    registered.add(schema.$id);
  }
  const validator = await validate(schema.$id);
  return (value) => validator(value as never).valid;
}
