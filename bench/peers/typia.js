// typia: its transform writes the checks ahead of time (`typia generate`, the way its docs
// offer for projects that do not patch the compiler); esbuild strips the types. Built into
// bench/peers/typia/build/ on each run, so the checks always follow records.ts.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { transformSync } from "esbuild";

const HERE = new URL("./typia/", import.meta.url);
const BUILD = new URL("./build/", HERE);

function buildChecks() {
  const typia = fileURLToPath(new URL("../../node_modules/typia/lib/executable/typia.js", import.meta.url));
  execFileSync(process.execPath, [typia, "generate", "--input", fileURLToPath(HERE), "--output", fileURLToPath(BUILD), "--project", fileURLToPath(new URL("tsconfig.json", HERE))], { stdio: "ignore" });
  const source = readFileSync(new URL("records.ts", BUILD), "utf8");
  writeFileSync(new URL("records.js", BUILD), transformSync(source, { loader: "ts", format: "esm" }).code);
  return import(new URL("records.js", BUILD).href);
}

const checks = await buildChecks();

export default {
  name: "typia (ahead of time)",
  check: (record) => checks[record],
  format: (format) => checks.formats[format],
};
