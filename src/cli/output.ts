// How the commands speak: lines to standard output and error, exit codes, usage errors.
//
// Every line is escaped on its way out (see `escapeLine`): file names, keys, messages and URLs
// come from the input, and could otherwise forge an output line, a terminal escape sequence or
// a command to the CI runner that reads the log (GitHub Actions reads `::command::` at the start
// of a line and the legacy `##[command]` anywhere in one).

import { escapeLine } from "../text/escape-line.js";

export const EXIT = { OK: 0, INVALID: 1, USAGE: 2 } as const;

/** What a Unix shell reports for a command ended by SIGPIPE (128 + 13): the reader went away. */
const EXIT_BROKEN_PIPE = 141;

/** Where printed lines go, as they are: the process's standard output and error, or a test's capture. */
export interface Sink {
  stdout(line: string): void;
  stderr(line: string): void;
}

/** What the commands and their reporters print through: every line escaped on its way to the sink. */
export interface Output extends Sink {
  /**
   * A GitHub Actions workflow command the package issues itself (`::error file=…::…`, made by
   * githubCommand): the one kind of line allowed to start with `::`. Escaped like any other.
   */
  workflowCommand(line: string): void;
}

export const processOutput: Sink = {
  stdout: (line) => writeOrEnd(process.stdout, line),
  stderr: (line) => writeOrEnd(process.stderr, line),
};

/** A pipe reports a failed write as an event; a file (a full disk) throws it at once. */
function writeOrEnd(stream: NodeJS.WriteStream, line: string): void {
  try {
    stream.write(`${line}\n`);
  } catch (error) {
    endAfterWriteFailure(error as NodeJS.ErrnoException);
  }
}

/** The sink's lines, every one escaped (escapeLine). */
export function escapingOutput(sink: Sink): Output {
  return {
    stdout: (line) => sink.stdout(escapeLine(line)),
    stderr: (line) => sink.stderr(escapeLine(line)),
    workflowCommand: (line) => sink.stdout(escapeLine(line, { workflowCommand: true })),
  };
}

/** Writes a text of several lines, our own (help), one line at a time. */
export function writeLines(write: (line: string) => void, text: string): void {
  for (const line of text.split("\n")) write(line);
}

/** A mistake in how the command was called: told with a hint, exit code 2. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}

/** Why a file could not be read, and what to do about it. */
export function readFailure(error: unknown): string {
  if (error instanceof Error && error.name === "InputProblem") return error.message;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOENT") return "no such file; check the path";
  if (code === "EISDIR") return "is a directory; name the files in it";
  if (code === "EACCES") return "permission denied; check the file's permissions";
  return `cannot be read: ${(error as Error).message}`;
}

/**
 * Ends the process quietly when standard output or error can no longer be written: a closed
 * pipe (`| head -1`) as a Unix tool does, a full disk with one line saying so.
 */
export function endOnWriteFailure(stream: NodeJS.WriteStream): void {
  stream.on("error", endAfterWriteFailure);
}

function endAfterWriteFailure(error: NodeJS.ErrnoException): never {
  if (error.code !== "EPIPE") {
    try {
      process.stderr.write(`survey-contract: cannot write the output: ${escapeLine(error.message)}\n`);
    } catch {
      // standard error is gone too: the exit code still tells
    }
  }
  process.exit(error.code === "EPIPE" ? EXIT_BROKEN_PIPE : EXIT.USAGE);
}
