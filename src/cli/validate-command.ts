// survey-contract validate <Record> [files...]: checks recorded payloads against the contract.
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import * as strictTable from "../../generated/validators/strict-records.js";
import * as tolerantTable from "../../generated/validators/tolerant-records.js";
import type { RecordEntry } from "../../generated/validators/validator.js";
import { issuesOf } from "../record-validator.js";
import type { ContractIssue } from "../contract-validation-error.js";
import { RECORD_NAMES, type RecordName } from "../../generated/record-names.js";
import { isUtf8 } from "node:buffer";
import { firstInvalidUtf8, forEachLine } from "./lines.js";
import { positionOf, syntaxErrorOffset } from "../json-syntax.js";
import { progressOnTerminal, type Progress } from "./progress.js";
import { EXIT, UsageError, readFailure, type Output } from "./output.js";

/** Problems kept for `--format json`, so memory stays bounded on huge inputs. */
export const MAX_PROBLEMS_IN_JSON = 1_000;

/** The longest NDJSON line read by default: a page of 10 000 full collectors is about 12 MB. */
export const DEFAULT_MAX_LINE_BYTES = 64 * 1024 * 1024;

export interface ValidateOptions {
  record: string;
  files: string[];
  strict: boolean;
  ndjson: boolean;
  format: "text" | "json";
  maxLineBytes: number;
}

interface Problem extends ContractIssue {
  file: string;
  line?: number;
}

interface InputError {
  file: string;
  line?: number;
  column?: number;
  message: string;
}


export async function validateCommand(options: ValidateOptions, out: Output): Promise<number> {
  const record = recordNamed(options.record);
  if (options.files.length === 0) throw new UsageError("no input: name the files to check, or - for standard input");
  const checker: RecordEntry = (options.strict ? strictTable : tolerantTable)[record];
  const run = new Run(options, out);
  const progress = progressOnTerminal();
  for (const file of options.files) {
    const ndjson = options.ndjson || /\.(ndjson|jsonl)$/i.test(file);
    const recordsBefore = run.records;
    const errorsBefore = run.inputErrors;
    if (ndjson) await checkLines(file, checker, run, progress, options.maxLineBytes);
    else await checkDocument(file, checker, run);
    if (run.records === recordsBefore && run.inputErrors === errorsBefore) {
      run.inputError({ file, message: `holds no record${ndjson ? " (no line with JSON)" : ""}: an empty input checks nothing` });
    }
  }
  progress.done();
  run.finish(record, options);
  return run.inputErrors > 0 ? EXIT.USAGE : run.invalidRecords > 0 ? EXIT.INVALID : EXIT.OK;
}

function recordNamed(name: string): RecordName {
  const found = RECORD_NAMES.find((candidate) => candidate === name) ?? RECORD_NAMES.find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  if (found === undefined) {
    throw new UsageError(`unknown record "${name}": use one of ${RECORD_NAMES.join(", ")}`);
  }
  return found;
}

async function checkDocument(file: string, checker: RecordEntry, run: Run) {
  let bytes: Buffer;
  try {
    bytes = file === "-" ? await readStdin() : await readFile(file);
  } catch (error) {
    run.inputError({ file, message: readFailure(error) });
    return;
  }
  const text = decodeUtf8(bytes, file, run);
  if (text === undefined || text.trim() === "") return;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const { line, column } = positionOf(text, Math.max(0, syntaxErrorOffset(text)));
    run.inputError({ file, line, column, message: "malformed JSON; fix it there, or pass --ndjson if the file holds one record per line" });
    return;
  }
  run.check(checker, value, file, undefined);
}

/** The text of a whole input, or undefined after reporting where it stops being UTF-8. */
function decodeUtf8(bytes: Buffer, file: string, run: Run): string | undefined {
  if (isUtf8(bytes)) return bytes.toString("utf8");
  const offset = firstInvalidUtf8(bytes);
  const { line, column } = positionOf(bytes.toString("latin1", 0, offset + 1), offset);
  run.inputError({ file, line, column, message: `is not UTF-8: invalid byte 0x${bytes[offset]!.toString(16).padStart(2, "0")}` });
  return undefined;
}

async function checkLines(file: string, checker: RecordEntry, run: Run, progress: Progress, maxLineBytes: number) {
  const stream = file === "-" ? process.stdin : createReadStream(file, { highWaterMark: 1 << 20 });
  const onLine = (text: string, number: number) => {
    if (text.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      const column = Math.max(0, syntaxErrorOffset(text)) + 1;
      run.inputError({ file, line: number, column, message: "malformed JSON" });
      return;
    }
    run.check(checker, value, file, number);
    progress.add(1, 0);
  };
  const onBadLine = (number: number, problem: string) => run.inputError({ file, line: number, message: `line ${problem}` });
  try {
    await forEachLine(stream, maxLineBytes, { onLine, onBadLine, onBytes: (bytes) => progress.add(0, bytes) });
  } catch (error) {
    run.inputError({ file, message: readFailure(error) });
  }
}

async function readStdin(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

/** What one run has seen so far, and how it is told. */
class Run {
  records = 0;
  invalidRecords = 0;
  inputErrors = 0;
  readonly problems: Problem[] = [];
  readonly errors: InputError[] = [];
  problemsOmitted = 0;

  constructor(
    private readonly options: ValidateOptions,
    private readonly out: Output,
  ) {}

  check(checker: RecordEntry, value: unknown, file: string, line: number | undefined) {
    this.records++;
    if (checker.check(value)) return;
    this.invalidRecords++;
    for (const issue of issuesOf(checker, value)) this.problem({ ...issue, file, ...(line === undefined ? {} : { line }) });
  }

  problem(problem: Problem) {
    if (this.options.format === "text") {
      const where = problem.line === undefined ? problem.file : `${problem.file}:${problem.line}`;
      this.out.stdout(`${where}: ${problem.path === "" ? "(root)" : problem.path} ${problem.message} [${problem.keyword}]`);
    } else if (this.problems.length < MAX_PROBLEMS_IN_JSON) {
      this.problems.push(problem);
    } else {
      this.problemsOmitted++;
    }
  }

  inputError(error: InputError) {
    this.inputErrors++;
    if (this.options.format === "text") {
      const where = [error.file, error.line, error.column].filter((part) => part !== undefined).join(":");
      this.out.stderr(`${where}: ${error.message}`);
    } else if (this.errors.length < MAX_PROBLEMS_IN_JSON) {
      this.errors.push(error);
    }
  }

  finish(record: RecordName, options: ValidateOptions) {
    const profile = options.strict ? "strict" : "tolerant";
    if (options.format === "json") {
      this.out.stdout(
        JSON.stringify({
          record,
          profile,
          valid: this.invalidRecords === 0 && this.inputErrors === 0,
          records: this.records,
          invalidRecords: this.invalidRecords,
          problems: this.problems,
          problemsOmitted: this.problemsOmitted,
          inputErrors: this.errors,
        }),
      );
      return;
    }
    const files = `${options.files.length} input${options.files.length === 1 ? "" : "s"}`;
    const summary =
      this.records === 0
        ? `no ${record} record checked in ${files}`
        : this.invalidRecords === 0
          ? `all ${this.records} ${record} records valid (${profile} profile) in ${files}`
          : `${this.invalidRecords} of ${this.records} ${record} records invalid (${profile} profile) in ${files}`;
    const inputs = this.inputErrors > 0 ? `; ${this.inputErrors} input error${this.inputErrors === 1 ? "" : "s"}, see above` : "";
    this.out.stderr(`${summary}${inputs}`);
  }
}
