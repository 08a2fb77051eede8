// The public functions of every record, made from its entry in the generated table of its
// profile: each entry point only names them (TypeScript needs an annotation per exported
// assertion function, so each is one line there). Every binding is its own pure call, so a
// bundler keeps only the ones a program uses.
import type { RecordEntry, Validator } from "../generated/validators/validator.js";
import { assertValid, issuesOf, parseValid } from "./validation/record-validator.js";
import type { ContractIssue } from "./validation/contract-validation-error.js";
import { validCopy } from "./validation/read-once.js";
import { pathSegments } from "./validation/json-pointer.js";
import type { JsonSchema } from "../generated/json-schemas/tolerant.js";
import { jsonSchemaFor } from "./validation/json-schema-targets.js";
import type { RecordSchema, StandardJSONSchemaV1, StandardSchemaV1 } from "./validation/standard-schema.js";
import { PAGE_ITEMS, type PageName } from "../generated/record-names.js";
import type { PageValidators } from "./pages/pagination.js";

/** The vendor every Standard Schema of the package names. */
export const VENDOR = "@survey-collection/contract";

/** `isX`: whether `value` is a valid record; never throws. */
export type Is<T> = (value: unknown) => value is T;
/** `assertX`: throws `ContractValidationError` unless `value` is a valid record. */
export type Assert<T> = (value: unknown) => asserts value is T;
/** `parseX`: `JSON.parse` and `assertX`; malformed JSON also throws `ContractValidationError`. */
export type Parse<T> = (json: string) => T;

/** The check itself, typed as the guard it is (not the entry: that would bring its report along). */
export function isFor<T>(check: Validator): Is<T> {
  return check as Is<T>;
}

export function assertFor<T>(entry: RecordEntry): Assert<T> {
  return (value) => assertValid(entry, value);
}

export function parseFor<T>(entry: RecordEntry): Parse<T> {
  return (json) => parseValid(entry, json) as T;
}

/**
 * The record as a Standard Schema (D13): the same verdict as `isX`, the same issues as
 * `assertX`; and as a Standard JSON Schema, its published JSON Schema (D14) in the draft asked.
 */
export function standardSchemaFor<T>(entry: RecordEntry, schema: JsonSchema): RecordSchema<T> {
  const validate = (value: unknown): StandardSchemaV1.Result<T> => (entry.check(value) ? { value: value as T } : standardFailure(entry, value));
  const toJsonSchema = (options: StandardJSONSchemaV1.Options) => jsonSchemaFor(schema, options);
  return { "~standard": { version: 1, vendor: VENDOR, validate, jsonSchema: { input: toJsonSchema, output: toJsonSchema } } };
}

/** The issues of a value the check rejected, as Standard Schema reports them: paths as segments. */
function standardFailure(entry: RecordEntry, value: unknown): StandardSchemaV1.FailureResult {
  return standardIssues(issuesOf(entry, value), value);
}

/** Issues of `value` as Standard Schema reports them. */
export function standardIssues(issues: readonly ContractIssue[], value: unknown): StandardSchemaV1.FailureResult {
  return { issues: issues.map(({ path, message }) => ({ message, path: pathSegments(path, value) })) };
}

/**
 * What `pages` and `records` validate each page with, for every list of a profile's table.
 * @param decoders the entry's decodeX of each list, which judges and decodes a text or a value in one read
 */
export function pageValidatorsFor(
  table: Readonly<Record<PageName, RecordEntry>>,
  codec: Readonly<Record<`copy${PageName}`, (value: unknown) => unknown>>,
  decoders: Readonly<Record<`decode${PageName}`, (body: unknown) => unknown>>,
): PageValidators {
  const lists = Object.keys(PAGE_ITEMS) as PageName[];
  const validatorOf = (list: PageName) => ({
    read: (value: unknown) => validCopy(codec[`copy${list}`], table[list], value),
    parse: parseFor(table[list]),
    decode: decoders[`decode${list}`],
  });
  return Object.fromEntries(lists.map((list) => [list, validatorOf(list)])) as PageValidators;
}
