// A witness shows its own change: where one record changes in two places, the value a change
// shows is refused (or admitted) because of that change, not of the other one. Each witness is
// re-checked by an independent validator (@cfworker/json-schema) on the whole documents: refused
// by the side it does not name, and admitted by that side once the change's own place is made to
// suit it.
import { Validator } from "@cfworker/json-schema";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "./run-cli.js";
import { FROZEN_DOCUMENT } from "../documents.js";

const dir = mkdtempSync(path.join(tmpdir(), "contract-witness-own-"));
type Document = Record<string, any>;

function documentFile(name: string, edit: (document: Document) => void): { file: string; document: Document } {
  const document = JSON.parse(readFileSync(FROZEN_DOCUMENT, "utf8"));
  edit(document);
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(document, null, 2));
  return { file, document };
}

/** Whether `document`'s record admits `value`, as a 2020-12 validator reads the whole document. */
function admits(document: Document, record: string, value: unknown): boolean {
  const { openapi, info, ...rest } = document;
  const schema = { ...rest, $ref: `#/components/schemas/${record}` };
  return new Validator(schema as never, "2020-12", false).validate(value).valid;
}

interface Reported {
  rule: string;
  pointer: string;
  witnesses: { value: Record<string, unknown>; admittedBy: "previous" | "current" }[];
}

async function changes(previous: string, current: string): Promise<Reported[]> {
  const result = await runCli("diff", previous, current, "--format", "json");
  return JSON.parse(result.stdout).changes;
}

describe("a record changed in two places", () => {
  it.each([
    ["a name made longer than one character", (collector: Document) => (collector.properties.name.minLength = 3)],
    [
      "the status OPEN no longer listed",
      (_collector: Document, document: Document) => (document.components.schemas.CollectorStatus.enum = document.components.schemas.CollectorStatus.enum.slice(1)),
    ],
  ])("shows a newly required field's witness refused for the missing field alone, beside %s (was: a value refused for both)", async (_, otherChange) => {
    const previous = documentFile("previous", () => {});
    const current = documentFile(`current-${otherChange.length}`, (document) => {
      const collector = document.components.schemas.Collector;
      collector.required = [...collector.required, "surveyTitle"];
      otherChange(collector, document);
    });
    const required = (await changes(previous.file, current.file)).find((change) => change.rule === "FIELD_NEWLY_REQUIRED");
    expect(required?.pointer).toBe("/components/schemas/Collector/properties/surveyTitle");
    const [witness] = required!.witnesses;
    expect(witness?.admittedBy).toBe("previous");
    expect(admits(previous.document, "Collector", witness!.value)).toBe(true);
    expect(admits(current.document, "Collector", witness!.value)).toBe(false);
    expect(admits(current.document, "Collector", { ...witness!.value, surveyTitle: "Onboarding" })).toBe(true);
  });
});
