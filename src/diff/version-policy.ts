// Design decision D17: the changes a diff finds fix the least version bump the new contract
// needs, and `diff --check-version` holds `info.version` of the new document to it.
//
// Semantic Versioning's rule for 0.x: while the major version is 0, a break needs only a minor
// bump (0.3.0 → 0.4.0), as npm's caret ranges (^0.3.0 = >=0.3.0 <0.4.0) already read it.
import { RULES, type Bump, type ChangeClass, type RuleId } from "./rules.js";

/** A change as its bump reads it: its rule, and the class its witnesses showed (a rule alone: its usual class). */
export type Bumped = RuleId | { rule: RuleId; class: ChangeClass };

export type BumpOrNone = Bump | "none";

const ORDER: BumpOrNone[] = ["none", "patch", "minor", "major"];

export interface VersionVerdict {
  previous: string;
  current: string;
  /** The least bump the changes need. */
  needed: BumpOrNone;
  /** The bump from the previous version to the current one; undefined when the current is lower or either is not a version. */
  shown: BumpOrNone | undefined;
  ok: boolean;
}

export function neededBump(changes: readonly Bumped[], previousVersion: string): BumpOrNone {
  const bump = changes.reduce<BumpOrNone>((most, change) => higher(most, bumpOf(change)), "none");
  const major = parseVersion(previousVersion)?.[0];
  return bump === "major" && major === 0 ? "minor" : bump;
}

/**
 * The bump of one change: its rule's, unless its values showed another class than the rule's
 * usual one (D26): a break is then major, and a change that breaks nobody at most minor.
 */
function bumpOf(change: Bumped): Bump {
  const { rule, class: changeClass } = typeof change === "string" ? { rule: change, class: RULES[change].class } : change;
  const usual = RULES[rule];
  if (changeClass === usual.class) return usual.bump;
  return changeClass === "compatible" ? (usual.bump === "patch" ? "patch" : "minor") : "major";
}

export function judgeVersions(changes: readonly Bumped[], previous: string, current: string): VersionVerdict {
  const needed = neededBump(changes, previous);
  const shown = bumpBetween(previous, current);
  return { previous, current, needed, shown, ok: shown !== undefined && ORDER.indexOf(shown) >= ORDER.indexOf(needed) };
}

/** The bump that takes `previous` to `current`: the highest part that went up, the lower ones reset or not. */
export function bumpBetween(previous: string, current: string): BumpOrNone | undefined {
  const p = parseVersion(previous);
  const c = parseVersion(current);
  if (p === undefined || c === undefined) return undefined;
  for (let part = 0; part < 3; part++) {
    if (c[part]! > p[part]!) return (["major", "minor", "patch"] as const)[part];
    if (c[part]! < p[part]!) return undefined;
  }
  return "none";
}

/** major.minor.patch of a Semantic Versioning 2.0 version; a pre-release or build suffix is ignored. */
function parseVersion(version: string): [number, number, number] | undefined {
  const match = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:[-+].*)?$/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

function higher(a: BumpOrNone, b: BumpOrNone): BumpOrNone {
  return ORDER.indexOf(a) >= ORDER.indexOf(b) ? a : b;
}
