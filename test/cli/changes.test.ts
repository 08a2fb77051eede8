// survey-contract changes and what it reads: the package's own history (contract/releases/),
// the versions given, and a lockfile's history in git, each in its hostile forms.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { HistoryError, releaseDocument, releasesIn } from "../../src/changes/history.js";
import { NoLockedVersion, lockedBefore } from "../../src/cli/locked-version.js";
import { runCli } from "./run-cli.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PUBLISHED = JSON.parse(readFileSync(path.join(ROOT, "contract/releases/0.1.0.json"), "utf8"));
const NAME = "@survey-collection/contract";
/** The versions this package's history holds, as the errors list them. */
const HELD = releasesIn(pathToFileURL(path.join(ROOT, "contract/releases") + path.sep))
  .map((release) => release.version)
  .join(", ");

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "contract-changes-"));
  folders.push(dir);
  return dir;
}

function git(dir: string, ...args: string[]): void {
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], { cwd: dir, stdio: "pipe" });
}

/** A lockfile (v3) that locks the package at `version`. */
function lockfile(version: unknown): string {
  return JSON.stringify({ name: "app", lockfileVersion: 3, packages: { "": { name: "app" }, [`node_modules/${NAME}`]: { version } } });
}

/** A repository whose package-lock.json was committed with each text in turn. */
function repositoryOfLockfiles(...texts: string[]): string {
  const dir = folder();
  git(dir, "init", "-q");
  for (const [i, text] of texts.entries()) {
    writeFileSync(path.join(dir, "package-lock.json"), text);
    git(dir, "add", ".");
    git(dir, "commit", "-q", "-m", `lock ${i}`);
  }
  return dir;
}

