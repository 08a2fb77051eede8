import type { RecordName } from "../../generated/record-names.js";
import { escapeLine } from "../text/escape-line.js";

/** One reason a value is not a valid record. */
export interface ContractIssue {
  /** JSON Pointer to the offending value, such as `/data/2/groups/0/createdAt`; `""` is the value itself. */
  path: string;
  /** The rule that failed: `required`, `type`, `enum`, `format`, `minimum`, `additionalProperties`, or `json` for text that is not JSON. */
  keyword: string;
  /** What the value needs, in words for the person who fills the field (a form shows it). */
  message: string;
  /**
   * For developers, where they need more than `message`: when the value is no JSON value as it
   * stands (a `Date`, a function, `NaN`, a BigInt), what it is and what to validate instead, such
   * as `is a Date: validate the JSON value, e.g. toISOString()`; for a property the strict profile
   * refuses, why. `.message` of the error and the command line show it in place of `message`.
   */
  detail?: string;
  /** Set when `path` was too long to carry whole (a huge unknown key): it is cut and ends in "…". */
  pathCut?: true;
}

/** How many issues the message names; `.issues` has them all (up to MAX_ISSUES). */
const ISSUES_IN_MESSAGE = 3;
/** The longest path the message shows, so that a huge property name cannot make it long. */
const MAX_PATH_IN_MESSAGE = 100;
/** The longest `.message`, whatever the issues hold. */
const MAX_MESSAGE_LENGTH = 600;

/** Thrown by every `assertX` and `parseX`, in both profiles. */
export class ContractValidationError extends Error {
  override readonly name = "ContractValidationError";
  /** The record the value was checked against. */
  readonly record: RecordName;
  /** Every problem found (at most MAX_ISSUES), in the order the schema checks them. */
  readonly issues: ContractIssue[];

  constructor(record: RecordName, issues: ContractIssue[], options?: { cause?: unknown }) {
    super(describe(record, issues), options);
    this.record = record;
    this.issues = issues;
  }
}

/** The message: the first issues, their paths (a sender's keys) escaped as every printed text is (D24); `.issues` keeps them exact. */
function describe(record: RecordName, issues: ContractIssue[]): string {
  const shown = issues.slice(0, ISSUES_IN_MESSAGE).map((issue) => `${issue.path === "" ? "(root)" : shorten(issue.path, MAX_PATH_IN_MESSAGE)} ${developerWords(issue)}`);
  const more = issues.length > ISSUES_IN_MESSAGE ? `; and ${issues.length - ISSUES_IN_MESSAGE} more` : "";
  return shorten(escapeLine(`Invalid ${record}: ${shown.join("; ")}${more}`), MAX_MESSAGE_LENGTH);
}

/** What a developer reads of an issue: its `detail` where it has one, else its `message`. */
export function developerWords(issue: Pick<ContractIssue, "message" | "detail">): string {
  return issue.detail ?? issue.message;
}

/**
 * `text` itself when short enough, else its start and an ellipsis: at most `max` UTF-16 code
 * units, never ending in half a surrogate pair.
 */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  if (isHighSurrogate(text.charCodeAt(end - 1))) end--;
  return `${text.slice(0, end)}…`;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
