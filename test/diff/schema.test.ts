// A schema as diff reads it (src/diff/schema.ts): the boolean schemas as the objects they stand for.
import { describe, expect, it } from "vitest";
import { asObject } from "../../src/diff/schema.js";

describe("asObject", () => {
  it("reads true and an absent schema as {} (anything), false as { not: {} } (nothing)", () => {
    expect(asObject(true)).toEqual({});
    expect(asObject(undefined)).toEqual({});
    expect(asObject(false)).toEqual({ not: {} });
  });

  it("gives an object schema itself", () => {
    const schema = { type: "string" };
    expect(asObject(schema)).toBe(schema);
    expect(asObject({})).toEqual({});
  });
});
