// Bun, Deno and workerd as the repository installs them (devDependencies: each ships its binary
// through npm, so `npm ci` brings them), each held to the version the README names. A binary
// that is missing or cannot start on the machine fails the test that needs it: none is skipped.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "./exec.js";

export type Runtime = "Bun" | "Deno" | "workerd";

export const BINARIES: Record<Runtime, string> = {
  Bun: path.join(ROOT, "node_modules/.bin/bun"),
  Deno: path.join(ROOT, "node_modules/.bin/deno"),
  workerd: path.join(ROOT, "node_modules/.bin/workerd"),
};

/** The version the README says `runtime` is tested at ("Bun 1.4.5"; workerd's as its npm package numbers it). */
export function readmeVersion(runtime: Runtime): string {
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
  const match = new RegExp(`\\b${runtime} (\\d+\\.\\d+\\.\\d+)\\b`).exec(readme);
  if (!match) throw new Error(`README.md names no version of ${runtime} ("${runtime} 1.2.3")`);
  return match[1]!;
}

/** workerd's npm version 1.YYYYMMDD.N names the build `workerd --version` prints as YYYY-MM-DD. */
export function workerdBuildDate(npmVersion: string): string {
  const match = /^1\.(\d{4})(\d{2})(\d{2})\.\d+$/.exec(npmVersion);
  if (!match) throw new Error(`${npmVersion} is no workerd npm version (1.YYYYMMDD.N)`);
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/**
 * An environment whose PATH is an empty folder: a runtime that would hand the work to `node`
 * (a shebang, a child process) finds none, so what runs is the runtime itself.
 */
export function withoutNode(env: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, PATH: mkdtempSync(path.join(tmpdir(), "contract-empty-path-")), ...env };
}

export interface Finished {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `command` to its end and resolves to its exit code and what it printed, whatever the code;
 * rejects when it could not start (a missing binary, one built for another machine) or was killed.
 */
export function runToEnd(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<Finished> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd, env, maxBuffer: 16 * 1024 * 1024, timeout: 120_000 }, (error, stdout, stderr) => {
      if (error === null) return resolve({ code: 0, stdout, stderr });
      if (typeof error.code === "number") return resolve({ code: error.code, stdout, stderr });
      reject(new Error(`${command} ${args.join(" ")} did not run to its end in ${cwd}: ${error.message}\n${stdout}\n${stderr}`, { cause: error }));
    });
  });
}
