// scripts/vocabulary/limit-number.js: the bounds of a number, in the check code, the issues and
// the reference.
import { describe, expect, it } from "vitest";
import limitNumber from "../../scripts/vocabulary/limit-number.js";
import { buildCheckCode } from "../../scripts/lib/check-code.js";

/** The check of a one-field record whose field has `bounds`, as the generator emits it. */
async function checkOf(bounds: Record<string, number>): Promise<(value: unknown) => boolean> {
  const code = buildCheckCode({ defs: { R: { type: "integer", ...bounds } }, recordNames: ["R"], formats: {} });
  const helpers = (await import("../../generated/validators/check-helpers.js")) as Record<string, unknown>;
  const body = code
    .replace(/^import .*$/m, "")
    .replace(/^export function/gm, "function")
    .replace(/export const (\w+) =/g, "exports.$1 =");
  const exports: Record<string, (value: unknown) => boolean> = {};
  new Function("exports", ...Object.keys(helpers), body)(exports, ...Object.values(helpers));
  return exports.R!;
}

describe("limit-number", () => {
  it.each([
    ["minimum", 3, [3, 4], [2]],
    ["maximum", 3, [2, 3], [4]],
    ["exclusiveMinimum", 3, [4], [3, 2]],
    ["exclusiveMaximum", 3, [2], [3, 4]],
  ] as const)("%s %d: the check admits %j and rejects %j", async (keyword, limit, admitted, rejected) => {
    const check = await checkOf({ [keyword]: limit });
    for (const value of admitted) expect(check(value), `${value}`).toBe(true);
    for (const value of rejected) expect(check(value), `${value}`).toBe(false);
  });

  it("words its issues and its reference", () => {
    expect(limitNumber.minimum.issue.message).toBe("must be {limit} or more");
    expect(limitNumber.exclusiveMaximum.issue.message).toBe("must be less than {limit}");
    expect(limitNumber.maximum.reference({ maximum: 10 })).toBe("maximum 10");
  });

  it("says how diff judges a change", () => {
    expect([limitNumber.minimum.diff, limitNumber.exclusiveMinimum.diff]).toEqual(["lower bound", "lower bound"]);
    expect([limitNumber.maximum.diff, limitNumber.exclusiveMaximum.diff]).toEqual(["upper bound", "upper bound"]);
  });
});
