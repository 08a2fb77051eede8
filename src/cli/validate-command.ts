// survey-contract validate <Record> [inputs...]: checks recorded payloads against the contract.
import { statSync } from "node:fs";
import { profileName, recordEntry } from "./profiles.js";
import type { RecordEntry } from "../../generated/validators/validator.js";
import { RECORD_NAMES, type RecordName } from "../../generated/record-names.js";
import { VALIDATE_FORMATS } from "./reporters/validate-formats.js";
import { runExitCode, type InputError, type RunSummary, type ValidateProblem, type ValidateReporter } from "./reporters/validate-reporter.js";
import { expandInputs, type Input } from "./inputs.js";
import { RecordJudge, type JudgeSink } from "./record-judge.js";
import { forEachLine } from "./lines.js";
import { openInput, readWholeInput } from "./read-input.js";
import { UsageError, readFailure, type Output } from "./output.js";
import { OrderedPool } from "./parallel.js";
import { outputBelowProgress, progressOnTerminal, type Progress } from "./progress.js";
import { ownsInput, ownsLine } from "./shard.js";
import { judgingSettings, type ValidateSettings } from "./validate-options.js";

/** Below this much input, starting worker threads costs more than it saves, unless --jobs asks for them. */
const PARALLEL_FROM_BYTES = 4 * 1024 * 1024;

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
  // --shard: a JSON input is read by its shard alone; an NDJSON input by every shard, each judging its blocks of lines.
  const inputs = expanded.inputs.filter((input) => input.ndjson || ownsInput(settings.shard, input.name));
  const notRead = expanded.notRead.filter((input) => ownsInput(settings.shard, input.name));
  for (const { name, message } of notRead) {
    run.startInput({ name, path: name, ndjson: false });
    run.inputError({ file: name, message });
    run.endInput({ name, path: name, ndjson: false });
  }
  const { jobs } = settings;
  if (jobs.count > 1 && (jobs.given || inputBytes(inputs) >= PARALLEL_FROM_BYTES)) await readOnWorkers(inputs, run, settings);
  else await readHere(inputs, run, settings);
  progress.done();
  return run.finish();
}

function recordNamed(name: string): RecordName {
  const found = RECORD_NAMES.find((candidate) => candidate === name) ?? RECORD_NAMES.find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  if (found === undefined) throw new UsageError(`unknown record "${name}": use one of ${RECORD_NAMES.join(", ")}`);
  return found;
}

function inputBytes(inputs: Input[]): number {
  let bytes = 0;
  for (const input of inputs) {
    try {
      if (input.path !== "-") bytes += statSync(input.path).size;
    } catch {
      // reported when it is read
    }
  }
  return bytes;
}

/** Every input read and judged on this thread. */
async function readHere(inputs: Input[], run: Run, settings: ValidateSettings): Promise<void> {
  const judge = new RecordJudge(run.entry, judgingSettings(settings), run);
  for (const input of inputs) {
    run.startInput(input);
    const file = input.name;
    if (input.ndjson) {
      await readLines(input, settings.maxLineBytes, run, {
        onLine: (text, number) => judge.line(text, number, file),
        onBadLine: (number, problem) => ownsLine(settings.shard, file, number) && run.inputError({ file, line: number, message: `line ${problem}` }),
      });
    } else {
      const bytes = await readWhole(input, settings.maxInputBytes, run);
      if (bytes !== undefined) judge.document(bytes, file);
    }
    run.endInput(input);
  }
}

/** --jobs: inputs read here, judged on worker threads, reported in input order (parallel.ts). */
async function readOnWorkers(inputs: Input[], run: Run, settings: ValidateSettings): Promise<void> {
  const pool = new OrderedPool(settings.jobs.count, { record: run.entry.record, ...judgingSettings(settings) }, run);
  try {
    for (const input of inputs) {
      pool.later(() => run.startInput(input));
      const file = input.name;
      if (input.ndjson) {
        await readLines(
          input,
          settings.maxLineBytes,
          { inputError: (error) => pool.later(() => run.inputError(error)), progress: run.progress },
          {
            onLine: () => {},
            onBlock: (bytes, firstNumber) => pool.submit({ kind: "lines", file, bytes, firstNumber }),
            onBadLine: (number, problem) => ownsLine(settings.shard, file, number) && pool.later(() => run.inputError({ file, line: number, message: `line ${problem}` })),
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

async function readLines(
  input: Input,
  maxLineBytes: number,
  to: { inputError(error: InputError): void; progress: Progress },
  handlers: Parameters<typeof forEachLine>[2],
): Promise<void> {
  try {
    const { stream } = await openInput(input);
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

  constructor(
    private readonly record: RecordName,
    private readonly settings: ValidateSettings,
    private readonly reporter: ValidateReporter,
    readonly progress: Progress,
  ) {
    this.entry = recordEntry(record, settings);
  }

  startInput(_input: Input): void {
    this.inputs++;
    this.atStart = { records: this.records, invalidRecords: this.invalidRecords, inputErrors: this.inputErrors };
  }

  judged(count: number): void {
    this.records += count;
    this.progress.add(count, 0);
  }

  invalid(problems: ValidateProblem[], where: { file: string; line?: number }): void {
    this.invalidRecords++;
    this.reporter.invalidRecord(problems, where);
  }

  inputError(error: InputError): void {
    this.inputErrors++;
    this.reporter.inputError(error);
  }

  endInput(input: Input): void {
    // Under --shard, an NDJSON input's first block tells whether it holds any record: its shard says so.
    const empty = this.records === this.atStart.records && this.inputErrors === this.atStart.inputErrors;
    if (empty && (!input.ndjson || ownsLine(this.settings.shard, input.name, 1))) {
      this.inputError({ file: input.name, message: `holds no record${input.ndjson ? " (no line with JSON)" : ""}: an empty input checks nothing` });
    }
    this.reporter.inputDone({
      file: input.name,
      ndjson: input.ndjson,
      records: this.records - this.atStart.records,
      invalidRecords: this.invalidRecords - this.atStart.invalidRecords,
      inputErrors: this.inputErrors - this.atStart.inputErrors,
    });
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
