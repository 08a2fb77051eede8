// What every Standard Schema of the package says of itself and of a failure: its vendor, and the
// issues of a value as the Standard Schema spec shapes them (a path of segments into the value).
import type { RecordName } from "../../generated/record-names.js";
import { shorten, type ContractIssue } from "./contract-validation-error.js";
import { issuesRecord, markedIssues } from "./issue-records.js";
import { MAX_ISSUES } from "./issues.js";
import { pathSegments } from "./json-pointer.js";
import type { StandardSchemaV1 } from "./standard-schema.js";

/** The vendor every Standard Schema of the package names. */
export const VENDOR = "@survey-collection/contract";

/** A record's issues as its Standard Schema reports them, marked as that record's (for a 400 body's title). */
export function standardIssues(record: RecordName, issues: readonly ContractIssue[], value: unknown): StandardSchemaV1.FailureResult {
  return {
    issues: markedIssues(
      issues.map(({ path, message }) => ({ message, path: pathSegments(path, value) })),
      record,
    ),
  };
}

/** The longest message an issue of any Standard Schema keeps: a schema's message can quote what was sent. */
const MAX_ISSUE_MESSAGE = 300;

/** The most characters the keys of an issue's path keep, together, as an issue of the package's own keeps its pointer's. */
const MAX_PATH_CHARACTERS = 1000;

/** What a person reads of an issue whose message is no text. */
const NO_MESSAGE = "is invalid";

/**
 * The issues of any Standard Schema as the package keeps them: the first MAX_ISSUES, read one by
 * one, so that a schema that found 500 000 costs what its first 100 cost; each message at most
 * MAX_ISSUE_MESSAGE long, and each path's keys at most MAX_PATH_CHARACTERS together, the key
 * that crosses the bound cut and ending in "…". A list that is no array, or an issue that cannot
 * be read, is said as an issue of the value as a whole, never thrown. A record's issues stay
 * marked as its own.
 */
export function boundedIssues(issues: unknown): StandardSchemaV1.Issue[] {
  const list = readableArray(issues);
  if (list === undefined) return [{ message: NO_MESSAGE, path: [] }];
  const bounded: StandardSchemaV1.Issue[] = [];
  const count = Math.min(list.length, MAX_ISSUES);
  for (let i = 0; i < count; i++) bounded.push(boundedIssue(list[i]));
  const record = issuesRecord(list);
  return record === undefined ? bounded : markedIssues(bounded, record);
}

function boundedIssue(issue: unknown): StandardSchemaV1.Issue {
  try {
    const { message, path } = issue as Partial<StandardSchemaV1.Issue>;
    return { message: typeof message === "string" ? shorten(message, MAX_ISSUE_MESSAGE) : NO_MESSAGE, path: boundedPath(path) };
  } catch {
    return { message: NO_MESSAGE, path: [] };
  }
}

/** The path's keys (a segment `{ key }` read as its key) until they hold MAX_PATH_CHARACTERS. */
function boundedPath(path: unknown): PropertyKey[] {
  const segments = readableArray(path);
  const bounded: PropertyKey[] = [];
  if (segments === undefined) return bounded;
  let room = MAX_PATH_CHARACTERS;
  for (let i = 0; i < segments.length && room > 0; i++) {
    const segment = segments[i];
    const key = typeof segment === "object" && segment !== null ? (segment as StandardSchemaV1.PathSegment).key : segment;
    if (typeof key === "number" || typeof key === "symbol") {
      bounded.push(key);
      room -= typeof key === "number" ? String(key).length : 1;
      continue;
    }
    const text = typeof key === "string" ? key : String(key);
    bounded.push(text.length <= room ? text : shorten(text.slice(0, room + 1), room));
    room -= text.length;
  }
  return bounded;
}

/** The value as an array, or undefined for anything else (Array.isArray throws on a revoked proxy). */
function readableArray(value: unknown): readonly unknown[] | undefined {
  try {
    return Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
