#!/usr/bin/env node
// npm run bench:long-lines: `survey-contract validate CollectorPage --ndjson` on one NDJSON
// line of 25, 50 and 100 MB (a page of that many bytes of collectors), read from a file and
// through a pipe: time, time per MB, and peak memory against the line's size.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runCli } from "./cli-process.js";
import { page } from "./fixtures.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SIZES_MB = [25, 50, 100];

/** One line holding a page of collectors of about `mb` megabytes. @param {number} mb */
function longLine(mb) {
  const records = page("collectors", 10_000).data;
  const perRecord = JSON.stringify(records).length / records.length;
  const count = Math.round((mb * 1e6) / perRecord);
  const data = Array.from({ length: count }, (_, i) => records[i % records.length]);
  return `${JSON.stringify({ page: 1, pageSize: count, totalCount: count, data })}\n`;
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "contract-long-lines-"));
  const rows = [];
  try {
    for (const mb of SIZES_MB) {
      const file = path.join(dir, `page-${mb}.ndjson`);
      const text = longLine(mb);
      writeFileSync(file, text);
      const lineMb = Buffer.byteLength(text) / 1e6;
      const args = ["validate", "CollectorPage", "--ndjson", "--max-line-bytes", String(256 * 1024 * 1024)];
      const fromFile = await runCli([...args, file]);
      const fromPipe = await runCli([...args, "-"], { stdinFile: file });
      rows.push({ lineMb, fromFile, fromPipe });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const table = [
    `Node ${process.version}, ${os.cpus()[0]?.model ?? "unknown CPU"} (${os.cpus().length} cores): survey-contract validate CollectorPage --ndjson on one line.`,
    "",
    "| line | from a file | s per 100 MB | peak RSS | RSS ÷ line | through a pipe | peak RSS |",
    "| ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(
      ({ lineMb, fromFile, fromPipe }) =>
        `| ${lineMb.toFixed(0)} MB | ${fromFile.seconds.toFixed(2)} s | ${((fromFile.seconds / lineMb) * 100).toFixed(2)} | ${fromFile.peakRssMb.toFixed(0)} MB | ${(fromFile.peakRssMb / lineMb).toFixed(1)} | ${fromPipe.seconds.toFixed(2)} s | ${fromPipe.peakRssMb.toFixed(0)} MB |`,
    ),
  ].join("\n");
  writeFileSync(path.join(ROOT, "bench/results/ndjson-long-lines.md"), `${table}\n`);
  console.log(table);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
