// scripts/vocabulary/values.js: enum and const, in the check code, the issues and the reference.
import { describe, expect, it } from "vitest";
import values from "../../scripts/vocabulary/values.js";

const literal = (value: unknown) => JSON.stringify(value);

describe("values", () => {
  it("checks a value against each listed value with ===, and const against its one", () => {
    const [enumCondition] = values.enum.check({ enum: ["SMS", null, 3] }, "v", { literal });
    expect(enumCondition).toBe('(v === "SMS" || v === null || v === 3)');
    expect(new Function("v", `return ${enumCondition}`)("SMS")).toBe(true);
    expect(new Function("v", `return ${enumCondition}`)("sms")).toBe(false);
    expect(values.const.check({ const: "acme" }, "v", { literal })).toEqual(['v === "acme"']);
  });

  it("words its issues and the reference, leaving null out of the list of values", () => {
    expect(values.enum.issue.message).toBe("must be one of {allowedValues}");
    expect(values.enum.reference({ enum: ["A", "B", null] })).toBe('one of "A", "B"');
    expect(values.const.reference({ const: "acme" })).toBe('always "acme"');
    expect(values.enum.diff).toBe("values");
  });
});
