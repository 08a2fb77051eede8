// A refused request answered the same in every framework: the 400 body's title, the Fetch API
// Response (Hono, Elysia, Next.js, Workers, Deno, Bun), tRPC's errorFormatter and vee-validate's
// typed schema, each over fieldErrors and badRequestBody.
import { describe, expect, it } from "vitest";
import * as tolerant from "../src/index.js";
import * as strict from "../src/strict.js";
import { BAD_REQUEST_CONTENT_TYPE, ContractValidationError, badRequestBody, badRequestResponse, fieldErrors, trpcErrorFormatter, veeValidateSchema } from "../src/index.js";
import { boundedIssues } from "../src/validation/standard-issues.js";
import type { StandardSchemaV1 } from "../src/validation/standard-schema.js";
import { FULL, copy } from "./fixtures.js";

/** A collector with a wrong nested e-mail, an impossible day and a wrong type in its second group, and no name. */
function badCollector(): Record<string, unknown> {
  const collector = copy(FULL.Collector) as Record<string, any>;
  delete collector.name;
  collector.fromEmail = { ...collector.fromEmail, email: 7 };
  collector.groups[1].createdAt = "2026-02-30T00:00:00Z";
  return collector;
}

function issuesOf(schema: StandardSchemaV1, value: unknown): readonly StandardSchemaV1.Issue[] {
  const result = schema["~standard"].validate(value) as StandardSchemaV1.Result<unknown>;
  if (!result.issues) throw new Error("accepted");
  return result.issues;
}

function refusal(act: () => unknown): ContractValidationError {
  try {
    act();
  } catch (error) {
    if (error instanceof ContractValidationError) return error;
    throw error;
  }
  throw new Error("accepted");
}

const OTHER_SCHEMA_ISSUES: StandardSchemaV1.Issue[] = [{ message: "Required", path: ["email"] }];

describe("badRequestBody's title", () => {
  it.each([
    ["the tolerant record's Standard Schema", () => issuesOf(tolerant.Collector, badCollector())],
    ["the strict record's Standard Schema", () => issuesOf(strict.Collector, badCollector())],
    ["decodeX's Standard Schema", () => issuesOf(tolerant.decodeCollector, badCollector())],
    ["toWireX's Standard Schema", () => issuesOf(strict.toWireCollector, badCollector())],
    ["the issues as the package keeps them (Fastify's 400)", () => boundedIssues(issuesOf(tolerant.Collector, badCollector()))],
  ])("names the record whose %s found the issues", (_from, issues) => {
    const body = badRequestBody(issues());
    expect(body.title).toBe("Invalid Collector");
    expect(body.errors).toEqual(fieldErrors(refusal(() => tolerant.assertCollector(badCollector()))));
  });

  it("names the record of a page whose Standard Schema found the issues", () => {
    expect(badRequestBody(issuesOf(strict.CollectorPage, { page: -1 })).title).toBe("Invalid CollectorPage");
  });

  it("stays 'Invalid request body' for another schema's issues, and for a copy of the list made elsewhere", () => {
    expect(badRequestBody(OTHER_SCHEMA_ISSUES).title).toBe("Invalid request body");
    expect(badRequestBody([...issuesOf(tolerant.Collector, badCollector())]).title).toBe("Invalid request body");
  });

  it("is the title given, whatever refused the request", () => {
    const title = "The collector cannot be saved";
    expect(
      badRequestBody(
        refusal(() => tolerant.assertCollector(badCollector())),
        { title },
      ).title,
    ).toBe(title);
    expect(badRequestBody(issuesOf(tolerant.Collector, badCollector()), { title }).title).toBe(title);
    expect(badRequestBody(OTHER_SCHEMA_ISSUES, { title })).toEqual({ type: "about:blank", title, status: 400, errors: { email: "Required" } });
  });

  it("keeps its bounds: a record's 500 issues give 100 fields, and the title", () => {
    const page = { page: 0, pageSize: 1, totalCount: 0, data: Array.from({ length: 500 }, () => ({})) };
    const body = badRequestBody(issuesOf(tolerant.CollectorPage, page));
    expect(body.title).toBe("Invalid CollectorPage");
    expect(Object.keys(body.errors)).toHaveLength(100);
  });
});

