// generated/openapi.json: valid OpenAPI 3.1, lint-clean, holding every record and enum, with
// examples that the validators themselves accept.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { RECORDS } from "./contract-table.js";
import { PROFILES, recordApi } from "./profiles.js";

const ROOT = path.resolve(import.meta.dirname, "..");
const DOCUMENT_PATH = path.join(ROOT, "generated/openapi.json");
const document = JSON.parse(readFileSync(DOCUMENT_PATH, "utf8"));
const { version } = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));

describe("generated/openapi.json", () => {
  it("is valid against the official OpenAPI 3.1 schema", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("passes Redocly's recommended lint rules with the shipped config (lint/redocly.yaml), nothing to report", async () => {
    const redocly = path.join(ROOT, "node_modules/.bin/redocly");
    const { stdout, stderr } = await promisify(execFile)(redocly, ["lint", "--config", path.join(ROOT, "lint/redocly.yaml"), DOCUMENT_PATH, "--format=stylish"], {
      cwd: ROOT,
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" },
    });
    // Its own notices (a Node.js version it will stop supporting) are no problem of the document.
    expect(stdout).not.toMatch(/\b(error|warning)s?\b/);
    expect(`${stdout}${stderr}`).toContain("Your API description is valid");
  });

  it("is OpenAPI 3.1 with the package version and no operations (D10)", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.version).toBe(version);
    expect(document.paths).toEqual({});
  });

  it("holds every record and enum under components.schemas", () => {
    expect(Object.keys(document.components.schemas).sort()).toEqual([...RECORDS, "CollectorType", "CollectorStatus", "SurveyResponseStatus", "Provider"].sort());
  });

  it("holds the two list bodies under components.responses", () => {
    const bodySchema = (name: string) => document.components.responses[name].content["application/json"].schema;
    expect(Object.keys(document.components.responses).sort()).toEqual(["CollectorList", "SurveyResponseList"]);
    expect(bodySchema("CollectorList")).toEqual({ $ref: "#/components/schemas/CollectorPage" });
    expect(bodySchema("SurveyResponseList")).toEqual({ $ref: "#/components/schemas/SurveyResponsePage" });
  });

  it("makes both pages out of one envelope, each listing its own records", () => {
    const { CollectorPage, SurveyResponsePage } = document.components.schemas;
    expect(CollectorPage.properties.data.items).toEqual({ $ref: "#/components/schemas/Collector" });
    expect(SurveyResponsePage.properties.data.items).toEqual({ $ref: "#/components/schemas/SurveyResponse" });
    const envelope = (page: any) => ({ ...page, title: undefined, description: undefined, examples: undefined, properties: { ...page.properties, data: undefined } });
    expect(envelope(CollectorPage)).toEqual(envelope(SurveyResponsePage));
    expect(JSON.stringify(document)).not.toContain("$dynamic");
  });

  it.each(RECORDS)("gives %s a title, a description and examples that both profiles accept", (record) => {
    const schema = document.components.schemas[record];
    expect(schema.title).toBe(record);
    expect(schema.description.length).toBeGreaterThan(10);
    expect(schema.examples.length).toBeGreaterThan(0);
    for (const profile of PROFILES) {
      for (const example of schema.examples) expect(recordApi(profile, record).is(example)).toBe(true);
    }
  });
});
