// Which validators get every string case of the JSON-Schema-Test-Suite's date-time and uuid
// files right (the cases the package's own tests use, vendored in test/vendor/), each set up
// the way the throughput benchmark sets it up.
import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { validator as schemasafe } from "@exodus/schemasafe";
import { z } from "zod";
import { isCollector } from "../dist/src/index.js";

const SUITE = new URL("../test/vendor/json-schema-test-suite/", import.meta.url);

/** The suite's string cases of one format: [string, valid]. */
function cases(format) {
  const [group] = JSON.parse(readFileSync(new URL(`${format}.json`, SUITE), "utf8"));
  return group.tests.filter((test) => typeof test.data === "string").map((test) => [test.data, test.valid]);
}

/** Format checks as each candidate makes them, for one string. */
const CANDIDATES = {
  // Through a real record: a collector's createdAt, a group's departmentId.
  ours: (format) =>
    format === "uuid"
      ? (value) => isCollector({ ...BASE, groups: [{ id: 1, name: "g", createdAt: BASE.createdAt, departmentId: value }] })
      : (value) => isCollector({ ...BASE, createdAt: value }),
  "Ajv + ajv-formats (full)": (format) => {
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv, { mode: "full" });
    return ajv.compile({ type: "string", format });
  },
  "@exodus/schemasafe": (format) => schemasafe({ type: "string", format }, { mode: "default", formats: {}, includeErrors: false, requireValidation: false }),
  "zod 4": (format) => {
    const schema = format === "uuid" ? z.guid() : z.iso.datetime({ offset: true });
    return (value) => schema.safeParse(value).success;
  },
};

/** A valid collector, whose one format field each case replaces. */
const BASE = {
  id: "c1", name: "n", completedResponsesCount: 0, type: "SMS", status: "OPEN",
  createdAt: "2026-01-01T00:00:00Z", updatedAt: "2026-01-01T00:00:00Z",
  isActive: true, isDeleted: false, limitByIp: false, limitByCookie: false,
};

export function measureExactness() {
  return Object.entries(CANDIDATES).map(([candidate, make]) => {
    const wrong = [];
    let total = 0;
    for (const format of ["date-time", "uuid"]) {
      const check = make(format);
      for (const [value, valid] of cases(format)) {
        total++;
        if (check(value) !== valid) wrong.push(`${format} ${JSON.stringify(value)}`);
      }
    }
    return { candidate, cases: total, wrong: wrong.length, examples: wrong.slice(0, 3) };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of measureExactness()) console.log(`${row.candidate}: ${row.cases - row.wrong} of ${row.cases} right${row.wrong ? `; wrong: ${row.examples.join(", ")}` : ""}`);
}
