// Judging records read from an input, the same on the main thread and on a worker: a whole
// JSON document (or, with --each, every element of its top-level array) or one NDJSON line.
// What is found goes to a sink: the run itself, or the result of a --jobs task (`judgeTask`).
import { isUtf8 } from "node:buffer";
import type { RecordEntry } from "../../generated/validators/validator.js";
import type { ContractIssue } from "../validation/contract-validation-error.js";
import { positionOf, syntaxErrorOffset, withoutByteOrderMark } from "../validation/json-syntax.js";
import { issuesOf } from "../validation/record-validator.js";
import type { InputError, ValidateProblem } from "./reporters/validate-reporter.js";
import { locatePointers } from "./json-locations.js";
import { firstInvalidUtf8, readBlock } from "./lines.js";
import { MAX_TEXT_BYTES } from "./read-input.js";
import type { JudgingSettings } from "./validate-options.js";

/** What --jobs judges at a time (parallel.ts): a whole input, or a block of complete NDJSON lines numbered from `firstNumber`. */
export type Task =
  | { kind: "document"; file: string; bytes: Uint8Array }
  /** `atFileStart`: line 1 is the file's first (not the first of a --shard range), where a byte-order mark may stand. */
  | { kind: "lines"; file: string; bytes: Uint8Array; firstNumber: number; atFileStart: boolean };

/** A task and its place in the order of the run. */
export type NumberedTask = Task & { seq: number };

type TaskEvent = { kind: "invalid"; problems: ValidateProblem[]; where: { file: string; line?: number } } | { kind: "error"; error: InputError };

/** What was found in a task, in order, to be replayed in its place. */
export interface TaskResult {
  seq: number;
  judged: number;
  events: TaskEvent[];
}

export interface JudgeSink {
  /** `count` records judged, valid or not. */
  judged(count: number): void;
  /** The problems of one invalid record, placed in the input. */
  invalid(problems: ValidateProblem[], where: { file: string; line?: number }): void;
  inputError(error: InputError): void;
}

export class RecordJudge {
  constructor(
    private readonly entry: RecordEntry,
    /** What the judge itself reads: --each. */
    private readonly settings: Pick<JudgingSettings, "each">,
    private readonly sink: JudgeSink,
    /** Said after "malformed JSON" for a whole input. */
    private readonly malformedHint = "; fix it there, or pass --ndjson if the file holds one record per line",
  ) {}

  /**
   * A whole JSON input. Empty (or only white space) judges nothing and says nothing. Returns
   * what was read (for checks beyond the record's own), or undefined where it could not be.
   */
  document(bytes: Buffer, file: string): { value: unknown; text: string } | undefined {
    const text = this.decodeUtf8(bytes, file);
    if (text === undefined || text.trim() === "") return undefined;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      const { line, column } = positionOf(text, Math.max(0, syntaxErrorOffset(text)));
      this.sink.inputError({ file, line, column, message: `malformed JSON${this.malformedHint}` });
      return undefined;
    }
    if (!this.settings.each) this.one(value, text, { file });
    else if (Array.isArray(value)) this.elements(value, text, file);
    else this.sink.inputError({ file, line: 1, column: 1, message: "is not a JSON array: --each reads a top-level array of records" });
    return { value, text };
  }

  /**
   * One NDJSON line (its line ending removed). A blank line judges nothing. `firstOfFile`: the
   * file's first line, where a byte-order mark may stand (under --shard, `number` counts from a range's start).
   */
  line(raw: string, number: number, file: string, firstOfFile = number === 1): void {
    const text = firstOfFile ? withoutByteOrderMark(raw) : raw;
    if (text.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      this.sink.inputError({ file, line: number, column: Math.max(0, syntaxErrorOffset(text)) + 1, message: "malformed JSON" });
      return;
    }
    this.one(value, text, { file, line: number });
  }

  /** One record; `text` is the JSON it was read from, where its problems are placed. */
  private one(value: unknown, text: string, where: { file: string; line?: number }): void {
    this.sink.judged(1);
    if (this.entry.check(value)) return;
    const issues = issuesOf(this.entry, value);
    const locations = locatePointers(
      text,
      issues.map((issue) => issue.path),
    );
    const problems = issues.map((issue) => {
      const at = locations.get(issue.path)!;
      return { file: where.file, line: where.line ?? at.line, column: at.column, ...issue };
    });
    this.sink.invalid(problems, where);
  }

  /** --each: every element of a top-level array is a record, its problems placed in one pass over the text. */
  private elements(values: unknown[], text: string, file: string): void {
    this.sink.judged(values.length);
    const invalid: ContractIssue[][] = [];
    for (let i = 0; i < values.length; i++) {
      if (this.entry.check(values[i])) continue;
      invalid.push(issuesOf(this.entry, values[i]).map((issue) => ({ ...issue, path: `/${i}${issue.path}` })));
    }
    if (invalid.length === 0) return;
    const locations = locatePointers(
      text,
      invalid.flat().map((issue) => issue.path),
    );
    for (const issues of invalid) {
      const problems = issues.map((issue) => {
        const { line, column } = locations.get(issue.path)!;
        return { file, line, column, ...issue };
      });
      this.sink.invalid(problems, { file });
    }
  }

  /** The text of a whole input, or undefined after reporting where it stops being UTF-8. */
  private decodeUtf8(bytes: Buffer, file: string): string | undefined {
    if (bytes.length > MAX_TEXT_BYTES) {
      this.sink.inputError({ file, message: `is longer than the longest text JSON.parse can read (${MAX_TEXT_BYTES} bytes); give it as NDJSON (--ndjson)` });
      return undefined;
    }
    if (isUtf8(bytes)) return withoutByteOrderMark(bytes.toString("utf8"));
    const offset = firstInvalidUtf8(bytes);
    const { line, column } = positionOf(bytes.toString("latin1", 0, offset + 1), offset);
    this.sink.inputError({ file, line, column, message: `is not UTF-8: invalid byte 0x${bytes[offset]!.toString(16).padStart(2, "0")}` });
    return undefined;
  }
}

/**
 * A task of `--jobs` judged (parallel.ts): a whole input, or a block of NDJSON lines, and what
 * was found in it, in order, to be replayed in its place. A worker judges most; the main thread
 * those too large to share.
 */
export function judgeTask(entry: RecordEntry, settings: JudgingSettings, task: NumberedTask): TaskResult {
  const result: TaskResult = { seq: task.seq, judged: 0, events: [] };
  const sink: JudgeSink = {
    judged: (count) => (result.judged += count),
    invalid: (problems, where) => result.events.push({ kind: "invalid", problems, where }),
    inputError: (error) => result.events.push({ kind: "error", error }),
  };
  const judge = new RecordJudge(entry, settings, sink);
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  if (task.kind === "document") {
    judge.document(bytes, task.file);
  } else {
    readBlock(bytes, task.firstNumber, settings.maxLineBytes, {
      onLine: (text, number) => judge.line(text, number, task.file, number === 1 && task.atFileStart),
      onBadLine: (number, problem) => sink.inputError({ file: task.file, line: number, message: `line ${problem}` }),
    });
  }
  return result;
}
