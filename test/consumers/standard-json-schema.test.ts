// A real consumer of Standard JSON Schema, from the packed tarball: the AI SDK's asSchema, which
// tools and structured output use, takes a record as it is, reads its JSON Schema through
// `~standard.jsonSchema` (draft-07, the target it asks for) and validates through
// `~standard.validate`, typed; what it sends carries no comment. It rewrites the schema it is given in place, so the package
// hands out a new object each call.
import { expect, it } from "vitest";
import { runProgram } from "./node-project.js";

const TIMEOUT = 240_000;

const PROGRAM = `import { asSchema, safeValidateTypes } from "@ai-sdk/provider-utils";
import { Collector } from "@survey-collection/contract";
import { makeCollector } from "@survey-collection/contract/testing";

async function main() {
  const read = await asSchema(Collector).jsonSchema;
  const published = Collector["~standard"].jsonSchema.input({ target: "draft-07" });
  const valid = await safeValidateTypes({ value: makeCollector({ name: "Spring newsletter" }, { seed: 2 }), schema: Collector });
  const name: string | null = valid.success ? valid.value.name : null;
  const invalid = await safeValidateTypes({ value: { id: 1 }, schema: Collector });
  console.log(JSON.stringify({
    dialect: read.$schema,
    sameRequired: JSON.stringify(read.required) === JSON.stringify(published.required),
    sameFields: JSON.stringify(Object.keys(read.properties ?? {})) === JSON.stringify(Object.keys(Object(published.properties))),
    // The SDK closes every object it sends, whatever the schema says (its strict structured
    // output wants it): stricter than the tolerant record, so all the model gives is valid. The
    // record says it is open, for the tools that read it as it is.
    closedByTheSdk: read.additionalProperties,
    ours: published.additionalProperties,
    comment: JSON.stringify(read).includes("$comment"),
    name,
    invalid: invalid.success,
  }));
}
void main();
`;

it(
  "the AI SDK's asSchema reads a record's JSON Schema (draft-07) and validates with it, typed",
  async () => {
    const stdout = await runProgram("standard-json-schema", ["@ai-sdk/provider-utils@4", "zod@4"], PROGRAM);
    expect(JSON.parse(stdout)).toEqual({
      dialect: "http://json-schema.org/draft-07/schema#",
      sameRequired: true,
      sameFields: true,
      closedByTheSdk: false,
      ours: true,
      comment: false,
      name: "Spring newsletter",
      invalid: false,
    });
  },
  TIMEOUT,
);
