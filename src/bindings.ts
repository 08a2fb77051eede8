// The public functions of every record, made from its entry in the generated table of its
// profile: each entry point only names them (TypeScript needs an annotation per exported
// assertion function, so each is one line there). Every binding is its own pure call, so a
// bundler keeps only the ones a program uses.
import type { RecordEntry, Validator } from "../generated/validators/validator.js";
import { assertValid, issuesOf, parseValid } from "./validation/record-validator.js";
import { validCopy } from "./validation/read-once.js";
import { VENDOR, standardIssues } from "./validation/standard-issues.js";
import type { JsonSchema } from "../generated/json-schemas/tolerant.js";
import { jsonSchemaFor } from "./validation/json-schema-targets.js";
import type { RecordSchema, StandardJSONSchemaV1, StandardSchemaV1 } from "./validation/standard-schema.js";
import type { PageName, RecordName } from "../generated/record-names.js";
import { readPageWith, walkPages, walkRecords, type PageSource, type PageValidator, type PaginationOptions } from "./pages/pagination.js";
import type { FetchResponse, ReadLimits } from "./pages/http-page.js";
import type { Decode } from "./codecs/boundary.js";

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
  return standardIssues(entry.record as RecordName, issuesOf(entry, value), value);
}

/** Issues of `value` as Standard Schema reports them. */
/** A list's page, read from a value once (D21): what its walk validates each page with. */
type Copy = (value: unknown) => unknown;

/** The validator of one list's pages; `decode`, when given, judges and decodes each page in one read. */
function pageValidatorFor(entry: RecordEntry, copy: Copy, decode?: (body: unknown) => unknown): PageValidator {
  return { read: (value) => validCopy(copy, entry, value), parse: parseFor(entry), ...(decode === undefined ? {} : { decode }) };
}

/**
 * `pages` and `records` of a profile, for every list of its table: the list named in the
 * options, decoded with the entry's decodeX when `decode` is true. A program that walks one
 * list bundles every list's validators: the functions of one list (`listPagesFor`) do not.
 * @param decoders the entry's decodeX of each list, which judges and decodes a text or a value in one read
 */
export function pageValidatorsFor(
  table: Readonly<Record<PageName, RecordEntry>>,
  codec: Readonly<Record<`copy${PageName}`, Copy>>,
  decoders: Readonly<Record<`decode${PageName}`, (body: unknown) => unknown>>,
): (list: PageName, decode: boolean | undefined) => PageValidator {
  return (list, decode) => pageValidatorFor(table[list], codec[`copy${list}`], decode === true ? decoders[`decode${list}`] : undefined);
}

/** The options of one list's walk; `decode` takes that list's decodeX, so that only a walk that decodes bundles it. */
export type ListOptions = Omit<PaginationOptions<PageName, false>, "list" | "decode">;

/** `xPages` or `xRecords` of one list: items as read, or decoded by the decodeX given as `decode`. */
export interface ListWalk<Item, DecodedItem, Page, DecodedPage> {
  (source: PageSource, options: ListOptions & { decode?: undefined }): AsyncGenerator<Item, void, undefined>;
  (source: PageSource, options: ListOptions & { decode: Decode<Page, DecodedPage> }): AsyncGenerator<DecodedItem, void, undefined>;
}

/** `readX` of one list: a response's body validated as its page, within `limits`. */
export type ListRead<Page> = (response: FetchResponse, limits?: ReadLimits) => Promise<Page>;

/** Each page of one list, validated by its entry alone: no other list's validators are bundled. */
export function listPagesFor<Page, DecodedPage>(entry: RecordEntry, copy: Copy): ListWalk<Page, DecodedPage, Page, DecodedPage> {
  return ((source: PageSource, options: ListOptions & { decode?: Decode<Page, DecodedPage> }) =>
    walkPages(pageValidatorFor(entry, copy, decoderOf(options)), source, options)) as ListWalk<Page, DecodedPage, Page, DecodedPage>;
}

/** Each record of one list, as `listPagesFor` reads its pages. */
export function listRecordsFor<Page extends { data: readonly unknown[] }, DecodedPage extends { data: readonly unknown[] }>(
  entry: RecordEntry,
  copy: Copy,
): ListWalk<Page["data"][number], DecodedPage["data"][number], Page, DecodedPage> {
  return ((source: PageSource, options: ListOptions & { decode?: Decode<Page, DecodedPage> }) =>
    walkRecords(pageValidatorFor(entry, copy, decoderOf(options)), source, options)) as ListWalk<Page["data"][number], DecodedPage["data"][number], Page, DecodedPage>;
}

export function listReadFor<Page>(entry: RecordEntry): ListRead<Page> {
  const parse = parseFor(entry);
  return (response, limits) => readPageWith<Page>(parse, response, limits);
}

/** The decodeX a one-list walk was given; anything else given as `decode` is a mistake said at once, not a walk of undecoded pages. */
function decoderOf(options: { decode?: unknown }): ((body: unknown) => unknown) | undefined {
  const { decode } = options;
  if (decode === undefined || typeof decode === "function") return decode as ((body: unknown) => unknown) | undefined;
  throw new TypeError("decode takes the decodeX function of the list walked, or nothing");
}
