// Turns what a reporting validator found into the issues of a ContractValidationError: every
// path a JSON Pointer to the value at fault (for a missing or unknown property, the property
// itself), every message in words a person reads without knowing JSON Schema.
import type { ValidatorError } from "../generated/validators/validator.js";
import type { ContractIssue } from "./contract-validation-error.js";
import { pointerSegment } from "./json-pointer.js";

/** The most issues one error carries, so that a huge bad payload still gives a small error. */
export const MAX_ISSUES = 100;

const TYPE_WORDS: Record<string, string> = {
  string: "a string",
  integer: "an integer",
  number: "a number",
  boolean: "a boolean",
  object: "an object",
  array: "an array",
  null: "null",
};

const FORMAT_WORDS: Record<string, string> = {
  "date-time": "an RFC 3339 date-time with an offset, such as 2026-03-01T09:00:00Z",
  uuid: "a UUID (8-4-4-4-12 hex digits)",
};

/** @param pathPrefix where the validated value sits in the whole record, as a JSON Pointer */
export function toIssues(errors: readonly ValidatorError[], pathPrefix: string): ContractIssue[] {
  const issues: ContractIssue[] = [];
  for (const error of errors) {
    if (error.keyword === "anyOf" || error.keyword === "if") continue;
    const issue = toIssue(error);
    issues.push({ ...issue, path: pathPrefix + issue.path });
    if (issues.length === MAX_ISSUES) break;
  }
  return issues;
}

function toIssue({ instancePath, keyword, params, message }: ValidatorError): ContractIssue {
  switch (keyword) {
    case "required":
      return { path: childPath(instancePath, params.missingProperty), keyword, message: "is required but missing" };
    case "additionalProperties":
      return {
        path: childPath(instancePath, params.additionalProperty),
        keyword,
        message: "is not a property of this record (the strict profile admits only the properties the contract names)",
      };
    case "type":
      return { path: instancePath, keyword, message: `must be ${typeWords(params.type)}` };
    case "enum":
      return { path: instancePath, keyword, message: `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}` };
    case "format":
      return { path: instancePath, keyword, message: `must be ${FORMAT_WORDS[String(params.format)] ?? `in ${String(params.format)} format`}` };
    case "minimum":
      return { path: instancePath, keyword, message: `must be ${String(params.limit)} or more` };
    default:
      return { path: instancePath, keyword, message: message ?? `fails ${keyword}` };
  }
}

function typeWords(type: unknown): string {
  const types = Array.isArray(type) ? type : String(type).split(",");
  return types.map((t) => TYPE_WORDS[t] ?? t).join(" or ");
}

function childPath(instancePath: string, property: unknown): string {
  return `${instancePath}/${pointerSegment(String(property))}`;
}
