// A JSON Schema as diff reads it: an object of keywords, any of which may be missing or of the
// wrong kind (document-shape.ts refuses a document whose keywords hold what they cannot).
export type Schema = Record<string, any>;

/** A schema object, or any JSON object: an object that is no array (nor null). */
export function isSchemaObject(value: unknown): value is Schema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A schema as an object: `true` (and an absent one) admits anything, `false` nothing. */
export function asObject(schema: unknown): Schema {
  if (schema === true || schema === undefined) return {};
  if (schema === false) return { not: {} };
  return schema as Schema;
}

/** Whether a field's schema says a response does not send it (writeOnly, D22). */
export function isWriteOnly(schema: unknown): boolean {
  return typeof schema === "object" && schema !== null && (schema as Schema).writeOnly === true;
}
