// Which validators get every string case of the JSON-Schema-Test-Suite's date-time and uuid
// files right (the cases the package's own tests use, vendored in test/vendor/), each set up
// the way the throughput benchmark sets it up.
import { readFileSync } from "node:fs";
import { isCollector } from "../dist/src/index.js";
import { PEERS } from "./peers/index.js";

const SUITE = new URL("../test/vendor/json-schema-test-suite/", import.meta.url);

/** @typedef {import("./peers/peer.js").FormatName} FormatName */
/** @typedef {[format: FormatName, value: string, valid: boolean, source: "suite" | "contract"]} Case */

/**
 * The suite's string cases of one format: [string, valid].
 * @param {FormatName} format
 * @returns {[string, boolean][]}
 */
function cases(format) {
  /** @type {{ tests: { data: unknown, valid: boolean }[] }[]} */
  const [group] = JSON.parse(readFileSync(new URL(`${format}.json`, SUITE), "utf8"));
  return group.tests.flatMap((test) => (typeof test.data === "string" ? [[test.data, test.valid]] : []));
}

/**
 * Cases the suite leaves out, each with the contract's verdict (D4: RFC 3339 as JSON Schema
 * 2020-12 reads it; uuid 8-4-4-4-12 hex digits, any case, nothing before or after).
 * @type {[FormatName, string, boolean][]}
 */
const CONTRACT_CASES = [
  ["date-time", "2024-02-29T12:00:00+05:45", true], // a leap day, an offset in quarter hours
  ["date-time", "1990-12-31T15:59:60-08:00", true], // second 60 at 23:59 UTC
  ["date-time", "2026-01-01T00:00:00.1234567890Z", true], // any number of fraction digits
  ["date-time", "2026-01-01t00:00:00z", true], // T and Z in either case
  ["date-time", "2023-02-29T00:00:00Z", false], // no leap day in 2023
  ["date-time", "2026-04-31T00:00:00Z", false], // April has 30 days
  ["date-time", "2026-01-01T00:00:60Z", false], // second 60 at 00:00 UTC
  ["date-time", "2026-01-01T00:00:00", false], // no offset
  ["date-time", "2026-01-01T00:00:00+0100", false], // offset without its colon
  ["date-time", "2026-01-01 00:00:00Z", false], // a space for T
  ["date-time", "2026-01-01T00:00:00.Z", false], // a point with no fraction digit
  ["date-time", "20260101T000000Z", false], // ISO 8601 basic format
  ["date-time", "+002026-01-01T00:00:00Z", false], // expanded year
  ["date-time", "2026-01-01T00:00:00+01:00[Europe/Paris]", false], // RFC 9557 suffix
  ["date-time", "2026-01-01", false], // a date alone
  ["uuid", "F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6", true], // upper case
  ["uuid", "00000000-0000-0000-0000-000000000000", true], // the nil uuid: any version
  ["uuid", "f81d4fae-7dec-11d0-a765-00a0c91e6bf6\n", false], // a line feed after it
  ["uuid", "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6", false], // URN prefix
  ["uuid", "{f81d4fae-7dec-11d0-a765-00a0c91e6bf6}", false], // braces
  ["uuid", "f81d4fae7dec11d0a76500a0c91e6bf6", false], // no hyphens
];

/** Format checks as each candidate makes them, for one string. @type {Record<string, (format: FormatName) => import("./peers/peer.js").Check>} */
const CANDIDATES = {
  // Through a real record: a collector's createdAt, a group's departmentId.
  ours: (format) =>
    format === "uuid"
      ? (value) => isCollector({ ...BASE, groups: [{ id: 1, name: "g", createdAt: BASE.createdAt, departmentId: value }] })
      : (value) => isCollector({ ...BASE, createdAt: value }),
  ...Object.fromEntries(PEERS.map((peer) => [peer.name, peer.format])),
};

/** A valid collector, whose one format field each case replaces. */
const BASE = {
  id: "c1",
  name: "n",
  completedResponsesCount: 0,
  type: "SMS",
  status: "OPEN",
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
  isActive: true,
  isDeleted: false,
  limitByIp: false,
  limitByCookie: false,
};

/** [format, string, valid] of the suite's files, then the contract's own cases. @returns {Case[]} */
function allCases() {
  /** @type {FormatName[]} */
  const formats = ["date-time", "uuid"];
  /** @type {Case[]} */
  const suite = formats.flatMap((format) => cases(format).map(([value, valid]) => /** @type {Case} */ ([format, value, valid, "suite"])));
  return [...suite, ...CONTRACT_CASES.map(([format, value, valid]) => /** @type {Case} */ ([format, value, valid, "contract"]))];
}

export function measureExactness() {
  const every = allCases();
  const count = (/** @type {Case[]} */ list, /** @type {Case[3]} */ source) => list.filter((c) => c[3] === source).length;
  const suiteCases = count(every, "suite");
  return Object.entries(CANDIDATES).map(([candidate, make]) => {
    const checks = { "date-time": make("date-time"), uuid: make("uuid") };
    const wrong = every.filter(([format, value, valid]) => checks[format](value) !== valid);
    return {
      candidate,
      cases: suiteCases,
      wrong: count(wrong, "suite"),
      contractCases: CONTRACT_CASES.length,
      contractWrong: count(wrong, "contract"),
      examples: wrong.slice(0, 3).map(([format, value]) => `${format} ${JSON.stringify(value)}`),
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of measureExactness())
    console.log(
      `${row.candidate}: ${row.cases - row.wrong} of ${row.cases} suite cases and ${row.contractCases - row.contractWrong} of ${row.contractCases} contract cases right${row.examples.length ? `; wrong: ${row.examples.join(", ")}` : ""}`,
    );
}
