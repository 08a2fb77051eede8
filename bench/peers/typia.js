// typia: its transform writes the checks ahead of time (`typia generate`, the way its docs
// offer for projects that do not patch the compiler); esbuild strips the types. Built into
// bench/peers/typia-build/ on each run, so the checks always follow records.ts.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { transformSync } from "esbuild";

const ROOT = new URL("../../", import.meta.url);
const HERE = new URL("./typia/", import.meta.url);
const BUILD = new URL("./typia-build/", import.meta.url);

function buildChecks() {
  const typia = fileURLToPath(new URL("node_modules/typia/lib/executable/typia.js", ROOT));
  const args = [typia, "generate", "--input", fileURLToPath(HERE), "--output", fileURLToPath(BUILD), "--project", fileURLToPath(new URL("tsconfig.json", HERE))];
  // typia finds TypeScript from the working directory: run it from the repository's root.
  execFileSync(process.execPath, args, { cwd: fileURLToPath(ROOT), stdio: ["ignore", "ignore", "inherit"] });
  const source = readFileSync(new URL("records.ts", BUILD), "utf8");
  writeFileSync(new URL("records.js", BUILD), transformSync(source, { loader: "ts", format: "esm" }).code);
  return import(new URL("records.js", BUILD).href);
}

/** The built module: the checks, and what the serialization table runs (bench/codec-peers/typia.js). */
export const checks = await buildChecks();

/** @type {import("./peer.js").Peer} */
export default {
  name: "typia (ahead of time)",
  check: (record) => checks[record],
  format: (format) => checks.formats[format],
};
