// How the commands speak: lines to standard output and error, exit codes, usage errors.
//
// Every line is escaped on its way out (see `escapeControls`): file names, keys and messages
// come from the input, and a control character in them could forge an output line, a CI
// workflow command (`::error`) or a terminal escape sequence.

export const EXIT = { OK: 0, INVALID: 1, USAGE: 2 } as const;

/** What a Unix shell reports for a command ended by SIGPIPE (128 + 13): the reader went away. */
const EXIT_BROKEN_PIPE = 141;

export interface Output {
  stdout(line: string): void;
  stderr(line: string): void;
}

export const processOutput: Output = {
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

/** The same output, with every line escaped. */
export function escapingOutput(out: Output): Output {
  return { stdout: (line) => out.stdout(escapeControls(line)), stderr: (line) => out.stderr(escapeControls(line)) };
}

/** Writes a text of several lines, our own (help), one line at a time. */
export function writeLines(write: (line: string) => void, text: string): void {
  for (const line of text.split("\n")) write(line);
}

const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const SHORT_ESCAPES: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/**
 * C0 and C1 control characters, DEL and the Unicode line and paragraph separators as `\n`,
 * `\r`, `\t` or `\uXXXX`: readable, one line whatever the input, and still valid inside a
 * JSON string, so a JSON document stays JSON.
 */
export function escapeControls(text: string): string {
  return text.replace(CONTROLS, (c) => SHORT_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** A mistake in how the command was called: told with a hint, exit code 2. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}

/** Why a file could not be read, and what to do about it. */
export function readFailure(error: unknown): string {
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
