// diff --against where the baseline is not at hand: a consumer that keeps its contract
// elsewhere, a shallow clone (actions/checkout's default) and a pull request that adds the
// document (--allow-new-document), run with the built executable in git repositories of their own, as in CI.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli, shell } from "./run-cli.js";
import { FROZEN_DOCUMENT } from "../documents.js";

function git(cwd: string, ...args: string[]): void {
  execFileSync("git", ["-c", "user.name=test", "-c", "user.email=test@example.com", ...args], { cwd, stdio: "pipe" });
}

/** A repository whose main holds only a README, and a branch `feature` that adds contract.json. */
function repositoryAddingTheDocument(): string {
  const repo = mkdtempSync(path.join(tmpdir(), "contract-against-"));
  git(repo, "init", "-q", "-b", "main");
  writeFileSync(path.join(repo, "README.md"), "a service\n");
  git(repo, "add", ".");
  git(repo, "commit", "-q", "-m", "start");
  git(repo, "checkout", "-q", "-b", "feature");
  copyFileSync(FROZEN_DOCUMENT, path.join(repo, "contract.json"));
  git(repo, "add", ".");
  git(repo, "commit", "-q", "-m", "the contract");
  return repo;
}

describe("diff --against in another repository", () => {
  it("says which document it looked for, and how to name one, in a repository that keeps it elsewhere (was: a git error ending in '()')", async () => {
    const repo = mkdtempSync(path.join(tmpdir(), "contract-against-"));
    execFileSync("git", ["init", "-q", "-b", "main"], { cwd: repo });
    const result = await shell(`cd '${repo}' && node "$BIN" diff --against origin/main`);
    expect(result).toMatchObject({ code: 2, stdout: "" });
    expect(result.stderr).toContain(
      "no document given, and generated/openapi.json (where this package keeps its own) is not here: name the contract document, as in survey-contract diff --against origin/main contract/openapi.json",
    );
    expect(result.stderr).not.toContain("()");
  });
});

describe("diff --against where the base branch's document is not at hand", () => {
  it("says to fetch the history in a shallow clone, where the base branch is no commit of the clone (was: a git error, exit 2, no hint)", async () => {
    const server = repositoryAddingTheDocument();
    const clone = path.join(mkdtempSync(path.join(tmpdir(), "contract-shallow-")), "clone");
    git(path.dirname(clone), "clone", "-q", "--depth", "1", "--branch", "feature", `file://${server}`, clone);
    const result = await runCli("diff", "--against", "origin/main", path.join(clone, "contract.json"));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      "cannot be read from git: origin/main is not a commit of this clone, which is shallow (actions/checkout fetches one commit unless its step says fetch-depth: 0): fetch the history, with fetch-depth: 0 or git fetch --unshallow origin",
    );
  });

  it("judges a document the base branch does not hold yet, with --allow-new-document, as every record added, a minor bump (was: cannot be read from git, exit 2)", async () => {
    const repo = repositoryAddingTheDocument();
    const file = path.join(repo, "contract.json");
    const version = JSON.parse(readFileSync(FROZEN_DOCUMENT, "utf8")).info.version;
    const result = await runCli("diff", "--against", "main", file, "--allow-new-document", "--check-version", "--format", "markdown");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`**Minor version bump needed**. The changes need a minor version bump; 0.0.0 → ${version} is a minor bump.`);
    expect(result.stdout).toContain("| compatible | `RECORD_ADDED` | `/components/schemas/Collector` | Collector was added |");
    expect(result.stdout).toContain("12 changes, 0 breaking.");
    const outside = await runCli("diff", "--against", "no-such-branch", file);
    expect(outside.code).toBe(2);
    expect(outside.stderr).toContain("no-such-branch is not a commit of this clone: fetch it (git fetch origin, for origin/ refs) or name a branch, tag or commit that is here");
  });
});
