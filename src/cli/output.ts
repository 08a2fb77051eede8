// How the commands speak: lines to standard output and error, exit codes, usage errors.
//
// Every line is escaped on its way out (see `escapeLine`): file names, keys, messages and URLs
// come from the input, and could otherwise forge an output line, a terminal escape sequence or
// a command to the CI runner that reads the log (GitHub Actions reads `::command::` at the start
// of a line and the legacy `##[command]` anywhere in one).

import { escapeControls } from "../text/escape-controls.js";

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

/**
 * The one escaping rule between the input and anything printed (D16, D24), applied to every line
 * of every format:
 * - control characters as in escapeControls, so that a line stays one line;
 * - `##[` as `##\u005b`: the GitHub Actions runner takes the legacy `##[name …]data` form for a
 *   command anywhere in a line, for any name it knows, and after `##[stop-commands]token` for
 *   the token too, so no name can be trusted;
 * - `::` at the start of the line (after white space, which the runner trims) as `\u003a:`,
 *   unless the line is a workflow command the package issues itself: the runner takes
 *   `::name …::data` there, and reads such a line as the command it is, never as a legacy one.
 * Inside a JSON string `\u005b` and `\u003a` mean the characters they replace, so JSON stays
 * the same JSON; elsewhere they read as the escapes they are.
 */
export function escapeLine(line: string, { workflowCommand = false } = {}): string {
  const escaped = escapeControls(line).replace(LEGACY_COMMAND, "##\\u005b");
  return workflowCommand ? escaped : escaped.replace(COMMAND_AT_LINE_START, "$1\\u003a");
}

const LEGACY_COMMAND = /##\[/g;
/** White space as .NET's TrimStart reads it (JavaScript's \s, and U+0085), then `::`. */
const COMMAND_AT_LINE_START = /^([\s\u0085]*):(?=:)/;

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
      process.stderr.write(`survey-contract: cannot write the output: ${escapeControls(error.message)}\n`);
    } catch {
      // standard error is gone too: the exit code still tells
    }
  }
  process.exit(error.code === "EPIPE" ? EXIT_BROKEN_PIPE : EXIT.USAGE);
}
