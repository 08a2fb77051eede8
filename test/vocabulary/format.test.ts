// scripts/vocabulary/format.js: format, by the checks formats/vocabulary.json lists.
import { describe, expect, it } from "vitest";
import format from "../../scripts/vocabulary/format.js";
import { FORMAT_WORDS } from "../../generated/validators/format-words.js";

describe("format", () => {
  it("calls the check of the format, and refuses a format formats/ has no check for", () => {
    const context = { formats: { uuid: "isUuid" }, where: "R/properties/id", literal: JSON.stringify };
    expect(format.format.check({ format: "uuid" }, "v", context)).toEqual(["isUuid(v)"]);
    expect(() => format.format.check({ format: "email" }, "v", context)).toThrow('R/properties/id: format "email" has no check in formats/');
  });

  it("words the reference from formats/vocabulary.json, and the issues through the generated words", () => {
    expect(format.format.reference({ format: "date-time" })).toBe("format date-time (RFC 3339, with offset)");
    expect(format.format.reference({ format: "ipv4" })).toBe("format ipv4");
    expect(format.format.issue.message).toBe("must be {format}");
    expect(FORMAT_WORDS.uuid).toBe("a UUID (8-4-4-4-12 hex digits)");
  });
});
