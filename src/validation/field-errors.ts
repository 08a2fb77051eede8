// Issues shaped for people: each field's dotted path (`fromEmail.email`, `groups.0.createdAt`;
// "" for the value as a whole) mapped to the first message about it, as form libraries and 400
// responses want them, from a ContractValidationError or from Standard Schema issues alike.
// The contract names its fields with identifiers, so their dotted paths are unambiguous; a key
// that is no identifier (a sender's unknown `"fromEmail.email"`, say) is written as a quoted
// bracket, `["fromEmail.email"]`, which no field of the contract can be: a sender never chooses
// which message a field shows. Whatever the schema, a map holds the first MAX_ISSUES issues'
// fields, each at most MAX_FIELD_LENGTH long, and is made from those issues alone.
import { ContractValidationError, shorten } from "./contract-validation-error.js";
import { MAX_ISSUES } from "./issues.js";
import { pathSegments } from "./json-pointer.js";
import { boundedIssues } from "./standard-issues.js";
import type { StandardSchemaV1 } from "./standard-schema.js";

/** Each field's dotted path → the first message about it. */
export type FieldErrors = Record<string, string>;

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
export function fieldErrors(problems: ContractValidationError | readonly StandardSchemaV1.Issue[]): FieldErrors {
  const entries =
    problems instanceof ContractValidationError
      ? problems.issues.slice(0, MAX_ISSUES).map((issue) => [dottedSegments(pathSegments(issue.path, undefined)), issue.message] as const)
      : boundedIssues(problems).map((issue) => [dottedSegments(issue.path ?? []), issue.message] as const);
  const errors: FieldErrors = {};
  for (const [field, message] of entries) {
    // A field named __proto__ is a field like any other: defined, never the object's prototype.
    if (!Object.hasOwn(errors, field)) Object.defineProperty(errors, field, { value: message, enumerable: true, writable: true, configurable: true });
  }
  return errors;
}

/** The body of a 400 answer to a request whose body has these problems. */
export function badRequestBody(problems: ContractValidationError | readonly StandardSchemaV1.Issue[]): BadRequestBody {
  const title = problems instanceof ContractValidationError ? `Invalid ${problems.record}` : "Invalid request body";
  return { type: "about:blank", title, status: 400, errors: fieldErrors(problems) };
}

/** The dotted path, at most MAX_FIELD_LENGTH long: the segments are read until it is that long, each key cut to that length first. */
function dottedSegments(path: ReadonlyArray<PropertyKey | StandardSchemaV1.PathSegment>): string {
  let dotted = "";
  for (let i = 0; i < path.length && dotted.length <= MAX_FIELD_LENGTH; i++) {
    const segment = path[i]!;
    const key = String(typeof segment === "object" ? segment.key : segment).slice(0, MAX_FIELD_LENGTH + 1);
    dotted += PLAIN_SEGMENT.test(key) ? `${dotted === "" ? "" : "."}${key}` : `[${JSON.stringify(key)}]`;
  }
  return shorten(dotted, MAX_FIELD_LENGTH);
}

/** A key written as it is in a dotted path: an identifier, as every field of the contract is, or an array index. */
const PLAIN_SEGMENT = /^(?:[A-Za-z_$][\w$]*|0|[1-9][0-9]*)$/;
