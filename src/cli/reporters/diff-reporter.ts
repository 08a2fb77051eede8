// What `survey-contract diff` tells, whatever the format it is printed in.
import type { Change } from "../../diff/compare-documents.js";
import type { VersionVerdict } from "../../diff/version-policy.js";

interface DiffedDocument {
  /** The path as given, or `ref:path` for a document read from git. */
  name: string;
  version: string;
}

export interface ReportedChange extends Change {
  breaking: boolean;
  /** Breaking, and accepted by --allow or the allow-list file. */
  allowed: boolean;
  /** The reason the allowance gives. */
  allowedBecause?: string;
  /** The document the pointer is in (the previous one for what was removed), and where. */
  file: string;
  line: number;
  column: number;
}

export interface DiffReport {
  previous: DiffedDocument;
  current: DiffedDocument;
  changes: ReportedChange[];
  /** Breaking changes not allowed. */
  blocking: number;
  version: VersionVerdict;
  /** --check-version: a bump below the needed one fails the run. */
  checkVersion: boolean;
}

export type DiffReporter = (report: DiffReport) => void;

export function changeCounts(report: DiffReport): string {
  const { changes, blocking } = report;
  if (changes.length === 0) return "no changes to the contract";
  const allowed = changes.filter((change) => change.allowed).length;
  return `${changes.length} change${changes.length === 1 ? "" : "s"}, ${blocking} breaking${allowed > 0 ? `, ${allowed} breaking but allowed` : ""}`;
}

/** What the version policy (D17) says of the two documents' `info.version`. */
export function versionSentence({ version, changes }: DiffReport): string {
  const shows =
    version.shown === undefined
      ? `${version.previous} → ${version.current} is not a version increase`
      : version.shown === "none"
        ? `the version stays ${version.current}`
        : `${version.previous} → ${version.current} is a ${version.shown} bump`;
  const verdict = version.ok ? "" : " (too small)";
  if (changes.length === 0) return `Nothing changed, so no new version is needed; ${shows}${verdict}.`;
  const subject = changes.length === 1 ? "The change needs" : "The changes need";
  const needs = version.needed === "none" ? "no new version" : `a ${version.needed} version bump`;
  return `${subject} ${needs}; ${shows}${verdict}.`;
}

/** How much of a witness value's JSON text a line shows. */
const WITNESS_SHOWN = 80;

/**
 * What a breaking change's witnesses show, in words: each value (its JSON text, cut to a line's
 * worth) and which side admits it, or why a way it claims has none; undefined for a change that
 * claims no break.
 */
function witnessWords(change: ReportedChange): string | undefined {
  if (change.witnesses === undefined) return undefined;
  const shown = change.witnesses.map(
    ({ value, admittedBy }) => `${witnessText(value)} is ${admittedBy === "previous" ? "admitted before and refused now" : "admitted now and refused before"}`,
  );
  const example = shown.length === 0 ? [] : [`for example ${shown.join(", and ")}`];
  return [...example, ...(change.witnessMissing === undefined ? [] : [change.witnessMissing])].join("; ");
}

function witnessText(value: unknown): string {
  const points = [...(JSON.stringify(value) ?? "null")];
  return points.length <= WITNESS_SHOWN ? points.join("") : `${points.slice(0, WITNESS_SHOWN).join("")}… (${points.length} characters)`;
}

/** A change's message, then what its witnesses show where it claims a break. */
export function messageWithWitness(change: ReportedChange): string {
  const words = witnessWords(change);
  return words === undefined ? change.message : `${change.message}; ${words}`;
}
