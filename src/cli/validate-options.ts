// Every option of `survey-contract validate`, defined once: its flag, how its value is read and
// checked, its lines in the help, and whether judging a record depends on it (then the worker
// threads of --jobs are sent it, and the judge reads it). main.ts parses with this table,
// VALIDATE_HELP below prints it, the command, the judge and the workers read the settings it gives.
import { availableParallelism } from "node:os";
import { RECORD_NAMES } from "../../generated/record-names.js";
import { VALIDATE_FORMAT_OPTION } from "./reporters/validate-formats.js";
import { UsageError } from "./output.js";
import { DEFAULT_MAX_INPUT_BYTES } from "./read-input.js";
import { SPLIT_FROM_BYTES, readShard, type Shard } from "./shard.js";
import { commandOptions, flag, option, type SettingsOf } from "./options.js";

/** The longest NDJSON line read by default: a page of 10 000 full collectors is about 12 MB. */
const DEFAULT_MAX_LINE_BYTES = 64 * 1024 * 1024;

/**
 * The most worker threads --jobs starts unless told otherwise: each holds its own copy of the
 * validators and at most four blocks, 2 MiB, in flight, at most 50 MB of memory at its peak
 * (parallel.ts), so that a machine of many cores does not take gigabytes to validate one export.
 */
const DEFAULT_MAX_JOBS = 4;

/**
 * Below this much input the default is one thread: each worker loads its own copy of the
 * validators, which costs about as much as judging tens of megabytes, so on less the workers
 * are slower than one thread even on an idle machine (docs/cli.md).
 */
const DEFAULT_JOBS_FROM_BYTES = 64 * 1024 * 1024;

/**
 * Fewer idle cores than this and the default is one thread: workers do not run alone, the main
 * thread reads and cuts the lines beside them and they cost about 1.5 times the processor time
 * of one thread, so where they must share a core with other work they are slower than one
 * thread (docs/cli.md).
 */
const DEFAULT_JOBS_FROM_IDLE_CORES = 2;

/** What the default of --jobs is chosen from, read once as a run starts. */
export interface JobsContext {
  /** The cores this process may run on (`os.availableParallelism()`). */
  cores: number;
  /** The load average of the last minute (`os.loadavg()[0]`): how many cores other work keeps busy; 0 where the system does not say. */
  loadAverage: number;
  /** The bytes this run reads from regular files (this shard's, with --shard); standard input and pipes count 0. */
  inputBytes: number;
}

/**
 * The worker threads --jobs starts by default: one thread (no workers) unless the input is
 * large enough to pay for starting them and at least two cores are idle, then one a core left
 * idle by the load average, at most DEFAULT_MAX_JOBS.
 */
export function defaultJobs({ cores, loadAverage, inputBytes }: JobsContext): number {
  if (!(inputBytes >= DEFAULT_JOBS_FROM_BYTES)) return 1;
  // A core counts as idle when the load leaves more than half of it: a load of 0.3 on two cores is a shell, an editor
  const idleCores = Math.round(cores - Math.max(0, loadAverage));
  if (!(idleCores >= DEFAULT_JOBS_FROM_IDLE_CORES)) return 1;
  return Math.min(idleCores, DEFAULT_MAX_JOBS);
}

