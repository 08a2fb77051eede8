// What the diff reports, shared by every module of it (the one low-level module of types, so
// that no two modules of the diff import each other's).
import type { ChangeClass, RuleId } from "./rules.js";

/** What a schema announced of its removal (D23). */
export interface Lifecycle {
  deprecated: boolean;
  /** Its x-sunset, when that is a date. */
  sunset?: string;
}

/** Which side admits a witness (the other refuses it). */
export type WitnessSide = "previous" | "current";

/** A value one side admits and the other refuses, each side read as a whole at the place `at`. */
export interface Witness {
  value: unknown;
  admittedBy: WitnessSide;
  /** Where the schemas that judged it are: the value is that of the record, field or item there. */
  at: string;
}

export interface Change {
  rule: RuleId;
  /** Who it breaks: for a change decided by values, the ways its witnesses show (and those left undecided). */
  class: ChangeClass;
  /** JSON Pointer into the new document, or into the old one for what was removed. */
  pointer: string;
  message: string;
  /** For a removal or a deprecation: what was announced (D23), which judgeLifecycle reads. */
  lifecycle?: Lifecycle;
  /** A removal on or after the sunset its deprecation announced: accepted without an allow-list entry. */
  sunsetPassed?: true;
  /** For a breaking change: values one side admits and the other refuses, each checked against both. */
  witnesses?: Witness[];
  /** For a breaking change: why a way it claims has no witness (it is undecided, and counts as breaking). */
  witnessMissing?: string;
  /** What the change does to the generated types where that stops a side's correct code compiling (D29): a break of that side, though no value moves for it. */
  compile?: CompileBreak;
}

/** Code a side wrote against the earlier types that no longer compiles (D29). */
export interface CompileBreak {
  side: "clients";
  /** The code that stops compiling and TypeScript's error, in words. */
  says: string;
}
