// survey-contract validate <Record> [inputs...]: checks recorded payloads against the contract.
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { isUtf8 } from "node:buffer";
import * as strictTable from "../../generated/validators/strict-records.js";
import * as tolerantTable from "../../generated/validators/tolerant-records.js";
import type { RecordEntry } from "../../generated/validators/validator.js";
import { RECORD_NAMES, type RecordName } from "../../generated/record-names.js";
import { issuesOf } from "../record-validator.js";
import type { ContractIssue } from "../contract-validation-error.js";
import { positionOf, syntaxErrorOffset } from "../json-syntax.js";
import { VALIDATE_FORMATS, type ValidateFormat } from "./formats/validate-formats.js";
import type { InputError, ValidateProblem, ValidateReporter } from "./formats/validate-reporter.js";
import { expandInputs, type Input } from "./inputs.js";
import { locatePointers } from "./json-locations.js";
import { firstInvalidUtf8, forEachLine } from "./lines.js";
import { EXIT, UsageError, readFailure, type Output } from "./output.js";
import { outputBelowProgress, progressOnTerminal, type Progress } from "./progress.js";

/** The longest NDJSON line read by default: a page of 10 000 full collectors is about 12 MB. */
export const DEFAULT_MAX_LINE_BYTES = 64 * 1024 * 1024;

export interface ValidateOptions {
  record: string;
  files: string[];
  strict: boolean;
  ndjson: boolean;
  /** A JSON input is a top-level array whose every element is one record. */
  each: boolean;
  format: ValidateFormat;
  maxLineBytes: number;
}

export async function validateCommand(options: ValidateOptions, rawOut: Output): Promise<number> {
  const record = recordNamed(options.record);
  if (options.files.length === 0) throw new UsageError("no input: name the files or directories to check, or - for standard input");
  const progress = progressOnTerminal();
  const run = new Run(record, options, VALIDATE_FORMATS[options.format](outputBelowProgress(rawOut, progress), record), progress);
  const { inputs, unmatched } = expandInputs(options.files, options.ndjson);
  for (const { name, message } of unmatched) run.unreadable({ file: name, message });
  for (const input of inputs) await run.read(input);
  progress.done();
  return run.finish();
}

function recordNamed(name: string): RecordName {
  const found = RECORD_NAMES.find((candidate) => candidate === name) ?? RECORD_NAMES.find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  if (found === undefined) throw new UsageError(`unknown record "${name}": use one of ${RECORD_NAMES.join(", ")}`);
  return found;
}

