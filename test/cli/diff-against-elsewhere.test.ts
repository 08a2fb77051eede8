// diff --against run where a consumer keeps its contract elsewhere: the built executable in a
// git repository of its own, as in the consumer's CI.
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { shell } from "./run-cli.js";

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
