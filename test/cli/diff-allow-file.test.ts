// diff --allow-file: accepted breaks kept beside the contract, each with its reason.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "./run-cli.js";
import { FROZEN_DOCUMENT } from "../documents.js";

const DOCUMENT = FROZEN_DOCUMENT;
const dir = mkdtempSync(path.join(tmpdir(), "contract-allow-"));

function file(name: string, content: string): string {
  const at = path.join(dir, name);
  writeFileSync(at, content);
  return at;
}

const document = JSON.parse(readFileSync(DOCUMENT, "utf8"));
document.components.schemas.CollectorType.enum.push("TELEGRAM");
document.components.schemas.Collector.properties.name.maxLength = 200;
const current = file("current.json", JSON.stringify(document, null, 2));
const allowList = (entries: unknown) => file(`allow-${Math.random().toString(36).slice(2)}.json`, JSON.stringify({ allow: entries }));

describe("diff --allow-file", () => {
  it("accepts each break an entry names, by rule, pointer or both, and prints its reason", async () => {
    const list = allowList([
      { rule: "ENUM_VALUE_ADDED", pointer: "/components/schemas/CollectorType", reason: "TELEGRAM collectors, agreed with the client teams" },
      { pointer: "/components/schemas/Collector/properties/name", reason: "names were never longer" },
    ]);
    const result = await runCli("diff", DOCUMENT, current, "--allow-file", list);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("breaking for clients (allowed: TELEGRAM collectors, agreed with the client teams): ENUM_VALUE_ADDED /components/schemas/CollectorType");
    expect(result.stdout).toContain("breaking for producers (allowed: names were never longer): BOUND_TIGHTENED /components/schemas/Collector/properties/name");
    const json = JSON.parse((await runCli("diff", DOCUMENT, current, "--allow-file", list, "--format", "json")).stdout);
    expect(json.changes.map((c: any) => c.allowedBecause)).toEqual(["names were never longer", "TELEGRAM collectors, agreed with the client teams"]);
  });

  it("accepts only what an entry names: a rule and a pointer must both match", async () => {
    const list = allowList([{ rule: "ENUM_VALUE_REMOVED", pointer: "/components/schemas/CollectorType", reason: "wrong rule" }]);
    const result = await runCli("diff", DOCUMENT, current, "--allow-file", list);
    expect(result.code).toBe(1);
    expect(result.stdout).not.toContain("allowed");
  });

  it.each([
    ["{", "malformed JSON"],
    [JSON.stringify({ allowed: [] }), 'give an object with an "allow" array'],
    [JSON.stringify({ allow: [{ rule: "ENUM_VALUE_ADDED" }] }), "#/allow/0: give the reason the break is accepted"],
    [JSON.stringify({ allow: [{ reason: "why" }] }), "#/allow/0: name a rule, a pointer or both"],
    [JSON.stringify({ allow: [{ rule: "NO_SUCH_RULE", reason: "why" }] }), "#/allow/0: unknown rule; rule must be one of the rules diff --help lists"],
    [JSON.stringify({ allow: [{ rule: "hasOwnProperty", reason: "why" }] }), "#/allow/0: unknown rule"],
    [JSON.stringify({ allow: [{ pointer: "components", reason: "why" }] }), "pointer must be a JSON Pointer starting with /"],
    [JSON.stringify({ allow: [{ pointer: "/x", reason: "why", until: "2027" }] }), "unknown key until"],
  ])("refuses an allow list %s with a message naming the entry", async (text, message) => {
    const result = await runCli("diff", DOCUMENT, current, "--allow-file", file("bad.json", text));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
  });

  it("is the one the package's own contract:check reads, and that one is an allow list it takes", async () => {
    const check = readFileSync(path.resolve(import.meta.dirname, "../../scripts/contract-check.js"), "utf8");
    expect(check).toMatch(/"--allow-file",\s*"contract\/allow\.json"/);
    // Between releases it holds the breaks accepted so far, each with its reason; what they are is the release's, not this test's.
    const result = await runCli("diff", DOCUMENT, DOCUMENT, "--allow-file", path.resolve(import.meta.dirname, "../../contract/allow.json"));
    expect(result).toMatchObject({ code: 0, stdout: "" });
  });
});
