// survey-contract validate <Record> [files...]: checks recorded payloads against the contract.
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import * as tolerant from "../index.js";
import * as strict from "../strict.js";
import { ContractValidationError, type ContractIssue } from "../contract-validation-error.js";
import { RECORD_NAMES, type RecordName } from "../../generated/record-names.js";
import { forEachLine } from "./lines.js";
import { positionOf, syntaxErrorOffset } from "../json-syntax.js";
import { progressOnTerminal, type Progress } from "./progress.js";
import { EXIT, UsageError, readFailure, type Output } from "./output.js";

/** Problems kept for `--format json`, so memory stays bounded on huge inputs. */
export const MAX_PROBLEMS_IN_JSON = 1_000;

export interface ValidateOptions {
  record: string;
  files: string[];
  strict: boolean;
  ndjson: boolean;
  format: "text" | "json";
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

interface Checker {
  is(value: unknown): boolean;
  assert(value: unknown): void;
}

export async function validateCommand(options: ValidateOptions, out: Output): Promise<number> {
  const record = recordNamed(options.record);
  if (options.files.length === 0) throw new UsageError("no input: name the files to check, or - for standard input");
  const entry = (options.strict ? strict : tolerant) as unknown as Record<string, (value: unknown) => unknown>;
  const checker: Checker = { is: entry[`is${record}`] as Checker["is"], assert: entry[`assert${record}`] as Checker["assert"] };
  const run = new Run(options, out);
  const progress = progressOnTerminal();
  for (const file of options.files) {
    const ndjson = options.ndjson || /\.(ndjson|jsonl)$/i.test(file);
    if (ndjson) await checkLines(file, checker, run, progress);
    else await checkDocument(file, checker, run);
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

async function checkDocument(file: string, checker: Checker, run: Run) {
  let text: string;
  try {
    text = file === "-" ? await readStdin() : await readFile(file, "utf8");
  } catch (error) {
    run.inputError({ file, message: readFailure(error) });
    return;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const { line, column } = positionOf(text, Math.max(0, syntaxErrorOffset(text)));
    run.inputError({ file, line, column, message: `malformed JSON: ${(error as Error).message}; fix it there, or pass --ndjson if the file holds one record per line` });
    return;
  }
  run.check(checker, value, file, undefined);
}

async function checkLines(file: string, checker: Checker, run: Run, progress: Progress) {
  const stream = file === "-" ? process.stdin : createReadStream(file, { highWaterMark: 1 << 20 });
  const checkLine = (text: string, number: number) => {
    if (text.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      const column = Math.max(0, syntaxErrorOffset(text)) + 1;
      run.inputError({ file, line: number, column, message: `malformed JSON: ${(error as Error).message}` });
      return;
    }
    run.check(checker, value, file, number);
    progress.add(1, 0);
  };
  try {
    await forEachLine(stream, checkLine, (bytes) => progress.add(0, bytes));
  } catch (error) {
    run.inputError({ file, message: readFailure(error) });
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString("utf8");
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

  check(checker: Checker, value: unknown, file: string, line: number | undefined) {
    this.records++;
    if (checker.is(value)) return;
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

function issuesOf(checker: Checker, value: unknown): ContractIssue[] {
  try {
    checker.assert(value);
  } catch (error) {
    if (error instanceof ContractValidationError) return error.issues;
    throw error;
  }
  return [{ path: "", keyword: "invalid", message: "is not valid" }];
}
