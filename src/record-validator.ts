// What every `assertX` and `parseX` does, whatever the record and the profile: the fast check
// first, and only for an invalid value the slower pass that lists its problems, run on the
// value as JSON.stringify would send it (design decisions D9 and D18).
import type { ReportingValidator, Validator } from "../generated/validators/validator.js";
import type { RecordName } from "../generated/record-names.js";
import { ContractValidationError, type ContractIssue } from "./contract-validation-error.js";
import { MAX_ISSUES, toIssues } from "./issues.js";
import { positionOf, syntaxErrorOffset } from "./json-syntax.js";
import { wireView } from "./wire-view.js";

export interface RecordValidator {
  record: RecordName;
  check: Validator;
  report: ReportingValidator;
  /** For a page: the validators of the records in its `data`, reported one by one. */
  items?: { check: Validator; report: ReportingValidator };
}

/** What `.issues` holds when the check says no and the report finds nothing: a bug of this package. */
export const DISAGREEMENT_ISSUE: ContractIssue = {
  path: "",
  keyword: "internal",
  message:
    "is rejected by the fast check but the report finds no problem: this is a bug of @survey-collection/contract, please report it with the value",
};

export function assertValid(validator: RecordValidator, value: unknown): void {
  if (validator.check(value)) return;
  const issues = validator.items ? pageIssues(validator, value) : recordIssues(validator.report, value, "");
  throw new ContractValidationError(validator.record, issues.length > 0 ? issues : [DISAGREEMENT_ISSUE]);
}

export function parseValid(validator: RecordValidator, json: string): unknown {
  const value = parseJson(validator.record, json);
  assertValid(validator, value);
  return value;
}

function recordIssues(report: ReportingValidator, value: unknown, pathPrefix: string): ContractIssue[] {
  const view = wireView(value);
  report(view.value);
  return toIssues(report.errors ?? [], pathPrefix, view.notes);
}

/**
 * A page is reported record by record, skipping the valid ones with the fast check and
 * stopping at MAX_ISSUES, so a huge page of bad records costs no more than its first bad
 * records do; only the envelope and its `data` array are copied, each bad record on its own.
 */
function pageIssues({ report, items }: RecordValidator, value: unknown): ContractIssue[] {
  const envelope = wireView(value, 2);
  const page = envelope.value;
  if (!items || !isObject(page) || !Array.isArray(page.data)) return recordIssues(report, value, "");
  const data: unknown[] = page.data;
  report({ ...page, data: [] });
  const issues = toIssues(report.errors ?? [], "", envelope.notes);
  for (let i = 0; i < data.length && issues.length < MAX_ISSUES; i++) {
    if (!items.check(data[i])) issues.push(...recordIssues(items.report, data[i], `/data/${i}`));
  }
  return issues.slice(0, MAX_ISSUES);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Malformed JSON is described by its position alone: JSON.parse's message can quote the text, and the text can hold a secret. */
function parseJson(record: RecordName, json: unknown): unknown {
  if (typeof json !== "string") {
    throw new ContractValidationError(record, [
      { path: "", keyword: "json", message: `must be JSON text (a string), not ${json === null ? "null" : typeof json}` },
    ]);
  }
  try {
    return JSON.parse(json);
  } catch {
    throw new ContractValidationError(record, [{ path: "", keyword: "json", message: `is not valid JSON${whereJsonBreaks(json)}` }]);
  }
}

function whereJsonBreaks(json: string): string {
  const offset = syntaxErrorOffset(json);
  if (offset < 0) return "";
  const { line, column } = positionOf(json, offset);
  return `: syntax error at line ${line}, column ${column}`;
}
