#!/usr/bin/env node
// npm run generate                 writes generated/ from schemas/, formats/ and runtime/
// npm run generate -- --check      writes nothing; exits 1 naming, step by step, each file of
//                                  generated/ that differs from what the sources produce
// npm run generate -- --step NAME  only that step (with --check: checks only its files)
//
// The steps are in scripts/steps/: each says what it writes and builds only that.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { compareGeneratedFiles, writeGeneratedFiles } from "./lib/generated-files.js";
import { STEPS } from "./steps/index.js";
import { readInputs } from "./steps/inputs.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const HELP = `Usage: npm run generate [-- --check] [-- --step NAME]

  (no flag)    write generated/ from schemas/, formats/ and runtime/
  --check      write nothing; exit 1 if generated/ differs from what the sources produce
  --step NAME  run one step only

Steps:
${STEPS.map((step) => `  ${step.name.padEnd(18)} ${step.writes}`).join("\n")}`;

async function main() {
  const { values } = parseArgs({ options: { check: { type: "boolean", default: false }, step: { type: "string" }, help: { type: "boolean", short: "h" } } });
  if (values.help) {
    console.log(HELP);
    return;
  }
  const steps = values.step === undefined ? STEPS : STEPS.filter((step) => step.name === values.step);
  if (steps.length === 0) throw new Error(`no step named ${values.step}; the steps are ${STEPS.map((step) => step.name).join(", ")}`);
  const inputs = await readInputs(root);
  /** @type {{ step: import("./steps/index.js").Step, files: Map<string, string> }[]} */
  const built = [];
  for (const step of steps) built.push({ step, files: await step.build(inputs) });
  const files = new Map(built.flatMap(({ files: stepFiles }) => [...stepFiles]));
  const whole = steps === STEPS;
  if (values.check) {
    const problems = await compareGeneratedFiles(inputs.dirs.generated, files, { leftovers: whole });
    if (problems.length > 0) {
      /** @param {string} relative */
      const owner = (relative) => built.find(({ files: stepFiles }) => stepFiles.has(relative))?.step.name ?? "no step";
      console.error(
        `generated/ is out of date:\n${problems.map((p) => `  [${owner(p.file)}] generated/${p.file}: ${p.problem}`).join("\n")}\nRun \`npm run generate\` and commit the result.`,
      );
      process.exitCode = 1;
      return;
    }
    console.log(`generated/ matches schemas/, formats/ and runtime/ (${files.size} file${files.size === 1 ? "" : "s"}, ${steps.length} step${steps.length === 1 ? "" : "s"}).`);
    return;
  }
  await writeGeneratedFiles(inputs.dirs.generated, files, { leftovers: whole });
  for (const { step, files: stepFiles } of built) console.log(`${step.name.padEnd(18)} wrote ${stepFiles.size} file${stepFiles.size === 1 ? "" : "s"}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
