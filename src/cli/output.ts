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