// `judging: true`: judging a record depends on the option, so the judge and every worker thread get it.
const VALIDATE_TABLE = {
  strict: { ...flag("strict", "reject properties the contract does not name (default: tolerant)"), judging: true as const },
  ndjson: flag("ndjson", "read every input as one record per line"),
  each: { ...flag("each", "a JSON input is an array whose every element is one record"), judging: true as const },
  jobs: option({
    flag: "jobs",
    type: "string",
    value: "N",
    help: () => [
      "judge on N worker threads; output and exit code as with one. Default: one",
      `thread, or from ${DEFAULT_JOBS_FROM_BYTES / 1024 / 1024} MiB of input on, one worker a core the load average`,
      `leaves idle when it leaves ${DEFAULT_JOBS_FROM_IDLE_CORES} or more (at most ${DEFAULT_MAX_JOBS}). Set it on a machine`,
      "whose load changes during the run, or to take cores others are using",
    ],
    read: (given): number | undefined => (given === undefined ? undefined : jobCount(String(given))),
  }),
  maxLineBytes: option({
    flag: "max-line-bytes",
    type: "string",
    value: "N",
    help: () => ["skip, as an input error, an NDJSON line longer than N bytes", `(default ${DEFAULT_MAX_LINE_BYTES}: 64 MiB)`],
    read: (given): number => (given === undefined ? DEFAULT_MAX_LINE_BYTES : byteCount("--max-line-bytes", String(given))),
    judging: true as const,
  }),
  maxInputBytes: option({
    flag: "max-input-bytes",
    type: "string",
    value: "N",
    help: () => [
      "refuse, as an input error, a whole-JSON input longer than N bytes",
      `(default ${DEFAULT_MAX_INPUT_BYTES}: 512 MiB, the longest text JSON.parse`,
      "can read; a larger export is read as NDJSON, line by line)",
    ],
    read: (given): number => (given === undefined ? DEFAULT_MAX_INPUT_BYTES : byteCount("--max-input-bytes", String(given))),
  }),
  shard: option({
    flag: "shard",
    type: "string",
    value: "I/N",
    help: () => [
      "judge only shard I of N, reading about 1/N of the bytes: each NDJSON",
      `file of ${SPLIT_FROM_BYTES / 1024} KiB or more split by bytes, each line judged by the`,
      "shard whose range holds its first byte; every other input (a JSON",
      "document, a JSON array even with --each, standard input) whole to one",
      "shard, balanced by size. The same on every machine; the N shards'",
      "outputs together are one run's",
    ],
    read: (given): Shard | undefined => (given === undefined ? undefined : readShard(String(given))),
  }),
  format: VALIDATE_FORMAT_OPTION,
};

type Options = typeof VALIDATE_TABLE;

/** validate's options: `VALIDATE_OPTIONS.parse(args)`, `VALIDATE_OPTIONS.help()`. */
export const VALIDATE_OPTIONS = commandOptions(VALIDATE_TABLE);
type OptionName = keyof Options;

/** What every option of a run was set to. */
export type ValidateSettings = SettingsOf<Options>;

type JudgingName = { [K in OptionName]: Options[K] extends { judging: true } ? K : never }[OptionName];
/** The settings judging a record depends on: what the judge and each worker thread get. */
export type JudgingSettings = Pick<ValidateSettings, JudgingName>;

/** The settings the judge depends on, picked by the table. */
export function judgingSettings(settings: ValidateSettings): JudgingSettings {
  const judging = Object.entries(VALIDATE_TABLE).filter(([, definition]) => "judging" in definition && definition.judging);
  return Object.fromEntries(judging.map(([name]) => [name, settings[name as OptionName]])) as JudgingSettings;
}

function byteCount(option: string, value: string): number {
  const bytes = /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(bytes)) throw new UsageError(`${option} ${value}: give a whole number of bytes, such as ${DEFAULT_MAX_LINE_BYTES}`);
  return bytes;
}

function jobCount(value: string): number {
  const jobs = /^[1-9][0-9]{0,2}$/.test(value) ? Number(value) : NaN;
  if (!(jobs <= 256)) throw new UsageError(`--jobs ${value}: give a number of worker threads from 1 to 256, such as ${availableParallelism()}`);
  return jobs;
}

export const VALIDATE_HELP = `Usage: survey-contract validate <Record> [inputs...] [options]

Checks that every payload is a valid <Record>: one of
  ${RECORD_NAMES.join(", ")}

Inputs:
  file.json          one JSON value (a byte-order mark is accepted)
  file.ndjson        one record per line (also .jsonl, or any file with --ndjson),
                     read as a stream, so any size works
  directory/         every .json, .ndjson and .jsonl file under it, sorted (names
                     starting with a dot left out), each once; a named pipe or a
                     device found there is said and not read: name it to read it
  "recorded/*.json"  a glob, quoted so that it means the same on every shell
                     (*, ?, [a-z], ** for any depth of directories)
  -                  standard input (one JSON value, or NDJSON with --ndjson); like
                     any input, read within --max-input-bytes or --max-line-bytes

Options:
${VALIDATE_OPTIONS.help()}

Exit codes: 0 all valid, 1 any invalid, 2 usage or input errors (unknown record, missing
file, malformed JSON or bytes that are not UTF-8, reported with their line and column;
an input with no record at all).

Examples:
  survey-contract validate CollectorPage recorded/
  survey-contract validate SurveyResponse --strict export.ndjson
  survey-contract validate Collector --each --format github "fixtures/**/*.json"
  curl -s "$URL" | survey-contract validate CollectorPage -`;
