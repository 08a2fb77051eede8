// Which values a change moves in or out, against the side diff reports: for each edit of the
// package's document, records made by ./testing and variations of them (a field removed, null,
// of another type, longer, shorter, another enum value, an unknown property) are judged by an
// independent validator (@cfworker/json-schema) against the document before and after. A value
// the new document admits and the old did not must come with a break for clients, one it no
// longer admits with a break for producers; an edit diff calls compatible must move no value.
// And the other way round: every side diff claims is shown by a record its witness moves (the
// witness placed in the records made by ./testing), or the change says why it has none.
import { Validator } from "@cfworker/json-schema";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { RECORD_NAMES } from "../../generated/record-names.js";
import { compareDocuments } from "./changes.js";
import type { Witness } from "../../src/diff/types.js";
import { makeNamed } from "../../src/testing/index.js";
import { cases } from "../depth.js";
import { FROZEN_DOCUMENT } from "../documents.js";

const DOCUMENT = JSON.parse(readFileSync(FROZEN_DOCUMENT, "utf8"));
// Records made per record name: a fifth in a quick run (test/depth.ts), which a mutation run repeats for each mutant.
const SEEDS = cases(40);
const COLLECTOR_TYPES = DOCUMENT.components.schemas.CollectorType.enum as string[];

type Edit = [name: string, edit: (schemas: any) => void];

const EDITS: Edit[] = [
  ["a collector type added", (s) => s.CollectorType.enum.push("TELEGRAM")],
  ["a collector type removed", (s) => s.CollectorType.enum.splice(1, 1)],
  ["the enum reordered", (s) => s.CollectorType.enum.reverse()],
  ["name no longer required", (s) => s.Collector.required.splice(s.Collector.required.indexOf("name"), 1)],
  ["closeDate made required", (s) => s.Collector.required.push("closeDate")],
  ["a bound tightened", (s) => (s.Collector.properties.completedResponsesCount.minimum = 3)],
  ["a bound loosened", (s) => delete s.Collector.properties.completedResponsesCount.minimum],
  ["maxLength added", (s) => (s.Collector.properties.name.maxLength = 12)],
  ["null admitted", (s) => (s.Collector.properties.name.type = ["string", "null"])],
  ["null no longer admitted", (s) => (s.Collector.properties.senderId.type = "string")],
  ["a format removed", (s) => delete s.Collector.properties.createdAt.format],
  ["a type changed", (s) => (s.CollectorGroup.properties.id.type = "string")],
  ["the $ref written as allOf", (s) => (s.Collector.properties.type = { allOf: [{ $ref: "#/components/schemas/CollectorType" }] })],
  [
    "an inline schema moved into $defs",
    (s) => {
      s.Collector.$defs = { Count: structuredClone(s.Collector.properties.completedResponsesCount) };
      s.Collector.properties.completedResponsesCount = { $ref: "#/components/schemas/Collector/$defs/Count" };
    },
  ],
  [
    "a bound tightened in a $defs member",
    (s) => {
      s.Collector.$defs = { Count: { type: "integer", minimum: 3 } };
      s.Collector.properties.completedResponsesCount = { $ref: "#/components/schemas/Collector/$defs/Count" };
    },
  ],
  [
    "null admitted by a $defs member",
    (s) => {
      s.Collector.$defs = { Count: { type: ["integer", "null"], minimum: 0 } };
      s.Collector.properties.completedResponsesCount = { $ref: "#/components/schemas/Collector/$defs/Count" };
    },
  ],
  [
    "minimum 0 written exclusiveMinimum -1",
    (s) => {
      delete s.Collector.properties.completedResponsesCount.minimum;
      s.Collector.properties.completedResponsesCount.exclusiveMinimum = -1;
    },
  ],
  ["an anyOf alternative another covers", (s) => (s.SurveyResponse.properties.expireIn = { anyOf: [{ type: "string" }, { type: "string", maxLength: 3 }, { type: "null" }] })],
  ["FromEmail closed", (s) => (s.FromEmail.additionalProperties = false)],
  // A oneOf judged by what the whole union admits.
  [
    "the collector types written as a oneOf of consts, one left out",
    (s) => (s.CollectorType = { oneOf: s.CollectorType.enum.slice(1).map((value: string) => ({ const: value })) }),
  ],
  [
    "the response count as a oneOf of two ranges that overlap",
    (s) =>
      (s.Collector.properties.completedResponsesCount = {
        oneOf: [
          { type: "integer", minimum: 0, maximum: 10 },
          { type: "integer", minimum: 5 },
        ],
      }),
  ],
  [
    "the response count as a oneOf of two disjoint ranges",
    (s) =>
      (s.Collector.properties.completedResponsesCount = {
        oneOf: [
          { type: "integer", minimum: 0, maximum: 4 },
          { type: "integer", minimum: 5 },
        ],
      }),
  ],
  // Patterns by the strings they match.
  ["a pattern added to the name", (s) => (s.Collector.properties.name.pattern = "^[a-z]")],
  ["a pattern that matches every string added to the name", (s) => (s.Collector.properties.name.pattern = "^.*")],
  ["a length the sender keeps to, as a pattern", (s) => (s.Collector.properties.senderId.pattern = "^[\\s\\S]{0,20}$")],
  // Conditionals by direction.
  ["a sender required of SMS collectors (if/then added)", (s) => Object.assign(s.Collector, { if: { properties: { type: { const: "SMS" } } }, then: { required: ["senderId"] } })],
  ["a then that asks nothing more than the record", (s) => Object.assign(s.Collector, { if: { required: ["id"] }, then: { required: ["name"] } })],
  // Constraints other keywords already imply.
  ["the response count as a number with multipleOf 1", (s) => Object.assign(s.Collector.properties.completedResponsesCount, { type: "number", multipleOf: 1 })],
  ["a dependentRequired naming a field already required", (s) => (s.Collector.dependentRequired = { name: ["id"], senderId: ["name"] })],
  ["null added to the status where its enum excludes it", (s) => (s.CollectorStatus.type = ["string", "null"])],
  // A record split into parts.
  [
    "FromEmail split into an allOf of two parts",
    (s) => {
      const { properties, required, ...rest } = s.FromEmail;
      const [first, ...others] = Object.keys(properties);
      s.FromEmail = {
        ...rest,
        allOf: [
          { required: (required ?? []).filter((name: string) => name === first), properties: { [first!]: properties[first!] } },
          { required: (required ?? []).filter((name: string) => name !== first), properties: Object.fromEntries(others.map((name) => [name, properties[name]])) },
        ],
      };
    },
  ],

  ["a description reworded", (s) => (s.FromEmail.description = "Who sends it.")],
];

