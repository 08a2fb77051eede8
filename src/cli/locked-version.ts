// `changes` without --from: the version of the package the project had before, as its
// package-lock.json locked it, found in the lockfile's history in git: the newest commit whose
// lockfile locks another version than the one installed. Every lockfile read is hostile: read
// from git offline, within a size, and its version taken only when it is a plain version.
import { lstatSync } from "node:fs";
import path from "node:path";
import { PLAIN_VERSION } from "../changes/history.js";
import { git } from "./document-at-ref.js";

/** The commits of the lockfile's history read, newest first: a year of weekly upgrades and more. */
const MAX_COMMITS = 50;

/** The largest lockfile read (npm's own lockfiles of large monorepos stay far below). */
const MAX_LOCKFILE_BYTES = 64 * 1024 * 1024;

export interface LockedBefore {
  version: string;
  /** The commit, abbreviated, whose lockfile locked it. */
  commit: string;
}

/** Why no version before was found, for the error that asks for --from. */
export class NoLockedVersion extends Error {
  override name = "NoLockedVersion";
}

/** The version the lockfile in `cwd` locked before `installed`, from its history in git. */
export async function lockedBefore(packageName: string, installed: string, cwd: string = process.cwd()): Promise<LockedBefore> {
  const lockfile = path.join(cwd, "package-lock.json");
  if (!lstatSync(lockfile, { throwIfNoEntry: false })?.isFile()) throw new NoLockedVersion("no package-lock.json in the current folder");
  const commits = await git(cwd, ["log", `-n${MAX_COMMITS}`, "--format=%H", "--", "package-lock.json"], 64 * 1024).then(
    (stdout) =>
      stdout
        .toString("utf8")
        .split("\n")
        .filter((line) => /^[0-9a-f]{40,64}$/.test(line)),
    () => {
      throw new NoLockedVersion("package-lock.json has no history in git here (no repository, or no commit holds it)");
    },
  );
  for (const commit of commits) {
    const locked = await lockedAt(cwd, commit, packageName);
    if (locked !== undefined && locked !== installed) return { version: locked, commit: commit.slice(0, 12) };
  }
  throw new NoLockedVersion(
    `the last ${commits.length} commit${commits.length === 1 ? "" : "s"} that changed package-lock.json lock no other version of ${packageName} than ${installed}`,
  );
}

/** The version a commit's lockfile locks for the package, when it is a plain version. */
async function lockedAt(cwd: string, commit: string, packageName: string): Promise<string | undefined> {
  let lock: unknown;
  try {
    // `./` makes the path the lockfile's beside the current folder, wherever the repository's top is
    const text = await git(cwd, ["cat-file", "blob", `${commit}:./package-lock.json`], MAX_LOCKFILE_BYTES);
    lock = JSON.parse(text.toString("utf8"));
  } catch {
    return undefined;
  }
  const version = lockedVersion(lock, packageName);
  return typeof version === "string" && PLAIN_VERSION.test(version) ? version : undefined;
}

/** npm's lockfile v2 and v3 (`packages`), or v1 (`dependencies`). */
function lockedVersion(lock: unknown, packageName: string): unknown {
  const entry = (table: unknown, key: string): unknown => (isObject(table) && Object.hasOwn(table, key) ? table[key] : undefined);
  const fromPackages = entry(entry(entry(lock, "packages"), `node_modules/${packageName}`), "version");
  return fromPackages ?? entry(entry(entry(lock, "dependencies"), packageName), "version");
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
