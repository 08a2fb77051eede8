// survey-contract validate <Record> [inputs...]: checks recorded payloads against the contract.
import { statSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { profileName, recordEntry } from "./profiles.js";
import type { RecordEntry } from "../../generated/validators/validator.js";
import { RECORD_NAMES, type RecordName } from "../../generated/record-names.js";
import { VALIDATE_FORMATS } from "./reporters/validate-formats.js";
import { runExitCode, type InputError, type RunSummary, type ValidateProblem, type ValidateReporter } from "./reporters/validate-reporter.js";
import { expandInputs, type Input } from "./inputs.js";
import { RecordJudge, type JudgeSink } from "./record-judge.js";
import { forEachLine } from "./lines.js";
import { openInput, readWholeInput } from "./read-input.js";
import { LinesInRange } from "./read-range.js";
import { UsageError, readFailure, type Output } from "./output.js";
import { OrderedPool } from "./parallel.js";
import { outputBelowProgress, progressOnTerminal, type Progress } from "./progress.js";
import { shardShares, type ShardShare } from "./shard.js";
import { defaultJobs, judgingSettings, type ValidateSettings } from "./validate-options.js";

export interface ValidateOptions {
  record: string;
  files: string[];
  /** What every option was set to (validate-options.ts). */
  settings: ValidateSettings;
}

export async function validateCommand({ record: name, files, settings }: ValidateOptions, rawOut: Output): Promise<number> {
  const record = recordNamed(name);
  if (files.length === 0) throw new UsageError("no input: name the files or directories to check, or - for standard input");
  const progress = progressOnTerminal();
  const run = new Run(record, settings, VALIDATE_FORMATS[settings.format].reporter(outputBelowProgress(rawOut, progress), record), progress);
  const expanded = expandInputs(files, settings.ndjson);
  // --shard: this shard's range of each large NDJSON file, and the other inputs that fall to it whole (shard.ts).
  const sized = expanded.inputs.map((input) => ({ input, bytes: fileSize(input) }));
  const shares = shardShares(settings.shard, sized, ({ input, bytes }) => ({ bytes, splittable: input.ndjson }));
  const notRead = shardShares(settings.shard, expanded.notRead, () => ({ bytes: undefined, splittable: false }));
  for (const {
    item: { name, message },
  } of notRead) {
    run.startInput({ name, path: name, ndjson: false });
    run.inputError({ file: name, message });
    run.endInput({ name, path: name, ndjson: false });
  }
  const readings = shares.map(({ item: { input }, range }) => ({ input, range: range && new LinesInRange(range, input.path, settings.maxLineBytes) }));
  const jobs = settings.jobs ?? defaultJobs({ cores: availableParallelism(), loadAverage: loadAverageOr(availableParallelism()), inputBytes: bytesToRead(shares) });
  if (jobs > 1) await readOnWorkers(readings, run, settings, jobs);
  else await readHere(readings, run, settings);
  progress.done();
  return run.finish();
}

function recordNamed(name: string): RecordName {
  const found = RECORD_NAMES.find((candidate) => candidate === name) ?? RECORD_NAMES.find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  if (found === undefined) throw new UsageError(`unknown record "${name}": use one of ${RECORD_NAMES.join(", ")}`);
  return found;
}

/** An input as this run reads it: whole, or (--shard) the lines that start in its range of bytes, numbered from 1 within it. */
interface Reading {
  input: Input;
  range?: LinesInRange | undefined;
}

/** The size of a regular file, or undefined for anything else (standard input, a pipe, a device, a missing file). */
function fileSize(input: Input): number | undefined {
  try {
    const stats = input.path === "-" ? undefined : statSync(input.path);
    return stats?.isFile() ? stats.size : undefined;
  } catch {
    return undefined; // reported when it is read
  }
}

function bytesToRead(shares: ShardShare<{ bytes: number | undefined }>[]): number {
  return shares.reduce((sum, { item: { bytes = 0 }, range }) => sum + (range === undefined ? bytes : Math.min(range.end, bytes) - range.start), 0);
}

/** Whether line `number` of a reading is the file's first, where a byte-order mark may stand. */
function firstOfFile(range: LinesInRange | undefined, number: number): boolean {
  return number === 1 && (range?.atFileStart ?? true);
}

/** Every input read and judged on this thread. */
async function readHere(readings: Reading[], run: Run, settings: ValidateSettings): Promise<void> {
  const judge = new RecordJudge(run.entry, judgingSettings(settings), run);
  for (const { input, range } of readings) {
    run.startInput(input, range);
    const file = input.name;
    if (input.ndjson) {
      await readLines(input, range, settings.maxLineBytes, run, {
        onLine: (text, number) => judge.line(text, number, file, firstOfFile(range, number)),
        onBadLine: (number, problem) => run.inputError({ file, line: number, message: `line ${problem}` }),
      });
    } else {
      const bytes = await readWhole(input, settings.maxInputBytes, run);
      if (bytes !== undefined) judge.document(bytes, file);
    }
    run.endInput(input);
  }
}

/** --jobs: inputs read here, judged on worker threads, reported in input order (parallel.ts). */
async function readOnWorkers(readings: Reading[], run: Run, settings: ValidateSettings, jobs: number): Promise<void> {
  const pool = new OrderedPool(jobs, { record: run.entry.record, ...judgingSettings(settings) }, run);
  try {
    for (const { input, range } of readings) {
      pool.later(() => run.startInput(input, range));
      const file = input.name;
      if (input.ndjson) {
        const atFileStart = range?.atFileStart ?? true;
        await readLines(
          input,
          range,
          settings.maxLineBytes,
          { inputError: (error) => pool.later(() => run.inputError(error)), progress: run.progress },
          {
            onLine: () => {},
            onBlock: (bytes, firstNumber) => pool.submit({ kind: "lines", file, bytes, firstNumber, atFileStart }),
            onBadLine: (number, problem) => pool.later(() => run.inputError({ file, line: number, message: `line ${problem}` })),
            afterChunk: () => pool.room(),
          },
        );
      } else {
        await pool.room();
        const bytes = await readWhole(input, settings.maxInputBytes, { inputError: (error) => pool.later(() => run.inputError(error)) });
        if (bytes !== undefined) pool.submit({ kind: "document", file, bytes });
      }
      pool.later(() => run.endInput(input));
    }
  } finally {
    await pool.close();
  }
}

/** A whole-JSON input within --max-input-bytes, or undefined after reporting why it was not read. */
async function readWhole(input: Input, maxInputBytes: number, to: { inputError(error: InputError): void }): Promise<Buffer | undefined> {
  try {
    return await readWholeInput(input, maxInputBytes);
  } catch (error) {
    to.inputError({ file: input.name, message: readFailure(error) });
    return undefined;
  }
}

/** An NDJSON input's lines, all of them or those of its range, to `handlers`; a failure to read it reported as an input error. */
async function readLines(
  input: Input,
  range: LinesInRange | undefined,
  maxLineBytes: number,
  to: { inputError(error: InputError): void; progress: Progress },
  handlers: Parameters<typeof forEachLine>[2],
): Promise<void> {
  try {
    const stream = range === undefined ? (await openInput(input)).stream : await range.open();
    await forEachLine(stream, maxLineBytes, { ...handlers, onBytes: (bytes) => to.progress.add(0, bytes) });
  } catch (error) {
    to.inputError({ file: input.name, message: readFailure(error) });
  }
}

/** One run of the command: counts what is judged, input by input, and tells the reporter. */
class Run implements JudgeSink {
  readonly entry: RecordEntry;
  private records = 0;
  private invalidRecords = 0;
  private inputErrors = 0;
  private inputs = 0;
  private atStart = { records: 0, invalidRecords: 0, inputErrors: 0 };
  /** --shard: the range of the input being read, whose lines are numbered from 1 within it. */
  private range: LinesInRange | undefined;

  constructor(
    private readonly record: RecordName,
    private readonly settings: ValidateSettings,
    private readonly reporter: ValidateReporter,
    readonly progress: Progress,
  ) {
    this.entry = recordEntry(record, settings);
  }

  startInput(_input: Input, range?: LinesInRange): void {
    this.inputs++;
    this.range = range;
    this.atStart = { records: this.records, invalidRecords: this.invalidRecords, inputErrors: this.inputErrors };
  }

  judged(count: number): void {
    this.records += count;
    this.progress.add(count, 0);
  }

  invalid(problems: ValidateProblem[], where: { file: string; line?: number }): void {
    this.invalidRecords++;
    this.reporter.invalidRecord(
      problems.map((problem) => this.inFile(problem)),
      this.inFile(where),
    );
  }

  inputError(error: InputError): void {
    this.inputErrors++;
    this.reporter.inputError(this.inFile(error));
  }

  endInput(input: Input): void {
    const empty = this.records === this.atStart.records && this.inputErrors === this.atStart.inputErrors;
    // Under --shard, the range at a split file's start says whether the file holds no record, once it has looked past its end.
    if (empty && (this.range === undefined || (this.range.atFileStart && !this.range.restHoldsLine()))) {
      this.inputError({ file: input.name, message: `holds no record${input.ndjson ? " (no line with JSON)" : ""}: an empty input checks nothing` });
    }
    this.range?.close();
    this.range = undefined;
    this.reporter.inputDone({
      file: input.name,
      ndjson: input.ndjson,
      records: this.records - this.atStart.records,
      invalidRecords: this.invalidRecords - this.atStart.invalidRecords,
      inputErrors: this.inputErrors - this.atStart.inputErrors,
    });
  }

  /** A place in the input as the whole file numbers its lines: one in a shard's range counted on from the lines before it. */
  private inFile<T extends { line?: number }>(at: T): T {
    return at.line === undefined || this.range === undefined ? at : { ...at, line: at.line + this.range.linesBefore() };
  }

  finish(): number {
    const summary: RunSummary = {
      command: "validate",
      record: this.record,
      profile: profileName(this.settings),
      inputs: this.inputs,
      records: this.records,
      invalidRecords: this.invalidRecords,
      inputErrors: this.inputErrors,
    };
    this.reporter.finish(summary);
    return runExitCode(summary);
  }
}

/**
 * The load average of the last minute, or `busy` where the runtime may not read it (Deno without
 * --allow-sys refuses os.loadavg()): a load not known is taken as every core busy, one thread.
 */
function loadAverageOr(busy: number): number {
  try {
    return loadavg()[0] ?? 0;
  } catch {
    return busy;
  }
}
