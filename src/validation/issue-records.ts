// Which record's Standard Schema found a list of issues: a 400 body made from the issues alone
// (a framework hands on `result.issues`, not the schema) still names the record in its title.
// Kept beside the list, not in it, so that the issues stay exactly what the Standard Schema spec
// shapes; a copy of the list made by the package (`boundedIssues`) keeps it.
import type { RecordName } from "../../generated/record-names.js";

const RECORDS = new WeakMap<object, RecordName>();

/** The issues, marked as found by the Standard Schema of `record`. */
export function markedIssues<Issues extends object>(issues: Issues, record: RecordName): Issues {
  RECORDS.set(issues, record);
  return issues;
}

/** The record whose Standard Schema found these issues; undefined for any other list. */
export function issuesRecord(issues: unknown): RecordName | undefined {
  return typeof issues === "object" && issues !== null ? RECORDS.get(issues) : undefined;
}
