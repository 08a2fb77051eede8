// Standard Schema V1 (D13): every record, in both entries, under its own name, so that tRPC,
// Hono, TanStack Form and every other Standard Schema consumer take it as it is: synchronous,
// the verdict of isX, the issues of assertX with their paths as segments.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { contractFormats } from "../generated/validators/formats.js";
import * as tolerant from "../src/index.js";
import * as strict from "../src/strict.js";
import type { RecordSchema } from "../src/validation/standard-schema.js";
import { RECORDS } from "./contract-table.js";
import { FULL, MINIMAL, copy } from "./fixtures.js";
import { PROFILES, issuesOf, recordApi } from "./profiles.js";

const ENTRIES = { tolerant, strict } as unknown as Record<(typeof PROFILES)[number], Record<string, RecordSchema<unknown>>>;

describe.each(PROFILES)("%s entry", (profile) => {
  describe.each(RECORDS)("%s", (record) => {
    const schema = ENTRIES[profile][record]!;
    const api = recordApi(profile, record);

    it("is a Standard Schema of version 1 from this package", () => {
      expect(schema["~standard"].version).toBe(1);
      expect(schema["~standard"].vendor).toBe("@survey-collection/contract");
      expect(typeof schema["~standard"].validate).toBe("function");
    });

    it("returns a valid record itself, synchronously, unchanged", () => {
      for (const value of [copy(FULL[record]), copy(MINIMAL[record])]) {
        const before = JSON.stringify(value);
        const result = schema["~standard"].validate(value);
        expect(result).not.toBeInstanceOf(Promise);
        expect(result).toEqual({ value });
        expect((result as { value: unknown }).value).toBe(value);
        expect(JSON.stringify(value)).toBe(before);
      }
    });

    it("gives its published JSON Schema as Standard JSON Schema, in draft 2020-12 and draft-07, input and output alike", () => {
      const published = JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../generated/schemas/${profile === "strict" ? "strict/" : ""}${record}.json`), "utf8"));
      const { jsonSchema } = schema["~standard"];
      expect(jsonSchema.input({ target: "draft-2020-12" })).toEqual(published);
      expect(jsonSchema.output({ target: "draft-2020-12" })).toEqual(published);
      const draft07 = jsonSchema.input({ target: "draft-07" });
      expect(draft07.$schema).toBe("http://json-schema.org/draft-07/schema#");
      expect(JSON.stringify(draft07)).not.toContain("$defs");
      // Each draft, in an engine of that draft, gives the package's verdicts.
      const checks = [
        new Ajv2020({ strict: false, formats: contractFormats }).compile(jsonSchema.input({ target: "draft-2020-12" })),
        new Ajv({ strict: false, formats: contractFormats }).compile(draft07),
      ];
      for (const value of [copy(FULL[record]), copy(MINIMAL[record]), { ...copy(FULL[record]), unexpected: 1 }, {}, null]) {
        for (const check of checks) expect(check(value), JSON.stringify(value)).toBe(api.is(value));
      }
    });

    // A tool (an AI SDK, an MCP server) sends the schema to a model as it is: a generator's comment
    // is noise there, and a record that says nothing of unknown properties is closed by some.
    it("carries no comment and says of every record whether it admits unknown properties, in each draft", () => {
      for (const target of ["draft-2020-12", "draft-07"] as const) {
        const records: unknown[] = [];
        const comments: string[] = [];
        const visit = (node: unknown, at: string): void => {
          if (typeof node !== "object" || node === null) return;
          for (const [key, child] of Object.entries(node)) {
            if (key === "$comment") comments.push(at);
            visit(child, `${at}/${key}`);
          }
          if ("properties" in node && typeof node.properties === "object") records.push((node as { additionalProperties?: unknown }).additionalProperties);
        };
        visit(schema["~standard"].jsonSchema.input({ target }), "");
        expect(comments).toEqual([]);
        expect(records.length).toBeGreaterThan(0);
        expect(new Set(records)).toEqual(new Set([profile === "tolerant"]));
      }
    });

    it("refuses a JSON Schema target it cannot give, as the spec asks", () => {
      expect(() => schema["~standard"].jsonSchema.input({ target: "openapi-3.0" })).toThrow(
        'no JSON Schema for the target "openapi-3.0": the contract gives draft-2020-12 and draft-07',
      );
    });

    it("gives a new JSON Schema each time, so a caller's change stays the caller's", () => {
      const first = schema["~standard"].jsonSchema.input({ target: "draft-2020-12" });
      first.title = "changed";
      expect(schema["~standard"].jsonSchema.input({ target: "draft-2020-12" }).title).toBe(record);
    });

    it("fails what isX rejects, with assertX's messages and each path as segments", () => {
      for (const value of [null, [], "x", 42, { ...copy(FULL[record]), unexpected: 1 }, {}]) {
        const result = schema["~standard"].validate(value);
        expect(result.issues === undefined, JSON.stringify(value)).toBe(api.is(value));
        if (result.issues === undefined) continue;
        const issues = issuesOf(api, value);
        expect(result.issues.map((issue) => issue.message)).toEqual(issues.map((issue) => issue.message));
      }
    });
  });
});

describe("issue paths", () => {
  it("name array indexes as numbers and property names as strings", () => {
    const page = copy(FULL.CollectorPage) as { data: { groups: { createdAt: string }[] }[] };
    page.data[1] = { ...copy(FULL.Collector), groups: [{ ...copy(FULL.CollectorGroup), createdAt: "2026-02-30T00:00:00Z" }] };
    for (const entry of [tolerant, strict]) {
      const result = entry.CollectorPage["~standard"].validate(page);
      expect(result.issues).toEqual([{ message: "is not a day of the calendar: 2026-02 has 28 days", path: ["data", 1, "groups", 0, "createdAt"] }]);
    }
  });

  it("keep a numeric property name of an object a string, and unescape ~0 and ~1", () => {
    const result = strict.FromEmail["~standard"].validate({ ...copy(FULL.FromEmail), "0": 1, "a/b~c": 2 });
    expect(result.issues?.map((issue) => issue.path)).toEqual([["0"], ["a/b~c"]]);
  });

  it("the whole value is the empty path", () => {
    expect(tolerant.Collector["~standard"].validate("not a record").issues?.[0]?.path).toEqual([]);
  });

  it("nothing throws for hostile values", () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const throwing = Object.defineProperty({ ...copy(FULL.Collector) }, "status", {
      get() {
        throw new Error("boom");
      },
      enumerable: true,
    });
    for (const value of [
      proxy,
      throwing,
      new Proxy(copy(FULL.Collector), {
        ownKeys: () => {
          throw new Error("boom");
        },
      }),
    ]) {
      expect(tolerant.Collector["~standard"].validate(value).issues?.length).toBeGreaterThan(0);
      expect(strict.CollectorPage["~standard"].validate({ ...copy(MINIMAL.CollectorPage), data: [value] }).issues?.[0]?.path?.slice(0, 2)).toEqual(["data", 0]);
    }
  });
});
