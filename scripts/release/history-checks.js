// What `contract:check` and `release` hold of the contract's history (D29): the checks and the
// files, in one place. Reads the built package (dist/), as the published one does.
import { execFileSync } from "node:child_process";
import { existsSync, lstatSync, readFileSync, writeSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const ROOT = new URL("../../", import.meta.url);
export const CURRENT_DOCUMENT = new URL("generated/openapi.json", ROOT);
export const ALLOW_FILE = new URL("contract/allow.json", ROOT);

const { CHANGELOG_FILE, changelogOf } = await import(new URL("dist/src/changes/changelog.js", ROOT).href);
const { PLAIN_VERSION, RELEASES_FOLDER, compareVersions, releaseDocument, releaseText, releasesIn } = await import(new URL("dist/src/changes/history.js", ROOT).href);
const { changesBetween } = await import(new URL("dist/src/changes/changelog.js", ROOT).href);
const { escapeLine } = await import(new URL("dist/src/text/escape-line.js", ROOT).href);
const { judgeVersions } = await import(new URL("dist/src/diff/version-policy.js", ROOT).href);

export const RELEASES = new URL(`${RELEASES_FOLDER}/`, ROOT);
export const CHANGELOG = new URL(CHANGELOG_FILE, ROOT);
export { CHANGELOG_FILE, PLAIN_VERSION, RELEASES_FOLDER, changelogOf, compareVersions, escapeLine };

/** What a failure says, for a line of contract:check or release: its message, or the value thrown. @param {unknown} error */
export function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}

/** The version the generated document carries. */
function currentVersion() {
  let version;
  try {
    version = JSON.parse(readFileSync(CURRENT_DOCUMENT, "utf8"))?.info?.version;
  } catch {
    throw new Error("generated/openapi.json cannot be read as JSON: make it again, npm run generate");
  }
  if (typeof version !== "string") throw new Error("generated/openapi.json has no info.version: make it again, npm run generate");
  return version;
}

/** The newest published release. */
export function newestRelease() {
  const releases = releasesIn(RELEASES);
  if (releases.length === 0) throw new Error(`${RELEASES_FOLDER}/ holds no published version: the history starts with the first release's document`);
  return releases.at(-1);
}

/**
 * What is wrong with the history, in sentences (none when it holds): a published version's
 * document is never changed, the version being made is above every published one, and
 * CHANGELOG.md is the one the history gives.
 */
export function historyProblems() {
  const problems = [];
  const releases = /** @type {{ version: string, file: URL }[]} */ (releasesIn(RELEASES));
  const version = currentVersion();
  const same = releases.find((release) => release.version === version);
  if (same !== undefined && releaseText(same) !== readFileSync(CURRENT_DOCUMENT, "utf8")) {
    problems.push(
      `${RELEASES_FOLDER}/${version}.json differs from generated/openapi.json, which carries the same version: a published version's document never changes; bump the version (npm run release) for the change`,
    );
  }
  problems.push(...publishedDocumentsChanged());
  const newest = releases.at(-1);
  if (same === undefined && newest !== undefined && compareVersions(version, newest.version) < 0) {
    problems.push(`generated/openapi.json carries ${version}, below ${newest.version}, the newest published version`);
  }
  let expected;
  try {
    problems.push(...bumpsTooSmall(releases));
    expected = changelogOf(RELEASES);
  } catch (error) {
    return [...problems, messageOf(error)];
  }
  const actual = existsSync(CHANGELOG) ? readFileSync(CHANGELOG, "utf8") : undefined;
  if (actual !== expected) {
    problems.push(
      `${CHANGELOG_FILE} ${actual === undefined ? "is missing" : "differs from the one the history gives"}: it is made from ${RELEASES_FOLDER}/ and never edited by hand; npm run release writes it with each version`,
    );
  }
  return problems;
}

/** Each published version bumped at least as the changes since the one before need (D17): a break released as a patch is a history that lies. */
/** @param {{ version: string, file: URL }[]} releases */
function bumpsTooSmall(releases) {
  const problems = [];
  for (let i = 1; i < releases.length; i++) {
    const [before, after] = [releases[i - 1], releases[i]];
    const verdict = judgeVersions(changesBetween(releaseDocument(before), releaseDocument(after)), before.version, after.version);
    if (!verdict.ok)
      problems.push(
        `${RELEASES_FOLDER}/${after.version}.json: ${before.version} → ${after.version} is a ${verdict.shown ?? "no"} bump, and its changes need a ${verdict.needed} one`,
      );
  }
  return problems;
}

/**
 * The published documents git saw change or go, committed or not: a published version's document
 * is never changed, and a changelog made again from a changed one would hide it.
 * - Every commit is asked, a merge against its first parent too (what it brought in), each file's
 *   blobs compared by name: no content filter or diff program the repository names runs, and
 *   replacement objects are not read.
 * - The working tree is compared with HEAD's blobs byte for byte, so no flag of the index
 *   (assume-unchanged, skip-worktree) hides an edit.
 * - A shallow clone holds no history to ask: said, and the changelog's fingerprints alone guard
 *   the documents. Outside a git repository (a package unpacked) nothing is said.
 */
function publishedDocumentsChanged() {
  const git = (/** @type {string[]} */ ...args) =>
    execFileSync("git", ["--no-replace-objects", "-c", "core.fsmonitor=false", "-c", "log.showSignature=false", ...args], {
      cwd: fileURLToPath(ROOT),
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 64 * 1024 * 1024,
    });
  try {
    git("rev-parse", "--verify", "--quiet", "HEAD");
  } catch {
    return [];
  }
  if (git("rev-parse", "--is-shallow-repository").trim() === "true") {
    writeSync(
      1,
      `contract:check: this clone is shallow, so git cannot say whether a published document in ${RELEASES_FOLDER}/ changed; fetch the whole history (fetch-depth: 0) for that check\n`,
    );
    return [];
  }
  const committed = git("log", "--diff-merges=first-parent", "--diff-filter=MDRT", "--name-only", "--format=", "--", RELEASES_FOLDER);
  const atHead = git("ls-tree", "-r", "--name-only", "-z", "HEAD", "--", RELEASES_FOLDER)
    .split("\0")
    .filter((name) => name !== "" && !sameAsAtHead(git, name));
  const changed = [...new Set([...committed.split("\n"), ...atHead].filter((line) => line !== ""))].sort();
  return changed.map(
    (file) => `${file}: changed or removed since it was published (git shows it): a published version's document never changes; restore it from the commit that added it`,
  );
}

/**
 * Whether the working tree holds the file byte for byte as HEAD does.
 * @param {(...args: string[]) => string} git
 * @param {string} name
 */
function sameAsAtHead(git, name) {
  const file = new URL(name, ROOT);
  if (!existsSync(file) || lstatSync(file).isSymbolicLink()) return false;
  // `./`: the name as ls-tree gives it, from the package's folder, wherever the repository's top is
  return git("cat-file", "blob", `HEAD:./${name}`) === readFileSync(file, "utf8");
}
