// Runs the command line in-process, capturing what it prints and its exit code; or the built
// executable through a shell, where pipes, redirections and the process itself matter.
import { spawn } from "node:child_process";
import path from "node:path";
import { main } from "../../src/cli/main.js";

/** The built executable, as `$BIN` in a shell command. */
const BIN = path.resolve(import.meta.dirname, "../../dist/src/cli/bin.js");

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

/** Runs `command` with bash (`$BIN` the built executable, pipefail set), `input` on its standard input. */
export function shell(command: string, input = ""): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn("bash", ["-c", `set -o pipefail; ${command}`], { env: { ...process.env, BIN } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (data) => (stdout += data));
    child.stderr.on("data", (data) => (stderr += data));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}
