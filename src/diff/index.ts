// `diff`'s one entry: two versions of the contract's OpenAPI document compared record by record
// (walk.ts), each change decided by values on the normal forms of the contract's vocabulary
// (D26), the deprecation lifecycle judged on the day of the policy (D23), each break allowed or
// not, and the version bump the changes need (D17).
//
// Written here rather than taken from a library: the maintained OpenAPI diff tools compare
// operations (paths), which this contract has none of (D10), and none decides JSON Schema 2020-12
// by values with a witness behind each claim; json-schema-diff (Atlassian) is the model for
// deciding by sets of values, and is about JSON Schema draft 7.
import { allowanceFor, type Allowance } from "./allow-list.js";
import { DocumentShapeError, assertComparable } from "./document-shape.js";
import { judgeLifecycle, type LifecyclePolicy } from "./lifecycle.js";
import { isBreaking } from "./rules.js";
import type { Change } from "./types.js";
import { judgeVersions, type VersionVerdict } from "./version-policy.js";
import { Walk } from "./walk.js";

export { AllowListError, allowancesFromFlags, parseAllowList, type Allowance } from "./allow-list.js";
export { DocumentShapeError } from "./document-shape.js";
export { DEFAULT_DEPRECATION_DAYS, dayNumber, utcToday, type LifecyclePolicy } from "./lifecycle.js";
export { DIFF_LIMITS } from "./limits.js";
export { CHANGE_CLASSES, RULES, type ChangeClass, type RuleId } from "./rules.js";
export type { Change, Lifecycle, Witness } from "./types.js";
export type { VersionVerdict } from "./version-policy.js";

/** What the diff is judged by: the day and notice of the lifecycle, and the breaks accepted. */
export interface DiffPolicy {
  lifecycle: LifecyclePolicy;
  allowances: readonly Allowance[];
}

export interface JudgedChange extends Change {
  breaking: boolean;
  /** Breaking, and accepted by an allowance or by a sunset that has come (D23). */
  allowed: boolean;
  /** The reason the allowance gives. */
  allowedBecause?: string;
}

export interface DiffResult {
  changes: JudgedChange[];
  /** The breaking changes no allowance accepts. */
  blocking: number;
  version: VersionVerdict;
}

/** A removal on or after the sunset its deprecation announced needs no allow-list entry (D23). */
const SUNSET_PASSED: Allowance = { reason: "deprecated, and removed on or after its x-sunset", source: "the deprecation lifecycle" };

/**
 * Compares two parsed documents. Throws DocumentShapeError, naming the document (`side`) and the
 * JSON Pointer, for one that cannot be compared (a keyword holding what it cannot, nesting past
 * any contract, a reference cycle that constrains nothing).
 */
export function diffDocuments(previous: unknown, current: unknown, policy: DiffPolicy): DiffResult {
  shapeOf(previous, "previous");
  shapeOf(current, "current");
  const found = judgeLifecycle(new Walk(previous, current).documents(previous as Record<string, any>, current as Record<string, any>), policy.lifecycle);
  const changes = found.map((change) => judged(change, policy.allowances));
  const version = judgeVersions(found, versionOf(previous), versionOf(current));
  return { changes, blocking: changes.filter((change) => change.breaking && !change.allowed).length, version };
}

function shapeOf(document: unknown, side: "previous" | "current"): void {
  try {
    assertComparable(document);
  } catch (error) {
    if (error instanceof DocumentShapeError) error.side = side;
    throw error;
  }
}

/** The change with its verdict laid into it (it was made by this comparison, for it alone): a release of thousands of changes is not copied again. */
function judged(change: Change, allowances: readonly Allowance[]): JudgedChange {
  const breaking = isBreaking(change.class);
  const allowance = breaking ? (change.sunsetPassed ? SUNSET_PASSED : allowanceFor(change, allowances)) : undefined;
  const verdict = change as JudgedChange;
  verdict.breaking = breaking;
  verdict.allowed = allowance !== undefined;
  if (allowance !== undefined) verdict.allowedBecause = allowance.reason;
  return verdict;
}

function versionOf(document: unknown): string {
  const info = typeof document === "object" && document !== null && Object.hasOwn(document, "info") ? (document as { info: unknown }).info : undefined;
  return typeof info === "object" && info !== null && typeof (info as { version?: unknown }).version === "string" ? (info as { version: string }).version : "(no info.version)";
}
