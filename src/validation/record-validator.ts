// What every `assertX` and `parseX` does, whatever the record and the profile: the fast check
// first, and only for an invalid value the slower pass that lists its problems, run on the
// value as JSON.stringify would send it (design decisions D9 and D18).
import type { RecordEntry, ReportingValidator } from "../../generated/validators/validator.js";
import type { RecordName } from "../../generated/record-names.js";
import { ContractValidationError, type ContractIssue } from "./contract-validation-error.js";
import { MAX_ISSUES, toIssues } from "./issues.js";
import { positionOf, syntaxErrorOffset } from "./json-syntax.js";
import { wireView } from "./wire-view.js";

/** What `.issues` holds when the check says no and the report finds nothing: a bug of this package. */
const DISAGREEMENT_ISSUE: ContractIssue = {
  path: "",
  keyword: "internal",
  message: "is rejected by the fast check but the report finds no problem: this is a bug of @survey-collection/contract, please report it with the value",
};

/** What `.issues` holds when the check accepts a value the report finds problems in: the other direction of the same bug. */
const ACCEPTED_BUT_REPORTED_ISSUE: ContractIssue = {
  path: "",
  keyword: "internal",
  message: "is accepted by the fast check but the report finds problems: this is a bug of @survey-collection/contract, please report it with the value",
};

export function assertValid(entry: RecordEntry, value: unknown): void {
  if (entry.check(value)) return;
  throw new ContractValidationError(entry.record as RecordName, issuesOf(entry, value));
}

/** The issues of a value the check rejected: never none. */
export function issuesOf(entry: RecordEntry, value: unknown): ContractIssue[] {
  // Where the check stopped only saves work; from the first record the issues are the same
  const issues = entry.items ? pageIssues(entry.report, entry.items, value, entry.invalidItem?.(ownData(value)) ?? -1) : recordIssues(entry.report, value, "");
  return issues.length > 0 ? issues : [DISAGREEMENT_ISSUE];
}

/**
 * Both engines on one value, whatever the check says, every record of a page reported by the
 * report itself: no issue when they agree that it is valid, its issues when they agree that it
 * is not, and the internal issue when they disagree, either way (D18). Slower than assertX,
 * which runs the report only on what the check rejected; the tests run it over the whole
 * differential corpus.
 */
export function issuesFromBoth(entry: RecordEntry, value: unknown): ContractIssue[] {
  const accepted = entry.check(value);
  const issues = entry.items ? pageIssues(entry.report, entry.items, value, 0, false) : recordIssues(entry.report, value, "");
  if (accepted) return issues.length === 0 ? [] : [ACCEPTED_BUT_REPORTED_ISSUE, ...issues];
  return issues.length > 0 ? issues : [DISAGREEMENT_ISSUE];
}

export function parseValid(validator: RecordEntry, json: string): unknown {
  const value = parseJson(validator.record as RecordName, json);
  assertValid(validator, value);
  return value;
}

function recordIssues(report: ReportingValidator, value: unknown, pathPrefix: string): ContractIssue[] {
  const view = wireView(value);
  report(view.value);
  return toIssues(report.errors ?? [], pathPrefix, view.notes, view.value);
}

/**
 * A page is reported record by record, skipping the valid ones with the fast check and
 * stopping at MAX_ISSUES, so a huge page of bad records costs no more than its first bad
 * records do; only the envelope and its `data` array are copied, each bad record on its own.
 */
// Skipping the records the check passes only saves work: the report finds nothing in them
function pageIssues(report: ReportingValidator, items: RecordEntry, value: unknown, invalidItem: number, skipValidItems = true): ContractIssue[] {
  // The envelope and its fields: two levels of a page, one of anything else (its elements are no page's fields).
  const envelope = wireView(value, isReadableObject(value) ? 2 : 1);
  const page = envelope.value;
  if (!isObject(page) || !Array.isArray(page.data)) {
    // Not a page at its root or its data: the report says so from the envelope's view alone, so
    // that a huge array or object sent as a page is not copied whole (it was seconds and hundreds of MB).
    report(page);
    return toIssues(report.errors ?? [], "", envelope.notes, page);
  }
  const data: unknown[] = page.data;
  const withoutData = { ...page, data: [] };
  report(withoutData);
  const issues = toIssues(report.errors ?? [], "", envelope.notes, withoutData);
  // The check of this very list just passed every record before the one it stopped at.
  // A shortcut; from the first record the issues are the same
  const first = invalidItem > 0 && invalidItem < data.length ? invalidItem : 0;
  // One record more is cut by the slice below
  for (let i = first; i < data.length && issues.length < MAX_ISSUES; i++) {
    // A record the check passes gives the report nothing to say
    if (!skipValidItems || !items.check(data[i])) issues.push(...recordIssues(items.report, data[i], `/data/${i}`));
  }
  return issues.slice(0, MAX_ISSUES);
}

/** The page's own `data`, as the check read it; undefined when it cannot be read. */
// It only tells where the check stopped, which saves work and changes no issue
function ownData(value: unknown): unknown {
  try {
    return isObject(value) && Object.hasOwn(value, "data") ? value.data : undefined;
  } catch {
    return undefined;
  }
}

/** isObject, false for what cannot even be asked (Array.isArray throws on a revoked proxy). */
function isReadableObject(value: unknown): boolean {
  try {
    return isObject(value);
  } catch {
    return false;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Malformed JSON is described by its position alone: JSON.parse's message can quote the text, and the text can hold a secret. */
export function parseJson(record: RecordName, json: unknown): unknown {
  if (typeof json !== "string") {
    throw new ContractValidationError(record, [{ path: "", keyword: "json", message: `must be JSON text (a string), not ${json === null ? "null" : typeof json}` }]);
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
