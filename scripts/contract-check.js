// npm run contract:check: the contract as generated now, against its published history.
// 1. The history holds (history-checks.js): published documents unchanged, CHANGELOG.md made
//    from them.
// 2. No unnoticed break against the newest published version, and `info.version` bumped as the
//    changes need (D17): `survey-contract diff --check-version`, with the allow-list's reasons.
import { spawnSync } from "node:child_process";
import { writeSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { RELEASES_FOLDER, ROOT, escapeLine, historyProblems, messageOf, newestRelease } from "./release/history-checks.js";

try {
  const problems = historyProblems();
  for (const problem of problems) console.error(`contract:check: ${problem}`);
  const newest = newestRelease();
  // Written at once, before the diff writes to the same stream
  writeSync(1, `Against ${newest.version}, the newest published version:\n`);
  const diff = spawnSync(
    process.execPath,
    ["dist/src/cli/bin.js", "diff", `${RELEASES_FOLDER}/${newest.version}.json`, "generated/openapi.json", "--check-version", "--allow-file", "contract/allow.json"],
    { stdio: "inherit", cwd: fileURLToPath(ROOT) },
  );
  process.exitCode = problems.length > 0 ? 1 : (diff.status ?? 1);
} catch (error) {
  // A history or a document that cannot be read is a failed check, said in a line, never a stack trace
  console.error(`contract:check: ${escapeLine(messageOf(error))}`);
  process.exitCode = 1;
}
