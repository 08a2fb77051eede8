// D25 for diff: a document, an allow-list and a baseline read from git are read within 64 MiB;
// the baseline is read from the objects at hand only, with no network and no program the
// repository's config names (a partial clone's lazy fetch runs remote.<name>.uploadpack).
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "./run-cli.js";
import { FROZEN_DOCUMENT } from "../documents.js";

const DOCUMENT = FROZEN_DOCUMENT;
const root = mkdtempSync(path.join(tmpdir(), "contract-diff-bounds-"));

function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", ["-c", "user.name=test", "-c", "user.email=test@example.com", ...args], { cwd, stdio: "pipe", encoding: "utf8" });
}

describe("diff reads within its limit", () => {
  it("refuses a document that never ends, exit 2, without a stack trace", async () => {
    for (const args of [
      ["/dev/zero", DOCUMENT],
      [DOCUMENT, DOCUMENT, "--allow-file", "/dev/zero"],
    ]) {
      const result = await runCli("diff", ...args);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain("/dev/zero: is larger than 67108864 bytes, more than a document can be: it went on past it; not read further");
    }
  });

  it("refuses a baseline at --against larger than the limit, exit 2 (was: a RangeError stack trace, exit 1)", async () => {
    const repo = mkdtempSync(path.join(root, "large-"));
    git(repo, "init", "-q", "-b", "main");
    writeFileSync(path.join(repo, "openapi.json"), `{"x":"${"a".repeat(65 * 1024 * 1024)}"}`);
    git(repo, "add", "openapi.json");
    git(repo, "commit", "-q", "-m", "large");
    writeFileSync(path.join(repo, "openapi.json"), readFileSync(DOCUMENT));
    const result = await runCli("diff", "--against", "main", path.join(repo, "openapi.json"));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("main:");
    expect(result.stderr).toContain("is larger than 67108864 bytes");
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

describe("diff --against in a partial clone", () => {
  it("fetches nothing and runs no program from the repository's config: the missing baseline is an input error", async () => {
    const server = mkdtempSync(path.join(root, "server-"));
    git(server, "init", "-q", "-b", "main");
    writeFileSync(path.join(server, "openapi.json"), readFileSync(DOCUMENT));
    git(server, "add", "openapi.json");
    git(server, "commit", "-q", "-m", "contract");
    git(server, "config", "uploadpack.allowFilter", "true");
    const clone = path.join(root, "clone");
    git(root, "clone", "-q", "--no-checkout", "--filter=blob:none", `file://${server}`, clone);
    const marker = path.join(root, "uploadpack-ran");
    git(clone, "config", "remote.origin.uploadpack", `sh -c 'touch "${marker}"; exec git-upload-pack "$@"' --`);
    writeFileSync(path.join(clone, "openapi.json"), readFileSync(DOCUMENT));
    const result = await runCli("diff", "--against", "origin/main", path.join(clone, "openapi.json"));
    expect(existsSync(marker)).toBe(false);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("origin/main:");
    expect(result.stderr).toContain("cannot be read from git");
  });
});