describe("survey-contract changes, on this package's own history", () => {
  it("compares two published versions: none changed between a version and itself, exit 0", async () => {
    const result = await runCli("changes", "--from", "0.1.0", "--to", "0.1.0");
    expect(result.code).toBe(0);
    expect(result.stdout.split("\n")).toEqual([`${NAME} 0.1.0 → 0.1.0 (--from)`, "", "For clients: no change.", "", "For producers: no change."]);
  });

  it.each([
    [["--from", "9.9.9"], `--from 9.9.9: not a version in this package's history (it holds ${HELD})`],
    [["--from", "0.1.0", "--to", "0.0.1"], `--to 0.0.1: not a version in this package's history (it holds ${HELD})`],
    [["--from", "1.0"], "--from 1.0: give a published version as major.minor.patch, such as 0.1.0"],
    [["--from", "1.0.0\u001b[31m"], "--from 1.0.0\\u001b[31m: give a published version as major.minor.patch"],
    [["--from", "../../package"], "--from ../../package: give a published version"],
    [["--for", "servers"], "--for servers: use both, clients, producers"],
    [["0.1.0"], "changes takes no arguments, only options (given: 1); name versions with --from and --to"],
  ])("refuses %j with exit 2 and says why, escaped", async (args, words) => {
    const result = await runCli("changes", ...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(words);
    expect(result.stderr).not.toContain("\u001b");
  });
});

describe("the history's files, each hostile until read", () => {
  it("lists only files named by a plain version, oldest first by number, not by text", () => {
    const dir = folder();
    for (const name of ["0.10.0.json", "0.9.0.json", "0.1.0.json", "01.0.0.json", "0.2.0.json.bak", "1.0.0-rc.1.json", "latest.json", "0.3.0.JSON"])
      writeFileSync(path.join(dir, name), "{}");
    expect(releasesIn(pathToFileURL(`${dir}/`)).map((release) => release.version)).toEqual(["0.1.0", "0.9.0", "0.10.0"]);
  });

  it.each([
    [
      "a symbolic link",
      (dir: string) => symlinkSync(path.join(ROOT, "contract/releases/0.1.0.json"), path.join(dir, "0.1.0.json")),
      "contract/releases/0.1.0.json: is not a regular file",
    ],
    ["not JSON", (dir: string) => writeFileSync(path.join(dir, "0.1.0.json"), "{"), "contract/releases/0.1.0.json: is not JSON"],
    ["an array", (dir: string) => writeFileSync(path.join(dir, "0.1.0.json"), "[]"), "contract/releases/0.1.0.json: is not a contract document"],
    [
      "a document whose version is megabytes long",
      (dir: string) => writeFileSync(path.join(dir, "0.1.0.json"), JSON.stringify({ info: { version: "9".repeat(5_000_000) } })),
      `contract/releases/0.1.0.json: its info.version is "${"9".repeat(79)}… (5000002 characters), not 0.1.0`,
    ],
    [
      "another version's document",
      (dir: string) => writeFileSync(path.join(dir, "0.1.0.json"), JSON.stringify({ ...PUBLISHED, info: { ...PUBLISHED.info, version: "0.2.0\u001b[2J" } })),
      'contract/releases/0.1.0.json: its info.version is "0.2.0\\u001b[2J", not 0.1.0',
    ],
  ])("refuses a version's file that is %s, naming it", (_, make, words) => {
    const dir = folder();
    make(dir);
    const [release] = releasesIn(pathToFileURL(`${dir}/`));
    expect(() => releaseDocument(release!)).toThrow(HistoryError);
    expect(() => releaseDocument(release!)).toThrow(words);
  });
});

describe("the version a lockfile locked before, from its history in git", () => {
  it("is the newest commit's that locks another version than the one installed", async () => {
    const dir = repositoryOfLockfiles(lockfile("0.0.8"), lockfile("0.0.9"), lockfile("0.1.0"));
    await expect(lockedBefore(NAME, "0.1.0", dir)).resolves.toMatchObject({ version: "0.0.9", commit: expect.stringMatching(/^[0-9a-f]{12}$/) });
  });

  it("is HEAD's when the upgrade is not committed yet", async () => {
    const dir = repositoryOfLockfiles(lockfile("0.0.9"));
    writeFileSync(path.join(dir, "package-lock.json"), lockfile("0.1.0"));
    await expect(lockedBefore(NAME, "0.1.0", dir)).resolves.toMatchObject({ version: "0.0.9" });
  });

  it("reads lockfile v1's dependencies too", async () => {
    const dir = repositoryOfLockfiles(JSON.stringify({ lockfileVersion: 1, dependencies: { [NAME]: { version: "0.0.7" } } }), lockfile("0.1.0"));
    await expect(lockedBefore(NAME, "0.1.0", dir)).resolves.toMatchObject({ version: "0.0.7" });
  });

  it.each([
    ["not JSON", "{"],
    ["a version that is no plain version", lockfile("0.0.9\n::error::owned")],
    ["a version that is a range", lockfile("^0.0.9")],
    ["a version that is no string", lockfile({ toString: "0.0.9" })],
    ["the package only under __proto__", JSON.stringify({ packages: { ["__proto__"]: { [`node_modules/${NAME}`]: { version: "0.0.9" } } } })],
  ])("passes over a commit whose lockfile is %s, to the one before it", async (_, hostile) => {
    const dir = repositoryOfLockfiles(lockfile("0.0.5"), hostile, lockfile("0.1.0"));
    await expect(lockedBefore(NAME, "0.1.0", dir)).resolves.toMatchObject({ version: "0.0.5" });
  });

  it("runs no program the repository's config names: a signed commit under log.showSignature is not verified by its gpg.program", async () => {
    const dir = repositoryOfLockfiles(lockfile("0.0.9"), lockfile("0.1.0"));
    const marker = path.join(dir, "verified");
    const program = path.join(dir, "gpg.sh");
    writeFileSync(program, `#!/bin/sh\ntouch ${JSON.stringify(marker)}\n`, { mode: 0o755 });
    git(dir, "config", "log.showSignature", "true");
    git(dir, "config", "gpg.program", program);
    // The signed commit changes the lockfile, so that git log lists it
    writeFileSync(path.join(dir, "package-lock.json"), lockfile("0.1.0").replace("{", '{"signed":true,'));
    git(dir, "add", "package-lock.json");
    const tree = execFileSync("git", ["write-tree"], { cwd: dir, encoding: "utf8" }).trim();
    const parent = execFileSync("git", ["rev-parse", "HEAD"], { cwd: dir, encoding: "utf8" }).trim();
    const signed = `tree ${tree}\nparent ${parent}\nauthor a <a@b> 1700000000 +0000\ncommitter a <a@b> 1700000000 +0000\ngpgsig -----BEGIN PGP SIGNATURE-----\n \n AAAA\n -----END PGP SIGNATURE-----\n\nsigned\n`;
    const commit = execFileSync("git", ["hash-object", "-t", "commit", "-w", "--stdin"], { cwd: dir, input: signed, encoding: "utf8" }).trim();
    git(dir, "update-ref", "HEAD", commit);
    await expect(lockedBefore(NAME, "0.1.0", dir)).resolves.toMatchObject({ version: "0.0.9" });
    expect(existsSync(marker)).toBe(false);
  });

  it.each([
    ["no lockfile", () => folder(), "no package-lock.json in the current folder"],
    [
      "a lockfile no commit holds",
      () => {
        const dir = folder();
        git(dir, "init", "-q");
        writeFileSync(path.join(dir, "package-lock.json"), lockfile("0.1.0"));
        return dir;
      },
      "package-lock.json has no history in git here",
    ],
    [
      "a history of the installed version alone",
      () => repositoryOfLockfiles(lockfile("0.1.0")),
      `the last 1 commit that changed package-lock.json lock no other version of ${NAME} than 0.1.0`,
    ],
  ])("with %s, says so, for the error that asks for --from", async (_, make, words) => {
    const dir = make();
    const found = lockedBefore(NAME, "0.1.0", dir);
    await expect(found).rejects.toThrow(NoLockedVersion);
    await expect(lockedBefore(NAME, "0.1.0", dir)).rejects.toThrow(words);
  });
});
