// What `survey-contract validate` tells, whatever the format it is printed in.
import type { RecordName } from "../../../generated/record-names.js";
import { EXIT } from "../output.js";

/** One problem of one record, where it is in the input. */
export interface ValidateProblem {
  file: string;
  /** 1-based line and column of the value the pointer names (the nearest existing one above it). */
  line?: number;
  column?: number;
  path: string;
  keyword: string;
  message: string;
}

/** An input that could not be read as records: missing, not UTF-8, malformed, empty. */
export interface InputError {
  file: string;
  line?: number;
  column?: number;
  message: string;
}

/** One input, once read. `ndjson`: its records are lines, each reported on its own. */
interface InputSummary {
  file: string;
  ndjson: boolean;
  records: number;
  invalidRecords: number;
  inputErrors: number;
}

/** What probe adds: the walk of a live list. */
export interface WalkSummary {
  /** The first page's URL. */
  url: string;
  pages: number;
  records: number;
  seconds: number;
  /** Per page, in milliseconds; absent when no page was read. */
  latency?: { median: number; p95: number; max: number };
  /** Records whose ids were not kept for the repeat check, past its memory bound. */
  idsNotKept: number;
}

export interface RunSummary {
  command: "validate" | "probe";
  record: RecordName;
  profile: "tolerant" | "strict";
  inputs: number;
  records: number;
  invalidRecords: number;
  inputErrors: number;
  walk?: WalkSummary;
}

export interface ValidateReporter {
  /** The problems of one invalid record, in order. */
  invalidRecord(problems: ValidateProblem[], where: { file: string; line?: number }): void;
  inputError(error: InputError): void;
  inputDone(input: InputSummary): void;
  finish(run: RunSummary): void;
}

/** Problems kept in memory by the formats that print one document at the end, so memory stays bounded. */
export const MAX_PROBLEMS_KEPT = 1_000;

/** Test cases (inputs, and NDJSON records with problems) the junit format keeps: past them, counted in one more case. */
export const MAX_CASES_KEPT = 10_000;

/** The exit code of a run, validate's or probe's: an input not read (2) before a record invalid (1). */
export function runExitCode(run: Pick<RunSummary, "inputErrors" | "invalidRecords">): number {
  return run.inputErrors > 0 ? EXIT.USAGE : run.invalidRecords > 0 ? EXIT.INVALID : EXIT.OK;
}

/** The closing line of every format but json. */
export function runSummary(run: RunSummary): string {
  if (run.walk !== undefined) return walkSummary(run, run.walk);
  const errors = run.inputErrors > 0 ? `; ${run.inputErrors} input error${run.inputErrors === 1 ? "" : "s"}` : "";
  return `${verdictOf(run)} in ${run.inputs} input${run.inputs === 1 ? "" : "s"}${errors}`;
}

function verdictOf({ records, invalidRecords, record, profile }: RunSummary): string {
  if (records === 0) return `no ${record} record checked`;
  if (records === 1) return `1 ${record} record ${invalidRecords === 0 ? "valid" : "invalid"} (${profile} profile)`;
  if (invalidRecords === 0) return `all ${records} ${record} records valid (${profile} profile)`;
  return `${invalidRecords} of ${records} ${record} records invalid (${profile} profile)`;
}

function walkSummary(run: RunSummary, walk: WalkSummary): string {
  const pages = `${walk.pages} ${run.record} page${walk.pages === 1 ? "" : "s"}`;
  if (walk.pages === 0) return `no ${run.record} page read`;
  const verdict = run.invalidRecords === 0 ? `${pages} walked, all valid (${run.profile} profile)` : `${run.invalidRecords} of ${pages} with problems (${run.profile} profile)`;
  const speed = walk.seconds > 0 ? `, ${Math.round(walk.records / walk.seconds)} records/s` : "";
  const latency = walk.latency === undefined ? "" : `; page latency median ${ms(walk.latency.median)}, p95 ${ms(walk.latency.p95)}, max ${ms(walk.latency.max)}`;
  const notKept = walk.idsNotKept > 0 ? `; ids of the last ${walk.idsNotKept} records not kept for the repeat check (memory bound)` : "";
  const errors = run.inputErrors > 0 ? `; ${run.inputErrors} page${run.inputErrors === 1 ? "" : "s"} not read` : "";
  return `${verdict}: ${walk.records} records${speed}${latency}${notKept}${errors}`;
}

function ms(milliseconds: number): string {
  return `${milliseconds < 10 ? milliseconds.toFixed(1) : Math.round(milliseconds)} ms`;
}

/** `file:line:column`, with whatever parts are known. */
export function position(at: { file: string; line?: number; column?: number }): string {
  return [at.file, at.line, at.column].filter((part) => part !== undefined).join(":");
}
