#!/usr/bin/env node
// `npm run test:mutation:score`: one mutation score from runs made in parts. A whole Stryker run
// over every file stryker.config.json names takes longer than a working session on two cores, so
// it is made in shards (`npx stryker run --mutate <files>`, each report kept in
// reports/mutation/shards/). This adds them up with Stryker's own metrics
// (mutation-testing-metrics), and counts only what still holds: a file's result is used only
// while the file's text is the one its shard mutated, and a file no shard measured is named.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { calculateMetrics } from "mutation-testing-metrics";
import { globSync } from "tinyglobby";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SHARDS = "reports/mutation/shards";
/** A report is a developer's own file, yet read with a bound all the same. */
const MAX_REPORT_BYTES = 256 * 1024 * 1024;

const HELP = `Usage: node scripts/mutation-score.js [report.json ...]

Adds up Stryker JSON reports (by default every .json in ${SHARDS}/) into one mutation
score over the files stryker.config.json mutates. A later report's result for a file replaces
an earlier one's: the order given, or in the folder the order they were written. A result
whose file has changed since is stale and not counted. A file of types alone has no mutant,
so no report holds it: it is named, and needs no result.

Exit codes: 0 every file measured, none stale, the score at or above the config's break
threshold; 1 otherwise; 2 a report could not be read.`;

/** @typedef {Parameters<typeof calculateMetrics>[0][string]} FileResult */

/** @param {string} file @returns {{ files: Record<string, FileResult> }} */
function readReport(file) {
  const text = readFileSync(file);
  if (text.length > MAX_REPORT_BYTES) throw new Error(`${file} is over ${MAX_REPORT_BYTES} bytes`);
  const report = JSON.parse(text.toString("utf8"));
  if (typeof report !== "object" || report === null || typeof report.files !== "object" || report.files === null) {
    throw new Error(`${file} is no Stryker JSON report (it has no "files")`);
  }
  return report;
}

/** @param {string} relative @returns {string | undefined} */
function currentText(relative) {
  try {
    return readFileSync(path.join(ROOT, relative), "utf8");
  } catch {
    return undefined;
  }
}

/**
 * Whether a file has anything Stryker could mutate. Stryker leaves a file of types alone out of
 * its report, so such a file would otherwise stay "not measured" forever. Types are exactly what
 * TypeScript erases, so a file whose JavaScript is empty once they are gone has no mutant.
 * TypeScript is loaded only when some file is missing from every report.
 * @param {string} relative
 */
function hasCode(relative) {
  const text = currentText(relative);
  if (text === undefined || !relative.endsWith(".ts")) return true;
  /** @type {typeof import("typescript")} */
  const ts = createRequire(import.meta.url)("typescript");
  const { outputText } = ts.transpileModule(text, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, removeComments: true },
  });
  return outputText.replace(/^export \{\};$/m, "").trim() !== "";
}

/** What stryker.config.json asks: the files it mutates (relative to the root) and the score under which a run fails. */
function strykerConfig() {
  const config = JSON.parse(readFileSync(path.join(ROOT, "stryker.config.json"), "utf8"));
  return { filesToMutate: globSync(config.mutate, { cwd: ROOT }).sort(), breakAt: config.thresholds?.break ?? 0 };
}

/**
 * The reports merged file by file, a later report winning; each file's result kept only while
 * its text is the one mutated.
 * @param {string[]} reportFiles
 */
export function mergeReports(reportFiles) {
  /** @type {Record<string, FileResult>} */
  const current = {};
  /** @type {Set<string>} */
  const stale = new Set();
  for (const reportFile of reportFiles) {
    for (const [name, result] of Object.entries(readReport(reportFile).files)) {
      const relative = path.relative(ROOT, path.resolve(ROOT, name));
      if (result.source === currentText(relative)) {
        current[relative] = result;
        stale.delete(relative);
      } else if (!(relative in current)) {
        stale.add(relative);
      }
    }
  }
  return { current, stale: [...stale].sort() };
}

/**
 * The files of a metrics tree (folders hold files and folders).
 * @param {import("mutation-testing-metrics").MetricsResult} result
 * @returns {import("mutation-testing-metrics").MetricsResult[]}
 */
function fileResults(result) {
  return result.file ? [result] : result.childResults.flatMap(fileResults);
}

/** @param {number} value */
function percent(value) {
  return Number.isNaN(value) ? "n/a" : `${value.toFixed(2)} %`;
}

/**
 * The reports in a folder, oldest first, so that a shard run again after a change wins over the
 * results an earlier shard carried for the same file.
 * @param {string} dir
 */
export function shardReports(dir) {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => ({ file: path.join(dir, name), written: statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => a.written - b.written || a.file.localeCompare(b.file))
    .map(({ file }) => file);
}

/** @param {string[]} args @returns {number} */
export function main(args, out = console.log) {
  if (args.includes("--help") || args.includes("-h")) {
    out(HELP);
    return 0;
  }
  const unknown = args.find((arg) => arg.startsWith("-"));
  if (unknown !== undefined) {
    out(`unknown option ${JSON.stringify(unknown)}\n\n${HELP}`);
    return 2;
  }
  const shardsDir = path.join(ROOT, SHARDS);
  let reportFiles = args;
  if (reportFiles.length === 0) {
    try {
      reportFiles = shardReports(shardsDir);
    } catch {
      reportFiles = [];
    }
  }
  let merged;
  try {
    merged = mergeReports(reportFiles);
  } catch (error) {
    out(`cannot read the reports: ${JSON.stringify(error instanceof Error ? error.message : String(error))}`);
    return 2;
  }
  const { current, stale } = merged;
  const { filesToMutate: wanted, breakAt } = strykerConfig();
  const missing = wanted.filter((file) => !(file in current) && !stale.includes(file));
  const withoutCode = missing.filter((file) => !hasCode(file));
  const unmeasured = missing.filter((file) => !withoutCode.includes(file));
  const counted = Object.fromEntries(Object.entries(current).filter(([file]) => wanted.includes(file)));
  const metrics = calculateMetrics(counted);

  out("| file | mutants | killed | timed out | survived | no coverage | score |");
  out("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const child of fileResults(metrics)) {
    const m = child.metrics;
    out(`| ${child.file?.name ?? child.name} | ${m.totalValid} | ${m.killed} | ${m.timeout} | ${m.survived} | ${m.noCoverage} | ${percent(m.mutationScore)} |`);
  }
  const total = metrics.metrics;
  out(
    `\n${reportFiles.length} reports, ${Object.keys(counted).length} of ${wanted.length} files measured: ${total.totalValid} mutants, ${total.killed} killed, ${total.timeout} timed out, ${total.survived} survived, ${total.noCoverage} without coverage. Score ${percent(total.mutationScore)} (break at ${breakAt} %).`,
  );
  for (const file of withoutCode) out(`no code to mutate: ${file} (types only)`);
  for (const file of stale) out(`stale: ${file} changed after its shard ran`);
  for (const file of unmeasured) out(`not measured: ${file}`);
  return stale.length === 0 && unmeasured.length === 0 && total.mutationScore >= breakAt ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
