// Turns what a reporting validator found into the issues of a ContractValidationError: every
// path a JSON Pointer to the value at fault (for a missing or unknown property, the property
// itself), every message in words a person reads without knowing JSON Schema, and for a value
// that is no JSON value as it stands (D9) the developer's reason beside it as `detail`.
import type { ValidatorError } from "../../generated/validators/validator.js";
import { ISSUE_WORDS, TYPE_WORDS } from "../../generated/vocabulary.js";
import { shorten, type ContractIssue } from "./contract-validation-error.js";
import { formatRefusalWords, invalidDateWords } from "./format-refusals.js";
import { pointerSegment, valueAt } from "./json-pointer.js";
import type { Note } from "./wire-view.js";

/** The most issues one error carries, so that a huge bad payload still gives a small error. */
export const MAX_ISSUES = 100;

/**
 * The longest path an issue carries; a longer one (a huge unknown key) is cut, ends in "…" and
 * has `pathCut: true`, so that no input makes an issue large.
 */
const MAX_PATH_LENGTH = 1000;

/**
 * @param pathPrefix where the validated value sits in the whole record, as a JSON Pointer
 * @param notes what the wire view noted of values that are not JSON, by path
 * @param reported the value the report judged, where a refused format's text is read for its words
 */
export function toIssues(errors: readonly ValidatorError[], pathPrefix: string, notes: ReadonlyMap<string, Note>, reported: unknown): ContractIssue[] {
  const issues: ContractIssue[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (error.keyword === "anyOf" || error.keyword === "if") continue;
    const issue = explained(toIssue(error, reported), notes);
    if (issue === undefined) continue;
    const key = `${issue.path}\u0000${issue.detail ?? issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push(bounded({ ...issue, path: pathPrefix + issue.path }));
    if (issues.length === MAX_ISSUES) return issues;
  }
  for (const [path, note] of notes) {
    if (!note.unsendable || seen.has(`${path}\u0000${note.message}`)) continue;
    issues.push(bounded({ path: pathPrefix + path, keyword: "json", message: UNSENDABLE_MESSAGE, detail: note.message }));
    if (issues.length === MAX_ISSUES) break;
  }
  return issues;
}

/** What a person reads of a value JSON cannot carry at all (a BigInt, a getter that throws). */
const UNSENDABLE_MESSAGE = "cannot be sent";

/** The issue of a date-time field holding an Invalid Date (its toJSON gives null), which is never sent as null (D21). */
export function invalidDateIssue(path: string): ContractIssue {
  return bounded({ path, keyword: "format", ...invalidDateWords() });
}

/** The issue of a value whose reading threw where toWireX read it for the wire, as JSON.stringify would have thrown. */
export function unsendableIssue(path: string): ContractIssue {
  const detail = "JSON.stringify would throw here: a getter, a toJSON method or a proxy threw, or a free-form object holds a BigInt or a cycle";
  return bounded({ path, keyword: "json", message: UNSENDABLE_MESSAGE, detail });
}

/**
 * An issue about a value JSON.stringify would not send as it is keeps its words for people and
 * says what the value is in `detail`; an unknown
 * property it would leave out (a function) is no issue at all.
 */
function explained(issue: ContractIssue, notes: ReadonlyMap<string, Note>): ContractIssue | undefined {
  const note = notes.get(issue.path);
  if (note === undefined || issue.keyword === "required") return issue;
  if (issue.keyword === "additionalProperties") return note.dropped ? undefined : issue;
  return { ...issue, detail: note.message };
}

function bounded(issue: ContractIssue): ContractIssue {
  if (issue.path.length <= MAX_PATH_LENGTH) return issue;
  return { ...issue, path: shorten(issue.path, MAX_PATH_LENGTH), pathCut: true };
}

/**
 * An issue in the vocabulary's words for its keyword (scripts/vocabulary/), its parameters filled
 * in; a refused format's in the words of its kind of refusal (formats/vocabulary.json).
 */
function toIssue({ instancePath, keyword, params, message }: ValidatorError, reported: unknown): ContractIssue {
  if (keyword === "format") return { path: instancePath, keyword, ...formatRefusalWords(String(params.format), valueAt(instancePath, reported)) };
  const words = Object.hasOwn(ISSUE_WORDS, keyword) ? ISSUE_WORDS[keyword]! : undefined;
  if (words === undefined) return { path: instancePath, keyword, message: message ?? `fails ${keyword}` };
  const path = words.child === undefined ? instancePath : childPath(instancePath, params[words.child]);
  const filled = words.message.replace(/\{(\w+)\}/g, (_, name: string) => paramWords(name, params[name]));
  return words.detail === undefined ? { path, keyword, message: filled } : { path, keyword, message: filled, detail: words.detail };
}

/** A parameter of a report's error as an issue says it. */
function paramWords(name: string, value: unknown): string {
  switch (name) {
    case "type":
      return typeWords(value);
    case "allowedValues":
      return (value as unknown[]).map((v) => JSON.stringify(v)).join(", ");
    case "allowedValue":
      return JSON.stringify(value);
    default:
      return String(value);
  }
}

function typeWords(type: unknown): string {
  const types = Array.isArray(type) ? type : String(type).split(",");
  return types.map((t) => (Object.hasOwn(TYPE_WORDS, t) ? TYPE_WORDS[t] : t)).join(" or ");
}

function childPath(instancePath: string, property: unknown): string {
  return `${instancePath}/${pointerSegment(String(property))}`;
}
