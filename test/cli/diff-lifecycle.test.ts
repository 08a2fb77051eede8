// The deprecation lifecycle through `survey-contract diff` (D23): announce with a sunset (a minor
// bump, compatible), wait, remove. Removed before the sunset, or never deprecated, it is a break
// that says which; removed on or after it, no allow-list entry is needed, and the major bump
// still is. A sunset with too little notice (--deprecation-days, on --today) is a break.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "./run-cli.js";

const dir = mkdtempSync(path.join(tmpdir(), "contract-lifecycle-"));
const SUNSET = "2027-06-01";

function documentFile(name: string, version: string, fields: Record<string, object>, records: Record<string, object> = {}): string {
  const document = {
    openapi: "3.1.0",
    info: { title: "lifecycle", version },
    paths: {},
    components: { schemas: { Group: { type: "object", required: ["id"], properties: { id: { type: "integer" }, ...fields } }, ...records } },
  };
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(document, null, 2));
  return file;
}

const released = documentFile("released", "1.0.0", { note: { type: "string" } }, { Legacy: { type: "object" } });
const deprecated = documentFile(
  "deprecated",
  "1.1.0",
  { note: { type: "string", deprecated: true, "x-sunset": SUNSET } },
  { Legacy: { type: "object", deprecated: true, "x-sunset": SUNSET } },
);
const removed = documentFile("removed", "2.0.0", {});
const removedWithMinor = documentFile("removed-minor", "1.2.0", {});
const deprecatedNoSunset = documentFile("deprecated-no-sunset", "1.1.0", { note: { type: "string", deprecated: true } }, { Legacy: { type: "object" } });

const diff = (previous: string, current: string, ...flags: string[]) => runCli("diff", previous, current, "--check-version", ...flags);

describe("announce: a deprecation with its sunset", () => {
  it("is compatible and needs a minor bump, given enough notice", async () => {
    const result = await diff(released, deprecated, "--today", "2026-11-01");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("compatible: DEPRECATED /components/schemas/Group/properties/note: deprecated, to be removed on or after 2027-06-01");
    expect(result.stdout).toContain("compatible: DEPRECATED /components/schemas/Legacy: deprecated, to be removed on or after 2027-06-01");
    expect(result.stderr).toContain("The changes need a minor version bump; 1.0.0 → 1.1.0 is a minor bump.");
  });

  it("is a break when the sunset is closer than --deprecation-days (default 180) to --today", async () => {
    const result = await diff(released, deprecated, "--today", "2027-03-01");
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      "breaking for clients: SUNSET_TOO_SOON /components/schemas/Group/properties/note: deprecated, to be removed on or after 2027-06-01, 92 days after 2027-03-01: give clients at least 180 days (--deprecation-days)",
    );
    expect((await diff(released, deprecated, "--today", "2027-03-01", "--deprecation-days", "90")).code).toBe(0);
  });
});

describe("remove", () => {
  it("before the sunset: a break that says so", async () => {
    const result = await diff(deprecated, removed, "--today", "2027-05-31");
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("FIELD_REMOVED /components/schemas/Group/properties/note: note was removed; removed before its sunset, 2027-06-01");
    expect(result.stdout).toContain("RECORD_REMOVED /components/schemas/Legacy: Legacy was removed; removed before its sunset, 2027-06-01");
  });

  it("on or after the sunset: accepted with no allow-list entry, and the major bump still needed", async () => {
    for (const today of ["2027-06-01", "2028-01-01"]) {
      const result = await diff(deprecated, removed, "--today", today);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(
        "breaking for clients and producers (allowed: deprecated, and removed on or after its x-sunset): FIELD_REMOVED /components/schemas/Group/properties/note: note was removed; deprecated, its sunset 2027-06-01 has come",
      );
    }
    const minor = await diff(deprecated, removedWithMinor, "--today", "2027-06-01");
    expect(minor.code).toBe(1);
    expect(minor.stderr).toContain("The changes need a major version bump");
  });

  it("never deprecated, or deprecated with no sunset: a break that says which", async () => {
    const never = await diff(released, removed, "--today", "2030-01-01");
    expect(never.code).toBe(1);
    expect(never.stdout).toContain("note was removed; it was not deprecated first");
    const noSunset = await diff(deprecatedNoSunset, removed, "--today", "2030-01-01");
    expect(noSunset.code).toBe(1);
    expect(noSunset.stdout).toContain("note was removed; it was deprecated with no x-sunset date");
  });

  it("shows the lifecycle in the github and markdown formats too", async () => {
    const github = await diff(deprecated, removed, "--today", "2027-06-01", "--format", "github");
    expect(github.stdout).toContain("::warning file=");
    expect(github.stdout).toContain(
      'note was removed; deprecated, its sunset 2027-06-01 has come; for example {"id":0,"note":""} is admitted before and refused now, and {"id":0,"note":0} is admitted now and refused before (allowed: deprecated, and removed on or after its x-sunset)',
    );
    const markdown = await diff(deprecated, removed, "--today", "2027-05-01", "--format", "markdown");
    expect(markdown.stdout).toContain(
      '| note was removed; removed before its sunset, 2027-06-01; for example {"id":0,"note":""} is admitted before and refused now, and {"id":0,"note":0} is admitted now and refused before |',
    );
  });
});

describe("an enum value, written as a const alternative", () => {
  const statuses = (...branches: object[]) => ({ status: { anyOf: branches } });
  const announced = documentFile("status-deprecated", "1.1.0", statuses({ const: "OPEN" }, { const: "CLOSED", deprecated: true, "x-sunset": SUNSET }));
  const gone = documentFile("status-removed", "2.0.0", statuses({ const: "OPEN" }));

  it("is removed on or after its sunset with no allow-list entry, and not before", async () => {
    const after = await diff(announced, gone, "--today", SUNSET);
    expect(after.code).toBe(0);
    expect(after.stdout).toContain("(allowed: deprecated, and removed on or after its x-sunset): ENUM_VALUE_REMOVED /components/schemas/Group/properties/status/anyOf/1");
    const before = await diff(announced, gone, "--today", "2027-01-01");
    expect(before.code).toBe(1);
    expect(before.stdout).toContain('value "CLOSED" was removed; removed before its sunset, 2027-06-01');
  });
});

describe("the lifecycle's options", () => {
  it.each([
    ["--today", "2027-02-30"],
    ["--today", "tomorrow"],
    ["--deprecation-days", "-1"],
  ])("%s %s is a usage error", async (flag, value) => {
    const result = await diff(released, deprecated, flag, value);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(flag === "--today" ? /--today: give a day as YYYY-MM-DD/ : /--deprecation-days/);
  });
});
