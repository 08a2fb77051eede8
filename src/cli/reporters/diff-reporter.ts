// What `survey-contract diff` tells, whatever the format it is printed in.
import type { JudgedChange, VersionVerdict } from "../../diff/index.js";

interface DiffedDocument {
  /** The path as given, or `ref:path` for a document read from git. */
  name: string;
  version: string;
}

export interface ReportedChange extends JudgedChange {
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
  /**
   * With --against and --allow-new-document, the ref held no document at the path: the previous
   * side is an empty contract, which every format says in words.
   */
  absentAtRef?: { ref: string; path: string };
}

export type DiffReporter = (report: DiffReport) => void;

export function changeCounts(report: DiffReport): string {
  const { changes, blocking } = report;
  if (changes.length === 0) return "no changes to the contract";
  const allowed = changes.filter((change) => change.allowed).length;
  return `${changes.length} change${changes.length === 1 ? "" : "s"}, ${blocking} breaking${allowed > 0 ? `, ${allowed} breaking but allowed` : ""}`;
}

/**
 * That the ref held no document, so that nothing was compared with an earlier contract: a
 * report that passes says it as plainly as one that fails says why.
 */
export function absentAtRefSentence({ absentAtRef }: DiffReport): string | undefined {
  if (absentAtRef === undefined) return undefined;
  const { ref, path } = absentAtRef;
  return `No document at ${ref}: ${ref} holds no ${path}, so every record is compared with an empty contract at 0.0.0 (--allow-new-document), not with an earlier version of the contract.`;
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

/** How much of a witness value's JSON text a terminal's line shows. */
const WITNESS_SHOWN = 80;

/**
 * How many characters of an annotation's message GitHub keeps (its runner cuts the rest since
 * 2.305): a github or markdown line shows its witnesses whole up to that, a terminal 80 each.
 */
export const GITHUB_MESSAGE_ROOM = 4096;

/** Room for "… (N characters)" after a witness that is cut. */
const CUT_MARK_ROOM = 24;

/**
 * What a breaking change's witnesses show, in words: each value (its JSON text, cut to its share
 * of `room` characters, never below a terminal line's 80) and which side admits it, or why a way
 * it claims has none; undefined for a change that claims no break.
 */
function witnessWords(change: ReportedChange, room: number | undefined): string | undefined {
  if (change.witnesses === undefined) return undefined;
  const missing = change.witnessMissing === undefined ? [] : [change.witnessMissing];
  const words = (shown: number) => {
    const each = change.witnesses!.map(
      ({ value, admittedBy }) => `${witnessText(value, shown)} is ${admittedBy === "previous" ? "admitted before and refused now" : "admitted now and refused before"}`,
    );
    return [...(each.length === 0 ? [] : [`for example ${each.join(", and ")}`]), ...missing].join("; ");
  };
  if (room === undefined || change.witnesses.length === 0) return words(WITNESS_SHOWN);
  const whole = words(Infinity);
  if (change.message.length + 2 + whole.length <= room) return whole;
  const valuesLength = change.witnesses.reduce((sum, { value }) => sum + witnessText(value, Infinity).length, 0);
  const share = Math.floor((room - change.message.length - 2 - (whole.length - valuesLength)) / change.witnesses.length) - CUT_MARK_ROOM;
  return words(Math.max(WITNESS_SHOWN, share));
}

/** A witness value's JSON text, cut after `shown` code points with the length it has. */
export function witnessText(value: unknown, shown: number): string {
  const points = [...(JSON.stringify(value) ?? "null")];
  return points.length <= shown ? points.join("") : `${points.slice(0, shown).join("")}… (${points.length} characters)`;
}

/**
 * A change's message, then what its witnesses show where it claims a break: each cut at a
 * terminal line's 80 characters, or, given `room`, whole as long as the message fits in it;
 * then the code it stops compiling, where it does (D29).
 */
export function messageWithWitness(change: ReportedChange, room?: number): string {
  const compile = change.compile === undefined ? "" : `; ${change.compile.says}`;
  const words = witnessWords(change, room === undefined ? undefined : room - compile.length);
  return `${words === undefined ? change.message : `${change.message}; ${words}`}${compile}`;
}
