// Which values a change moves in or out, against the side diff reports: for each edit of the
// package's document, records made by ./testing and variations of them (a field removed, null,
// of another type, longer, shorter, another enum value, an unknown property) are judged by an
// independent validator (@cfworker/json-schema) against the document before and after. A value
// the new document admits and the old did not must come with a break for clients, one it no
// longer admits with a break for producers; an edit diff calls compatible must move no value.
import { Validator } from "@cfworker/json-schema";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { RECORD_NAMES } from "../../generated/record-names.js";
import { compareDocuments } from "../../src/diff/compare-documents.js";
import { makeNamed } from "../../src/testing/index.js";
import { FROZEN_DOCUMENT } from "../documents.js";

const DOCUMENT = JSON.parse(readFileSync(FROZEN_DOCUMENT, "utf8"));
const SEEDS = 40;
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

  it("moves values for the edits that break, so that the sampling can see a wrong side", () => {
    const current = structuredClone(DOCUMENT);
    current.components.schemas.Collector.properties.completedResponsesCount.minimum = 3;
    const before = validatorFor(DOCUMENT, "Collector");
    const after = validatorFor(current, "Collector");
    expect(SAMPLES.Collector!.some((value) => before(value) && !after(value))).toBe(true);
  });
});
