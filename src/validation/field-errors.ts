// Issues shaped for people: each field's dotted path (`fromEmail.email`, `groups.0.createdAt`;
// "" for the value as a whole) mapped to the first message about it, as form libraries and 400
// responses want them, from a ContractValidationError or from Standard Schema issues alike.
// The contract names its fields with identifiers, so their dotted paths are unambiguous; a key
// that is no identifier (a sender's unknown `"fromEmail.email"`, say) is written as a quoted
// bracket, `["fromEmail.email"]`, which no field of the contract can be: a sender never chooses
// which message a field shows. Whatever the schema, a map holds the first MAX_ISSUES issues'
// fields, each at most MAX_FIELD_LENGTH long, and is made from those issues alone.
import { ContractValidationError, shorten } from "./contract-validation-error.js";
import { issuesRecord } from "./issue-records.js";
import { MAX_ISSUES } from "./issues.js";
import { pathSegments } from "./json-pointer.js";
import { boundedIssues } from "./standard-issues.js";
import type { StandardSchemaV1 } from "./standard-schema.js";

/** Each field's dotted path → the first message about it. */
export type FieldErrors = Record<string, string>;

/** What a request was refused for: the error of an `assertX` or `parseX`, or the issues of a Standard Schema. */
export type Refusal = ContractValidationError | readonly StandardSchemaV1.Issue[];

/** How a 400 answer is titled. */
export interface BadRequestOptions {
  /** The title of the problem; by default `Invalid X` when a record X refused the request, else `Invalid request body`. */
  title?: string;
}

/** The media type of a `badRequestBody` (RFC 9457 problem details), for the answer's Content-Type. */
export const BAD_REQUEST_CONTENT_TYPE = "application/problem+json";

/** A 400 response's body: RFC 9457 problem details, with the field errors. */
export interface BadRequestBody {
  type: "about:blank";
  title: string;
  status: 400;
  errors: FieldErrors;
}

/** The longest field name a map holds, as the longest path an issue of the package's own carries. */
const MAX_FIELD_LENGTH = 1000;

/**
 * The problems of a value, by field: of the first MAX_ISSUES issues (those of another Standard
 * Schema are read no further, their messages and paths bounded as `boundedIssues` bounds them).
 */
export function fieldErrors(problems: Refusal): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of fieldMessages(problems, "dotted")) {
    // A field named __proto__ is a field like any other: defined, never the object's prototype.
    if (!Object.hasOwn(errors, field)) Object.defineProperty(errors, field, { value: message, enumerable: true, writable: true, configurable: true });
  }
  return errors;
}

/**
 * The body of a 400 answer to a request whose body has these problems, titled `options.title`,
 * by default after the record that refused it (`Invalid Collector`: the error of its assertX,
 * or the issues of its Standard Schema as a framework hands them on), else `Invalid request body`.
 */
export function badRequestBody(problems: Refusal, options?: BadRequestOptions): BadRequestBody {
  return { type: "about:blank", title: options?.title ?? defaultTitle(problems), status: 400, errors: fieldErrors(problems) };
}

function defaultTitle(problems: Refusal): string {
  const record = problems instanceof ContractValidationError ? problems.record : issuesRecord(problems);
  return record === undefined ? "Invalid request body" : `Invalid ${record}`;
}

/** How a path writes an array index: `groups.0.createdAt` (field maps), or `groups[0].createdAt` (vee-validate's field names). */
export type IndexStyle = "dotted" | "bracketed";

/** Each of the first MAX_ISSUES issues as its field's path and its message, in the order found. */
export function fieldMessages(problems: Refusal, style: IndexStyle): (readonly [field: string, message: string])[] {
  return problems instanceof ContractValidationError
    ? problems.issues.slice(0, MAX_ISSUES).map((issue) => [fieldPath(pathSegments(issue.path, undefined), style), issue.message] as const)
    : boundedIssues(problems).map((issue) => [fieldPath(issue.path ?? [], style), issue.message] as const);
}

/** The field's path, at most MAX_FIELD_LENGTH long: the segments are read until it is that long, each key cut to that length first. */
function fieldPath(path: ReadonlyArray<PropertyKey | StandardSchemaV1.PathSegment>, style: IndexStyle): string {
  let written = "";
  for (let i = 0; i < path.length && written.length <= MAX_FIELD_LENGTH; i++) {
    const segment = path[i]!;
    const key = String(typeof segment === "object" ? segment.key : segment).slice(0, MAX_FIELD_LENGTH + 1);
    if (style === "bracketed" && INDEX.test(key)) written += `[${key}]`;
    else written += IDENTIFIER_OR_INDEX.test(key) ? `${written === "" ? "" : "."}${key}` : `[${JSON.stringify(key)}]`;
  }
  return shorten(written, MAX_FIELD_LENGTH);
}

/** A key written as it is in a dotted path: an identifier, as every field of the contract is, or an array index. */
const IDENTIFIER_OR_INDEX = /^(?:[A-Za-z_$][\w$]*|0|[1-9][0-9]*)$/;

const INDEX = /^(?:0|[1-9][0-9]*)$/;
