// scripts/vocabulary/limit-items.js: minItems and maxItems in the check code (against Ajv), the
// issues and the reference.
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import limitItems from "../../scripts/vocabulary/limit-items.js";
import { compiledCheck } from "./compiled-check.js";

const ARRAYS = [[], [1], [1, 2], [1, 2, 3], [null, null, null, null]];

describe("limit-items", () => {
  it.each([
    ["minItems", 0],
    ["minItems", 2],
    ["maxItems", 0],
    ["maxItems", 2],
  ] as const)("%s %d: the check and Ajv agree", (keyword, limit) => {
    const schema = { type: "array", [keyword]: limit };
    const check = compiledCheck(schema);
    const ajv = new Ajv2020().compile(schema);
    for (const value of ARRAYS) expect(check(value), JSON.stringify(value)).toBe(ajv(value));
    expect(check("not an array")).toBe(false);
  });

  it("stands beside items: both must hold", () => {
    const check = compiledCheck({ type: "array", items: { type: "integer" }, minItems: 1 });
    expect([check([]), check([1]), check(["a"])]).toEqual([false, true, false]);
  });

  it("words its issues and its reference, and says how diff judges a change", () => {
    expect(limitItems.minItems.issue.message).toBe("must hold {limit} items or more");
    expect(limitItems.maxItems.reference({ maxItems: 5 })).toBe("maxItems 5");
    expect([limitItems.minItems.diff, limitItems.maxItems.diff]).toEqual(["lower bound", "upper bound"]);
  });
});