describe("badRequestResponse", () => {
  it("is the Fetch API's 400 Response: problem+json, the body badRequestBody makes", async () => {
    const error = refusal(() => strict.assertCollector(badCollector()));
    const response = badRequestResponse(error);
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe(BAD_REQUEST_CONTENT_TYPE);
    expect(await response.json()).toEqual({ ...badRequestBody(error) });
  });

  it("takes a record's Standard Schema issues, titled after it, or a title given", async () => {
    expect(await badRequestResponse(issuesOf(tolerant.Collector, badCollector())).json()).toMatchObject({ title: "Invalid Collector", status: 400 });
    expect(await badRequestResponse(OTHER_SCHEMA_ISSUES, { title: "Bad form" }).json()).toEqual({
      type: "about:blank",
      title: "Bad form",
      status: 400,
      errors: { email: "Required" },
    });
  });

  it("writes a sender's key as data, never as the field it imitates", async () => {
    const error = refusal(() => strict.assertFromEmail({ ...copy(FULL.FromEmail), "fromEmail.email": 1 }));
    const { errors } = (await badRequestResponse(error).json()) as { errors: Record<string, string> };
    expect(Object.keys(errors)).toEqual(['["fromEmail.email"]']);
  });
});

describe("trpcErrorFormatter", () => {
  /** tRPC's default shape of an error, as its errorFormatter is given it. */
  const shape = (code: string) => ({ message: "Input validation failed", code: -32600, data: { code, httpStatus: 400, path: "collector.create" } });

  /** What tRPC throws for an input its Standard Schema parser refused: an error holding the issues. */
  function schemaError(issues: readonly StandardSchemaV1.Issue[]): Error {
    return Object.assign(new Error(issues[0]?.message), { issues });
  }

  it("adds the field map of a refused input: a record's issues, an assertX's error, another schema's issues", () => {
    const expected = fieldErrors(refusal(() => tolerant.assertCollector(badCollector())));
    for (const cause of [schemaError(issuesOf(tolerant.Collector, badCollector())), refusal(() => tolerant.assertCollector(badCollector()))]) {
      const formatted = trpcErrorFormatter({ shape: shape("BAD_REQUEST"), error: { code: "BAD_REQUEST", cause } });
      expect(formatted).toEqual({ ...shape("BAD_REQUEST"), data: { ...shape("BAD_REQUEST").data, fieldErrors: expected } });
    }
    const other = trpcErrorFormatter({ shape: shape("BAD_REQUEST"), error: { code: "BAD_REQUEST", cause: schemaError(OTHER_SCHEMA_ISSUES) } });
    expect(other.data.fieldErrors).toEqual({ email: "Required" });
  });

  it("adds null for every other error: another code (an invalid reply), another cause, no cause, a cause that throws when read", () => {
    const issues = issuesOf(tolerant.Collector, badCollector());
    const throwing = new Proxy(
      {},
      {
        get() {
          throw new Error("no");
        },
      },
    );
    for (const error of [
      { code: "INTERNAL_SERVER_ERROR", cause: schemaError(issues) },
      { code: "BAD_REQUEST", cause: new Error("not a refusal") },
      { code: "BAD_REQUEST", cause: { issues: "not a list" } },
      { code: "BAD_REQUEST" },
      { code: "BAD_REQUEST", cause: throwing },
    ]) {
      expect(trpcErrorFormatter({ shape: shape(error.code), error })).toEqual({ ...shape(error.code), data: { ...shape(error.code).data, fieldErrors: null } });
    }
  });
});

