// survey-contract as the package's bin: the built file, run by Node, reading standard input.
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { FULL } from "../fixtures.js";

const dir = mkdtempSync(path.join(tmpdir(), "contract-bin-"));
const validPage = path.join(dir, "page.json");
writeFileSync(validPage, JSON.stringify(FULL.CollectorPage, null, 2));

describe("survey-contract bin", () => {
  it("runs as the package's bin, reading standard input", async () => {
    const bin = path.resolve(import.meta.dirname, "../../dist/src/cli/bin.js");
    const child = execFile(process.execPath, [bin, "validate", "FromEmail", "--strict", "-"]);
    child.stdin!.end(JSON.stringify({ email: "x", unknown: true }));
    const [code, stdout] = await new Promise<[number | null, string]>((resolve) => {
      let out = "";
      child.stdout!.on("data", (chunk) => (out += chunk));
      child.on("close", (exitCode) => resolve([exitCode, out]));
    });
    expect(code).toBe(1);
    expect(stdout).toContain("-:1:24: /unknown is not a property");
    await expect(promisify(execFile)(process.execPath, [bin, "validate", "FromEmail", validPage])).rejects.toMatchObject({ code: 1 });
  });
});
