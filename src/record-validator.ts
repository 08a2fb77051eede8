// What every `assertX` and `parseX` does, whatever the record and the profile: the fast check
// first, and only for an invalid value the slower pass that lists its problems.
import type { ReportingValidator, Validator } from "../generated/validators/validator.js";
import type { RecordName } from "../generated/record-names.js";
import { ContractValidationError, shorten, type ContractIssue } from "./contract-validation-error.js";
import { MAX_ISSUES, toIssues } from "./issues.js";

/** JSON.parse's own message can quote the input; this keeps it short whatever the input. */
const MAX_JSON_REASON = 200;

export interface RecordValidator {
  record: RecordName;
  check: Validator;
  report: ReportingValidator;
  /** For a page: the validators of the records in its `data`, reported one by one. */
  items?: { check: Validator; report: ReportingValidator };
}

export function assertValid(validator: RecordValidator, value: unknown): void {
  if (validator.check(value)) return;
  const issues = validator.items ? pageIssues(validator, value) : reportedIssues(validator.report, value, "");
  throw new ContractValidationError(
    validator.record,
    issues.length > 0 ? issues : [{ path: "", keyword: "invalid", message: "is not valid" }],
  );
}

export function parseValid(validator: RecordValidator, json: string): unknown {
  const value = parseJson(validator.record, json);
  assertValid(validator, value);
  return value;
}

function reportedIssues(report: ReportingValidator, value: unknown, pathPrefix: string): ContractIssue[] {
  report(value);
  return toIssues(report.errors ?? [], pathPrefix);
}

/**
 * A page is reported record by record, skipping the valid ones with the fast check and
 * stopping at MAX_ISSUES, so a huge page of bad records costs no more than its first bad
 * records do.
 */
function pageIssues({ report, items }: RecordValidator, value: unknown): ContractIssue[] {
  if (!items || !isObject(value) || !hasOwn(value, "data") || !Array.isArray(value.data)) {
    return reportedIssues(report, value, "");
  }
  const data: unknown[] = value.data;
  const issues = reportedIssues(report, { ...value, data: [] }, "");
  for (let i = 0; i < data.length && issues.length < MAX_ISSUES; i++) {
    // What JSON.stringify sends for a hole is null.
    const item: unknown = hasOwn(data, i) ? data[i] : null;
    if (!items.check(item)) issues.push(...reportedIssues(items.report, item, `/data/${i}`));
  }
  return issues.slice(0, MAX_ISSUES);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function hasOwn(object: object, key: PropertyKey): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}

function parseJson(record: RecordName, json: unknown): unknown {
  if (typeof json !== "string") {
    throw new ContractValidationError(record, [
      { path: "", keyword: "json", message: `must be JSON text (a string), not ${json === null ? "null" : typeof json}` },
    ]);
  }
  try {
    return JSON.parse(json);
  } catch (cause) {
    const reason = shorten(cause instanceof Error ? cause.message : String(cause), MAX_JSON_REASON);
    throw new ContractValidationError(record, [{ path: "", keyword: "json", message: `is not valid JSON: ${reason}` }], { cause });
  }
}