describe("veeValidateSchema", () => {
  it("is vee-validate's typed schema: the record's value when valid", async () => {
    const schema = veeValidateSchema(strict.Collector);
    expect(schema.__type).toBe("VVTypedSchema");
    const valid = copy(FULL.Collector);
    await expect(schema.parse(valid as never)).resolves.toEqual({ value: valid, errors: [] });
  });

  it("gives each field's messages under the name vee-validate gives it, indices in brackets", async () => {
    const { value, errors } = await veeValidateSchema(tolerant.Collector).parse(badCollector() as never);
    expect(value).toBeUndefined();
    expect(errors).toEqual([
      { path: "name", errors: ["is required but missing"] },
      { path: "fromEmail.email", errors: ["must be a string"] },
      { path: "groups[1].createdAt", errors: ["is not a day of the calendar: 2026-02 has 28 days"] },
    ]);
  });

  it("keeps every message of a field, and the profile of the entry the record comes from", async () => {
    const twice: StandardSchemaV1<unknown, unknown> = {
      "~standard": {
        version: 1,
        vendor: "test",
        validate: () => ({
          issues: [
            { message: "too short", path: ["name"] },
            { message: "no digits", path: [{ key: "name" }] },
          ],
        }),
      },
    };
    await expect(veeValidateSchema(twice).parse({})).resolves.toEqual({ errors: [{ path: "name", errors: ["too short", "no digits"] }] });
    const withExtra = { ...copy(FULL.Collector), internalNotes: "x" };
    await expect(veeValidateSchema(tolerant.Collector).parse(withExtra as never)).resolves.toEqual({ value: withExtra, errors: [] });
    await expect(veeValidateSchema(strict.Collector).parse(withExtra as never)).resolves.toEqual({ errors: [{ path: "internalNotes", errors: ["is not allowed here"] }] });
  });

  it("awaits a schema that answers later, and keeps the first 100 issues", async () => {
    const many: StandardSchemaV1<unknown, unknown> = {
      "~standard": { version: 1, vendor: "test", validate: async () => ({ issues: Array.from({ length: 500 }, (_, i) => ({ message: "bad", path: ["rows", i] })) }) },
    };
    const { errors } = await veeValidateSchema(many).parse({});
    expect(errors).toHaveLength(100);
    expect(errors[99]).toEqual({ path: "rows[99]", errors: ["bad"] });
  });
});

describe("toWireX as a Standard Schema (the output side)", () => {
  const row = () => ({ ...copy(FULL.CollectorGroup), createdAt: new Date("2026-03-01T09:00:00.000Z"), departmentId: null, unnamedColumn: 1 });

  it.each([
    ["tolerant", tolerant],
    ["strict", strict],
  ])("takes a row with Dates and outputs the wire record toWireX makes (%s entry)", (_entry, entry) => {
    const result = entry.toWireCollectorGroup["~standard"].validate(row());
    expect(result).toEqual({ value: entry.toWireCollectorGroup(row() as never) });
    expect((result as { value: { createdAt: unknown } }).value.createdAt).toBe("2026-03-01T09:00:00.000Z");
    expect(entry.toWireCollectorGroup["~standard"]).toMatchObject({ version: 1, vendor: "@survey-collection/contract" });
  });

  it("refuses what toWireX refuses, with its issues as Standard Schema paths, never throwing", () => {
    const result = tolerant.toWireCollectorPage["~standard"].validate({
      page: 0,
      pageSize: 1,
      totalCount: 1,
      data: [{ ...copy(FULL.Collector), groups: [{ ...row(), createdAt: new Date(NaN) }] }],
    });
    expect(result.issues).toEqual([{ message: "must be a valid date and time", path: ["data", 0, "groups", 0, "createdAt"] }]);
    expect(badRequestBody(result.issues!)).toMatchObject({ title: "Invalid CollectorPage", errors: { "data.0.groups.0.createdAt": "must be a valid date and time" } });
    expect(tolerant.toWireCollector["~standard"].validate(null).issues).toEqual([{ message: "must be an object", path: [] }]);
  });
});