function validatorFor(document: any, record: string): (value: unknown) => boolean {
  const validator = new Validator(
    { $id: "https://document.invalid/openapi.json", components: document.components, $ref: `#/components/schemas/${record}` } as never,
    "2020-12",
    true,
  );
  return (value) => validator.validate(value).valid;
}

/** Records made by ./testing, and each changed in one field at a time. */
function sampleValues(record: (typeof RECORD_NAMES)[number]): unknown[] {
  const values: unknown[] = [];
  for (let seed = 0; seed < SEEDS; seed++) {
    const made = makeNamed(record, undefined, { seed }) as unknown as Record<string, unknown>;
    values.push(made, { ...made, unknownProperty: 1 });
    const key = Object.keys(made)[seed % Object.keys(made).length]!;
    for (const replacement of [undefined, null, "", "x".repeat(40), -1, 0, 2, 1.5, true, [], {}, COLLECTOR_TYPES[seed % COLLECTOR_TYPES.length]]) {
      const variant: Record<string, unknown> = { ...made, [key]: replacement };
      if (replacement === undefined) delete variant[key];
      values.push(variant);
    }
  }
  return values;
}

/**
 * Whether some record the witness makes moves the way it claims, judged by @cfworker: the
 * witness itself where it is a record's (or an enum's) value, else each sample of the record with the field
 * the witness is of set to it.
 */
function recordsMovedBy(witness: Witness, current: any): boolean {
  const [, , , record, ...rest] = witness.at.split("/");
  const field = rest.length === 2 && rest[0] === "properties" ? rest[1] : undefined;
  if (record === undefined || (rest.length > 0 && field === undefined) || (field !== undefined && !RECORDS.includes(record as never))) return false;
  const records = field === undefined ? [witness.value] : SAMPLES[record]!.map((sample) => ({ ...(sample as object), [field]: witness.value }));
  const [before, after] = [validatorFor(DOCUMENT, record), validatorFor(current, record)];
  return records.some((value) => (witness.admittedBy === "previous" ? before(value) && !after(value) : !before(value) && after(value)));
}

/** The records of the frozen document the package still has (./testing makes the values). */
const RECORDS = RECORD_NAMES.filter((record) => Object.hasOwn(DOCUMENT.components.schemas, record));
const SAMPLES = Object.fromEntries(RECORDS.map((record) => [record, sampleValues(record)]));

describe("the side diff reports, against the values an edit moves", () => {
  it.each(EDITS)("%s", (_, edit) => {
    const current = structuredClone(DOCUMENT);
    edit(current.components.schemas);
    const classes = new Set(compareDocuments(DOCUMENT, current).map((change) => change.class));
    const clients = classes.has("breaking for clients") || classes.has("breaking for clients and producers");
    const producers = classes.has("breaking for producers") || classes.has("breaking for clients and producers");
    const moved = { in: 0, out: 0 };
    for (const record of RECORDS) {
      const before = validatorFor(DOCUMENT, record);
      const after = validatorFor(current, record);
      for (const value of SAMPLES[record]!) {
        const [was, is] = [before(value), after(value)];
        if (!was && is) moved.in++;
        if (was && !is) moved.out++;
      }
    }
    if (moved.in > 0) expect(clients, `${moved.in} values moved in`).toBe(true);
    if (moved.out > 0) expect(producers, `${moved.out} values moved out`).toBe(true);
    if (!clients && !producers) expect(moved).toEqual({ in: 0, out: 0 });
  });

  it.each(EDITS)("every side it claims for %s is shown by a record its witness moves, or says why it has none", (_, edit) => {
    const current = structuredClone(DOCUMENT);
    edit(current.components.schemas);
    for (const change of compareDocuments(DOCUMENT, current)) {
      if (change.class === "compatible" || change.class === "removed record") continue;
      expect(change.witnesses, change.pointer).toBeDefined();
      const ways = change.class === "breaking for clients and producers" ? 2 : 1;
      expect(change.witnesses!.length + (change.witnessMissing?.split("; ").length ?? 0), change.pointer).toBe(ways);
      for (const witness of change.witnesses!) {
        const moved = recordsMovedBy(witness, current);
        expect({ pointer: change.pointer, witness, moved }).toEqual({ pointer: change.pointer, witness, moved: true });
      }
    }
  });

  it("moves values for the edits that break, so that the sampling can see a wrong side", () => {
    const current = structuredClone(DOCUMENT);
    current.components.schemas.Collector.properties.completedResponsesCount.minimum = 3;
    const before = validatorFor(DOCUMENT, "Collector");
    const after = validatorFor(current, "Collector");
    expect(SAMPLES.Collector!.some((value) => before(value) && !after(value))).toBe(true);
  });
});
