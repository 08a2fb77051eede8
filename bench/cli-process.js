// Runs survey-contract as its own process, timing it and sampling its peak resident memory
// (VmHWM) from /proc while it runs.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createReadStream, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist/src/cli/bin.js");

/**
 * @param {string[]} args the command line after `survey-contract`
 * @param {{ stdinFile?: string, expectCode?: number }} [options] `stdinFile` is piped to its standard input
 */
export async function runCli(args, { stdinFile, expectCode = 0 } = {}) {
  const start = process.hrtime.bigint();
  const child = spawn(process.execPath, [BIN, ...args], { stdio: [stdinFile ? "pipe" : "ignore", "ignore", "pipe"] });
  // Both pipes exist: `stdio` asks for them.
  if (stdinFile) createReadStream(stdinFile).pipe(/** @type {import("node:stream").Writable} */ (child.stdin));
  let stderr = "";
  /** @type {import("node:stream").Readable} */ (child.stderr).on("data", (chunk) => (stderr += chunk));
  let peakKb = 0;
  const sample = () => {
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      // the process has just ended
    }
  };
  const timer = setInterval(sample, 20);
  const [code] = await once(child, "exit");
  clearInterval(timer);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (code !== expectCode) throw new Error(`survey-contract exited ${code}: ${stderr}`);
  return { seconds, peakRssMb: peakKb / 1024, summary: stderr.trim() };
}