/** A byte-order mark is no part of the JSON text (RFC 8259 lets a reader ignore it). */
function withoutByteOrderMark(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** One run of the command: reads each input, judges its records, and tells the reporter. */
class Run {
  private readonly checker: RecordEntry;
  private records = 0;
  private invalidRecords = 0;
  private inputErrors = 0;
  private inputs = 0;

  constructor(
    private readonly record: RecordName,
    private readonly options: ValidateOptions,
    private readonly reporter: ValidateReporter,
    private readonly progress: Progress,
  ) {
    this.checker = (options.strict ? strictTable : tolerantTable)[record];
  }

  /** An argument that names nothing to read. */
  unreadable(error: InputError): void {
    this.inputs++;
    this.inputError(error);
    this.reporter.inputDone({ file: error.file, ndjson: false, records: 0, invalidRecords: 0, inputErrors: 1 });
  }

  async read(input: Input): Promise<void> {
    this.inputs++;
    const before = { records: this.records, invalidRecords: this.invalidRecords, inputErrors: this.inputErrors };
    if (input.ndjson) await this.readLines(input.name);
    else await this.readDocument(input.name);
    if (this.records === before.records && this.inputErrors === before.inputErrors) {
      this.inputError({ file: input.name, message: `holds no record${input.ndjson ? " (no line with JSON)" : ""}: an empty input checks nothing` });
    }
    this.reporter.inputDone({
      file: input.name,
      ndjson: input.ndjson,
      records: this.records - before.records,
      invalidRecords: this.invalidRecords - before.invalidRecords,
      inputErrors: this.inputErrors - before.inputErrors,
    });
  }

  finish(): number {
    this.reporter.finish({
      record: this.record,
      profile: this.options.strict ? "strict" : "tolerant",
      inputs: this.inputs,
      records: this.records,
      invalidRecords: this.invalidRecords,
      inputErrors: this.inputErrors,
    });
    return this.inputErrors > 0 ? EXIT.USAGE : this.invalidRecords > 0 ? EXIT.INVALID : EXIT.OK;
  }

  private inputError(error: InputError): void {
    this.inputErrors++;
    this.reporter.inputError(error);
  }

  private async readDocument(file: string): Promise<void> {
    let bytes: Buffer;
    try {
      bytes = file === "-" ? await readStdin() : await readFile(file);
    } catch (error) {
      this.inputError({ file, message: readFailure(error) });
      return;
    }
    const text = this.decodeUtf8(bytes, file);
    if (text === undefined || text.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      const { line, column } = positionOf(text, Math.max(0, syntaxErrorOffset(text)));
      this.inputError({ file, line, column, message: "malformed JSON; fix it there, or pass --ndjson if the file holds one record per line" });
      return;
    }
    if (!this.options.each) {
      this.judge(value, text, { file }, "");
      return;
    }
    if (!Array.isArray(value)) {
      this.inputError({ file, line: 1, column: 1, message: "is not a JSON array: --each reads a top-level array of records" });
      return;
    }
    this.judgeEach(value, text, file);
  }

  /** The text of a whole input, or undefined after reporting where it stops being UTF-8. */
  private decodeUtf8(bytes: Buffer, file: string): string | undefined {
    if (isUtf8(bytes)) return withoutByteOrderMark(bytes.toString("utf8"));
    const offset = firstInvalidUtf8(bytes);
    const { line, column } = positionOf(bytes.toString("latin1", 0, offset + 1), offset);
    this.inputError({ file, line, column, message: `is not UTF-8: invalid byte 0x${bytes[offset]!.toString(16).padStart(2, "0")}` });
    return undefined;
  }

  private async readLines(file: string): Promise<void> {
    const stream = file === "-" ? process.stdin : createReadStream(file, { highWaterMark: 1 << 20 });
    const onLine = (raw: string, number: number) => {
      const text = number === 1 ? withoutByteOrderMark(raw) : raw;
      if (text.trim() === "") return;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        this.inputError({ file, line: number, column: Math.max(0, syntaxErrorOffset(text)) + 1, message: "malformed JSON" });
        return;
      }
      this.judge(value, text, { file, line: number }, "");
      this.progress.add(1, 0);
    };
    const onBadLine = (number: number, problem: string) => this.inputError({ file, line: number, message: `line ${problem}` });
    try {
      await forEachLine(stream, this.options.maxLineBytes, { onLine, onBadLine, onBytes: (bytes) => this.progress.add(0, bytes) });
    } catch (error) {
      this.inputError({ file, message: readFailure(error) });
    }
  }

  /** Judges one record; `text` is the JSON it was read from, where its problems are placed. */
  private judge(value: unknown, text: string, where: { file: string; line?: number }, prefix: string): void {
    this.records++;
    if (this.checker.check(value)) return;
    this.invalidRecords++;
    const issues = prefixed(issuesOf(this.checker, value), prefix);
    this.reporter.invalidRecord(placed(issues, text, where), where);
  }

  /** --each: every element of a top-level array is a record, its problems placed in one pass over the text. */
  private judgeEach(values: unknown[], text: string, file: string): void {
    const invalid: ContractIssue[][] = [];
    for (let i = 0; i < values.length; i++) {
      this.records++;
      if (this.checker.check(values[i])) continue;
      this.invalidRecords++;
      invalid.push(prefixed(issuesOf(this.checker, values[i]), `/${i}`));
    }
    if (invalid.length === 0) return;
    const locations = locatePointers(text, invalid.flat().map((issue) => issue.path));
    for (const issues of invalid) {
      this.reporter.invalidRecord(
        issues.map((issue) => {
          const { line, column } = locations.get(issue.path)!;
          return { file, line, column, ...issue };
        }),
        { file },
      );
    }
  }
}

function prefixed(issues: ContractIssue[], prefix: string): ContractIssue[] {
  return prefix === "" ? issues : issues.map((issue) => ({ ...issue, path: `${prefix}${issue.path}` }));
}

/** Issues with the line and column of what they point at; an NDJSON record's line is its line in the file. */
function placed(issues: ContractIssue[], text: string, where: { file: string; line?: number }): ValidateProblem[] {
  const locations = locatePointers(text, issues.map((issue) => issue.path));
  return issues.map((issue) => {
    const at = locations.get(issue.path)!;
    return { file: where.file, line: where.line ?? at.line, column: at.column, ...issue };
  });
}

async function readStdin(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}
