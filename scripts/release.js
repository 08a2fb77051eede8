// npm run release [-- --bump major|minor|patch]: publishes the contract's next version in the
// repository (D17, D29), the one step that bumps the version:
// 1. the changes since the newest published version, judged as contract:check judges them (a
//    break not in contract/allow.json stops here);
// 2. the version: the least bump the changes need (or --bump, if larger), unless package.json
//    already carries one at least that high;
// 3. generated/ made again for it, its document kept as contract/releases/<version>.json, and
//    CHANGELOG.md made from the history; the allow-list emptied for the next version.
// Then: commit, and npm publish.
import { execFileSync } from "node:child_process";
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  ALLOW_FILE,
  CHANGELOG,
  CHANGELOG_FILE,
  CURRENT_DOCUMENT,
  RELEASES,
  PLAIN_VERSION,
  RELEASES_FOLDER,
  ROOT,
  changelogOf,
  compareVersions,
  escapeLine,
  messageOf,
  newestRelease,
} from "./release/history-checks.js";

const { diffDocuments, parseAllowList } = await import(new URL("dist/src/diff/index.js", ROOT).href);
const { neededBump } = await import(new URL("dist/src/diff/version-policy.js", ROOT).href);

const BUMPS = ["none", "patch", "minor", "major"];
const HELP = `Usage: npm run release [-- --bump major|minor|patch]

Publishes the next version of the contract in the repository: bumps package.json to the least
version the changes since the newest published one need (or to --bump, if larger), makes
generated/ again, keeps the document as ${RELEASES_FOLDER}/<version>.json, writes ${CHANGELOG_FILE}
from the history and empties contract/allow.json. A break the allow-list does not accept stops it.`;

const { values } = parseArgs({ options: { bump: { type: "string" }, help: { type: "boolean", short: "h" } } });
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
if (values.bump !== undefined && !BUMPS.slice(1).includes(values.bump)) fail(`--bump ${values.bump}: give major, minor or patch`);

const cwd = fileURLToPath(ROOT);
// The history must hold before anything is written: a release that stops halfway leaves files no one asked for.
try {
  changelogOf(RELEASES);
} catch (error) {
  fail(`the history cannot be read, so nothing is released: ${escapeLine(messageOf(error))}`);
}
// The document judged is the one the schemas make now: a stale generated/ would be judged, then replaced unjudged.
execFileSync("npm", ["run", "generate"], { cwd, stdio: "inherit" });
const newest = newestRelease();
const previous = JSON.parse(readFileSync(newest.file, "utf8"));
const current = JSON.parse(readFileSync(CURRENT_DOCUMENT, "utf8"));
const allowText = readFileSync(ALLOW_FILE, "utf8");
const allowances = parseAllowList(allowText, "contract/allow.json");
const allowList = JSON.parse(allowText);
const today = new Date().toISOString().slice(0, 10);
const { changes, blocking } = diffDocuments(previous, current, { lifecycle: { today, deprecationDays: 180 }, allowances });
if (blocking > 0)
  fail(`${blocking} breaking change${blocking === 1 ? "" : "s"} since ${newest.version} that contract/allow.json does not accept: npm run contract:check names them`);

const needed = higher(neededBump(changes, newest.version), values.bump ?? "none");
const manifestFile = new URL("package.json", ROOT);
const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
const bumped = needed === "none" ? undefined : bump(newest.version, needed);
if (bumped === undefined && compareVersions(manifest.version, newest.version) <= 0) {
  console.log(`Nothing changed since ${newest.version}: nothing to release (give --bump to release anyway).`);
  process.exit(0);
}
const version = bumped === undefined || compareVersions(manifest.version, bumped) > 0 ? manifest.version : bumped;
if (!PLAIN_VERSION.test(version))
  fail(`${version}: a published version is major.minor.patch, as the history names its files; a pre-release is published from a branch, not into the history`);
execFileSync("npm", ["version", version, "--no-git-tag-version", "--allow-same-version"], { cwd, stdio: "ignore" });
execFileSync("npm", ["run", "generate"], { cwd, stdio: "inherit" });
copyFileSync(CURRENT_DOCUMENT, new URL(`${version}.json`, RELEASES));
writeFileSync(CHANGELOG, changelogOf(RELEASES));
writeFileSync(ALLOW_FILE, `${JSON.stringify({ ...allowList, allow: [] }, null, 2)}\n`);
console.log(
  `Released ${version} (${needed === "none" ? "as given" : `a ${needed} bump`} from ${newest.version}): ${RELEASES_FOLDER}/${version}.json, ${CHANGELOG_FILE}, contract/allow.json emptied. Commit them, then npm publish.`,
);

/**
 * @param {string} from
 * @param {string} part
 */
function bump(from, part) {
  const [major, minor, patch] = from.split(".").map(Number);
  if (part === "major") return `${major + 1}.0.0`;
  if (part === "minor") return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

/**
 * @param {string} a
 * @param {string} b
 */
function higher(a, b) {
  return BUMPS.indexOf(a) >= BUMPS.indexOf(b) ? a : b;
}

/** @param {string} message */
function fail(message) {
  console.error(`release: ${message}`);
  process.exit(1);
}
