// Breaks a team has accepted, each with its reason: `--allow <rule|pointer>` on the command line,
// or entries of an allow-list file (`--allow-file contract/allow.json`) kept beside the contract,
// where the reason is required and reviewed with the change:
//
//   { "allow": [{ "rule": "ENUM_VALUE_ADDED", "pointer": "/components/schemas/CollectorType",
//                 "reason": "TELEGRAM collectors, agreed with the client teams" }] }
//
// An entry names a rule, a pointer (which also covers everything below it), or both, and
// accepts a breaking change that matches all it names.
import type { Change } from "./types.js";
import { withoutByteOrderMark } from "../validation/json-syntax.js";
import { isRule } from "./rules.js";

export interface Allowance {
  rule?: string;
  pointer?: string;
  reason: string;
  /** Where it was given: the command line, or `file#index`. */
  source: string;
}

export class AllowListError extends Error {
  override readonly name = "AllowListError";
}

/** `--allow` values: a rule name or a JSON Pointer each. */
export function allowancesFromFlags(values: readonly string[]): Allowance[] {
  return values.map((value) => {
    if (isRule(value)) return { rule: value, reason: "--allow on the command line", source: "--allow" };
    if (value.startsWith("/")) return { pointer: value, reason: "--allow on the command line", source: "--allow" };
    throw new AllowListError(`--allow ${value}: unknown rule; give a rule (such as FIELD_NO_LONGER_REQUIRED; see --help) or a JSON Pointer starting with /`);
  });
}

/** The entries of an allow-list file's text, each checked: a clear error names the first bad one. */
export function parseAllowList(text: string, file: string): Allowance[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(withoutByteOrderMark(text));
  } catch {
    throw new AllowListError(`${file}: malformed JSON`);
  }
  const list = typeof parsed === "object" && parsed !== null && Object.hasOwn(parsed, "allow") ? (parsed as { allow: unknown }).allow : undefined;
  if (!Array.isArray(list)) throw new AllowListError(`${file}: give an object with an "allow" array of {rule, pointer, reason} entries`);
  return list.map((entry, index) => allowanceAt(entry, `${file}#/allow/${index}`));
}

function allowanceAt(entry: unknown, where: string): Allowance {
  if (typeof entry !== "object" || entry === null || Array.isArray(entry))
    throw new AllowListError(`${where}: each entry is an object with a reason and a rule, a pointer or both`);
  const { rule, pointer, reason, ...rest } = entry as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) throw new AllowListError(`${where}: unknown key ${unknown[0]}; an entry has rule, pointer and reason`);
  if (typeof reason !== "string" || reason.trim() === "") throw new AllowListError(`${where}: give the reason the break is accepted`);
  if (rule === undefined && pointer === undefined) throw new AllowListError(`${where}: name a rule, a pointer or both`);
  if (rule !== undefined && !isRule(rule)) throw new AllowListError(`${where}: unknown rule; rule must be one of the rules diff --help lists`);
  if (pointer !== undefined && (typeof pointer !== "string" || !pointer.startsWith("/"))) throw new AllowListError(`${where}: pointer must be a JSON Pointer starting with /`);
  return { ...(rule === undefined ? {} : { rule }), ...(pointer === undefined ? {} : { pointer }), reason, source: where };
}

/** The first allowance that accepts `change`, if any. */
export function allowanceFor(change: Change, allowances: readonly Allowance[]): Allowance | undefined {
  return allowances.find(
    (allowance) =>
      (allowance.rule === undefined || allowance.rule === change.rule) &&
      (allowance.pointer === undefined || allowance.pointer === change.pointer || change.pointer.startsWith(`${allowance.pointer}/`)),
  );
}
