// scripts/vocabulary/type.js, annotations.js, structure.js and unchecked.js: the keywords the
// generator's walk handles, the ones it ignores, and the ones it refuses.
import { describe, expect, it } from "vitest";
import annotations from "../../scripts/vocabulary/annotations.js";
import structure from "../../scripts/vocabulary/structure.js";
import type from "../../scripts/vocabulary/type.js";
import unchecked from "../../scripts/vocabulary/unchecked.js";
import { buildCheckCode } from "../../scripts/lib/check-code.js";

const generate = (schema: Record<string, unknown>) => buildCheckCode({ defs: { R: schema }, recordNames: ["R"], formats: {} });

describe("the walk's keywords", () => {
  it("name the child property an issue's path ends in for required and additionalProperties", () => {
    expect(type.required.issue).toEqual({ message: "is required but missing", child: "missingProperty" });
    expect(type.additionalProperties.issue.child).toBe("additionalProperty");
    expect(type.type.issue.message).toBe("must be {type}");
  });

  it("let annotations pass without a trace in the check code, and judge their changes compatible", () => {
    const plain = generate({ type: "string" });
    expect(generate({ type: "string", title: "T", description: "D", examples: ["x"], deprecated: true })).toBe(plain);
    for (const definition of Object.values(annotations)) expect(definition).toEqual({ diff: "annotation", check: "ignored" });
  });

  it("refuse every keyword with no check code, and every structure keyword", () => {
    const withoutCheck = Object.entries(unchecked as Record<string, { check?: unknown }>).filter(([, definition]) => typeof definition.check !== "function");
    expect(withoutCheck.length).toBeGreaterThan(0);
    for (const [keyword] of withoutCheck) expect(() => generate({ type: "string", [keyword]: 1 }), keyword).toThrow(`keyword "${keyword}" has no check code`);
    expect(() => generate({ type: "string", $id: "x" })).toThrow('keyword "$id" has no check code');
    expect(Object.values(structure).every((definition) => !("check" in definition))).toBe(true);
  });
});
