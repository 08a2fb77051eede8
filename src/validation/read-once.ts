// What decodeX and the page walk read a value given to them through (D21, read once): decodeX's
// own walk, which judges and decodes in one read of each property, or the generated copy of the
// value, read once, then the entry's verdict and issues on that copy. A check of the value
// followed by a second read of it would hand out what a getter or a Proxy answered the second
// time, which no check saw.
import type { RecordName } from "../../generated/record-names.js";
import { UnsendableValue } from "../../generated/validators/codec-helpers.js";
import type { RecordEntry } from "../../generated/validators/validator.js";
import { ContractValidationError, type ContractIssue } from "./contract-validation-error.js";
import { invalidDateIssue, unsendableIssue } from "./issues.js";
import { pointerSegment } from "./json-pointer.js";
import { issuesOf } from "./record-validator.js";

/** The generated copyX: the value read once; throws UnsendableValue, located, where a read throws. */
export type Copy = (value: unknown) => unknown;

/** What `.issues` holds when a value decodeX refused reads valid the second time: it changed between the reads. */
const CHANGED_ISSUE: ContractIssue = {
  path: "",
  keyword: "json",
  message: "changed while it was read: a getter or a Proxy answered differently the second time",
};

/** The value read once and valid in the entry's profile: a copy of the package's own; throws ContractValidationError otherwise. */
export function validCopy(copy: Copy, entry: RecordEntry, value: unknown): unknown {
  const read = readCopy(copy, value);
  if ("issue" in read) throw new ContractValidationError(entry.record as RecordName, [read.issue]);
  if (!entry.check(read.copy)) throw new ContractValidationError(entry.record as RecordName, issuesOf(entry, read.copy));
  return read.copy;
}

/**
 * The issues of a value decodeX's walk refused, and the value they point into: found in a second
 * read of it (its copy), since the walk only says no. The verdict stands whatever that read finds.
 */
export function refusal(copy: Copy, entry: RecordEntry, value: unknown): { issues: ContractIssue[]; read: unknown } {
  const read = readCopy(copy, value);
  if ("issue" in read) return { issues: [read.issue], read: value };
  return { issues: entry.check(read.copy) ? [CHANGED_ISSUE] : issuesOf(entry, read.copy), read: read.copy };
}

function readCopy(copy: Copy, value: unknown): { copy: unknown } | { issue: ContractIssue } {
  try {
    return { copy: copy(value) };
  } catch (error) {
    return { issue: unreadableIssue(error) };
  }
}

/** The issue of a read that threw (UnsendableValue, located), or of an Invalid Date. */
export function unreadableIssue(error: unknown): ContractIssue {
  const segments = error instanceof UnsendableValue ? error.segments : [];
  const path = segments.map((segment) => `/${pointerSegment(segment)}`).join("");
  return error instanceof UnsendableValue && error.invalidDate ? invalidDateIssue(path) : unsendableIssue(path);
}
