// How the commands speak: lines to standard output and error, exit codes, usage errors.

export const EXIT = { OK: 0, INVALID: 1, USAGE: 2 } as const;

export interface Output {
  stdout(line: string): void;
  stderr(line: string): void;
}

export const processOutput: Output = {
  stdout: (line) => process.stdout.write(`${line}\n`),
  stderr: (line) => process.stderr.write(`${line}\n`),
};

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
