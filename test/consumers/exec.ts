// Commands the package tier runs (npm pack, npm install, tsc, node), each in a folder of its
// own: in a module of their own because the run's global setup (test/setup/packed-package.ts)
// runs them too, and it cannot import what only the test workers offer (vitest's `inject`).
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

export const ROOT = path.resolve(import.meta.dirname, "../..");

export const npm = process.platform === "win32" ? "npm.cmd" : "npm";

const run = promisify(execFile);

/** Runs a command in `cwd`; on failure the error carries what it printed. */
export async function exec(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  try {
    return await run(command, args, { cwd, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(" ")} failed in ${cwd}:\n${stdout ?? ""}\n${stderr ?? ""}`, { cause: error });
  }
}
