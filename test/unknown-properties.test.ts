// Design decision D3: the tolerant profile accepts properties the contract does not name, at
// every level; the strict profile rejects them at every level; free-form objects stay free.
import { describe, expect, it } from "vitest";
import type { TableName } from "./contract-table.js";
import { FULL, copy } from "./fixtures.js";
import { PROFILES, expectInvalidAt, expectValid, issuesOf, recordApi } from "./profiles.js";

type Mutate = (value: any) => void;

/** Every place a record sits, named by the JSON Pointer of the object that gets the extra key. */
const LEVELS: { record: TableName; at: string; add: Mutate }[] = [
  { record: "FromEmail", at: "", add: (v) => (v.extra = 1) },
  { record: "CollectorGroup", at: "", add: (v) => (v.extra = 1) },
  { record: "Collector", at: "", add: (v) => (v.extra = 1) },
  { record: "Collector", at: "/fromEmail", add: (v) => (v.fromEmail.extra = 1) },
  { record: "Collector", at: "/groups/1", add: (v) => (v.groups[1].extra = 1) },
  { record: "SurveyResponse", at: "", add: (v) => (v.extra = 1) },
  { record: "CollectorPage", at: "", add: (v) => (v.extra = 1) },
  { record: "CollectorPage", at: "/data/2", add: (v) => (v.data[2].extra = 1) },
  { record: "CollectorPage", at: "/data/0/fromEmail", add: (v) => (v.data[0].fromEmail.extra = 1) },
  { record: "CollectorPage", at: "/data/2/groups/0", add: (v) => (v.data[2].groups[0].extra = 1) },
  { record: "SurveyResponsePage", at: "", add: (v) => (v.extra = 1) },
  { record: "SurveyResponsePage", at: "/data/1", add: (v) => (v.data[1].extra = 1) },
];

function withExtra(record: TableName, add: Mutate) {
  const value = copy(FULL[record]);
  add(value);
  return value;
}

describe("tolerant profile", () => {
  it.each(LEVELS)("accepts an unknown property on $record at '$at'", ({ record, add }) => {
    expectValid(recordApi("tolerant", record), withExtra(record, add));
  });
});

describe("strict profile", () => {
  it.each(LEVELS)("rejects an unknown property on $record at '$at', pointing at it", ({ record, at, add }) => {
    const api = recordApi("strict", record);
    const value = withExtra(record, add);
    expectInvalidAt(api, value, `${at}/extra`, "additionalProperties");
    expect(issuesOf(api, value)).toHaveLength(1);
  });

  it("escapes the unknown property's name in the JSON Pointer", () => {
    expectInvalidAt(recordApi("strict", "FromEmail"), { email: "x", "a/b~c": 1 }, "/a~1b~0c", "additionalProperties");
  });

  it("names every unknown property", () => {
    const issues = issuesOf(recordApi("strict", "FromEmail"), { email: "x", one: 1, two: 2 });
    expect(issues.map((issue) => issue.path)).toEqual(["/one", "/two"]);
  });
});

describe.each(PROFILES)("free-form objects in the %s profile", (profile) => {
  const FREE_FORM: { record: TableName; field: string }[] = [
    { record: "Collector", field: "dynamicParameters" },
    { record: "Collector", field: "parameters" },
    { record: "SurveyResponse", field: "content" },
    { record: "SurveyResponse", field: "dynamicParameters" },
  ];

  it.each(FREE_FORM)("$record.$field accepts any JSON object", ({ record, field }) => {
    const api = recordApi(profile, record);
    for (const object of [{}, { anything: 1, nested: { extra: [true, null, "x"] } }, JSON.parse('{"__proto__": {"x": 1}, "constructor": 2}')]) {
      expectValid(api, { ...copy(FULL[record]), [field]: object });
    }
  });

  it.each(FREE_FORM)("$record.$field rejects arrays and scalars", ({ record, field }) => {
    const api = recordApi(profile, record);
    for (const notObject of [[], [{}], "x", 1, true]) expectInvalidAt(api, { ...copy(FULL[record]), [field]: notObject }, `/${field}`, "type");
  });
});
