// What every Standard Schema of the package says of itself and of a failure: its vendor, and the
// issues of a value as the Standard Schema spec shapes them (a path of segments into the value).
import type { ContractIssue } from "./contract-validation-error.js";
import { pathSegments } from "./json-pointer.js";
import type { StandardSchemaV1 } from "./standard-schema.js";

/** The vendor every Standard Schema of the package names. */
export const VENDOR = "@survey-collection/contract";

export function standardIssues(issues: readonly ContractIssue[], value: unknown): StandardSchemaV1.FailureResult {
  return { issues: issues.map(({ path, message }) => ({ message, path: pathSegments(path, value) })) };
}
