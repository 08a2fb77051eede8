#!/usr/bin/env node
// npm run bench:start: how long survey-contract takes to start, A/B against node's own start
// (`node -e 0`): `--version`, and `validate` of one small file. Rounds are interleaved, every
// command once a round, so a busy neighbour slows all alike; the medians and their difference
// from node's own are printed (the target: within node's start-up + 100 ms).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { median } from "./timing.js";

const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist/src/cli/bin.js");
const ROUNDS = 30;

const dir = mkdtempSync(path.join(os.tmpdir(), "contract-start-up-"));
try {
  const small = path.join(dir, "from-email.json");
  writeFileSync(small, JSON.stringify({ email: "team@example.com", name: "The team" }));
  /** @type {[string, string[]][]} */
  const commands = [
    ["node -e 0", ["-e", "0"]],
    ["survey-contract --version", [BIN, "--version"]],
    ["survey-contract validate FromEmail <one small file>", [BIN, "validate", "FromEmail", small]],
  ];
  /** @type {Record<string, number[]>} */
  const samples = Object.fromEntries(commands.map(([name]) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, args] of commands) {
      const start = process.hrtime.bigint();
      const { status, stderr } = spawnSync(process.execPath, args, { stdio: ["ignore", "ignore", "pipe"] });
      samples[name].push(Number(process.hrtime.bigint() - start) / 1e6);
      if (status !== 0) throw new Error(`${name} exited ${status}: ${stderr}`);
    }
  }
  const node = median(samples["node -e 0"]);
  console.log(`| command | median ms | over node -e 0 |\n| --- | ---: | ---: |`);
  for (const [name] of commands) {
    const ms = median(samples[name]);
    console.log(`| ${name} | ${ms.toFixed(0)} | ${name === "node -e 0" ? "" : `+${(ms - node).toFixed(0)} ms`} |`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
