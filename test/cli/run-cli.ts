// Runs the command line in-process, capturing what it prints and its exit code.
import { main } from "../../src/cli/main.js";

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runCli(...args: string[]): Promise<CliResult> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await main(args, { stdout: (line) => stdout.push(line), stderr: (line) => stderr.push(line) });
  return { code, stdout: stdout.join("\n"), stderr: stderr.join("\n") };
}
