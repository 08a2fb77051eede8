// src/diff/version-policy.ts (design decision D17): the least bump a set of changes needs, 0.x
// read as npm's caret ranges read it, and whether a version shows that bump.
import { describe, expect, it } from "vitest";
import { bumpBetween, judgeVersions, neededBump } from "../../src/diff/version-policy.js";

describe("version policy", () => {
  it("needs the highest bump of any change, none for no change", () => {
    expect(neededBump([], "1.2.3")).toBe("none");
    expect(neededBump(["ANNOTATION_CHANGED"], "1.2.3")).toBe("patch");
    expect(neededBump(["ANNOTATION_CHANGED", "FIELD_ADDED_OPTIONAL"], "1.2.3")).toBe("minor");
    expect(neededBump(["FIELD_ADDED_OPTIONAL", "FIELD_REMOVED", "ANNOTATION_CHANGED"], "1.2.3")).toBe("major");
    expect(neededBump(["FIELD_REMOVED", "FIELD_ADDED_OPTIONAL"], "1.2.3")).toBe("major");
  });

  it("needs only a minor bump for a break while the major version is 0", () => {
    expect(neededBump(["FIELD_REMOVED"], "0.9.1")).toBe("minor");
    expect(neededBump(["FIELD_REMOVED"], "0.0.1")).toBe("minor");
    expect(neededBump(["ANNOTATION_CHANGED"], "0.9.1")).toBe("patch");
    expect(neededBump(["FIELD_REMOVED"], "not a version")).toBe("major");
  });

  it("reads the bump between two versions by the highest part that went up", () => {
    expect(bumpBetween("1.2.3", "2.0.0")).toBe("major");
    expect(bumpBetween("1.2.3", "2.5.9")).toBe("major");
    expect(bumpBetween("1.2.3", "1.3.0")).toBe("minor");
    expect(bumpBetween("1.2.3", "1.2.4")).toBe("patch");
    expect(bumpBetween("1.2.3", "1.2.3")).toBe("none");
    expect(bumpBetween("1.2.3", "1.2.3-beta.1")).toBe("none");
    expect(bumpBetween("1.2.3+build.7", "1.2.4")).toBe("patch");
    expect(bumpBetween("1.2.3", "1.2.2")).toBeUndefined();
    expect(bumpBetween("1.2.3", "1.1.9")).toBeUndefined();
    expect(bumpBetween("2.0.0", "1.9.9")).toBeUndefined();
    for (const bad of ["1.2", "v1.2.3", "01.2.3", "1.02.3", "1.2.03", "1.2.3.4", "", "a.b.c", " 1.2.3"]) {
      expect(bumpBetween(bad, "9.9.9"), bad).toBeUndefined();
      expect(bumpBetween("0.0.0", bad), bad).toBeUndefined();
    }
    expect(bumpBetween("0.0.0", "10.20.30")).toBe("major");
  });

  it("holds the version to the bump the changes need, or more", () => {
    expect(judgeVersions(["FIELD_REMOVED"], "1.2.3", "2.0.0")).toEqual({ previous: "1.2.3", current: "2.0.0", needed: "major", shown: "major", ok: true });
    expect(judgeVersions(["FIELD_REMOVED"], "1.2.3", "1.3.0")).toMatchObject({ needed: "major", shown: "minor", ok: false });
    expect(judgeVersions(["FIELD_ADDED_OPTIONAL"], "1.2.3", "2.0.0")).toMatchObject({ needed: "minor", shown: "major", ok: true });
    expect(judgeVersions(["FIELD_ADDED_OPTIONAL"], "1.2.3", "1.3.0")).toMatchObject({ needed: "minor", shown: "minor", ok: true });
    expect(judgeVersions(["FIELD_ADDED_OPTIONAL"], "1.2.3", "1.2.4")).toMatchObject({ needed: "minor", shown: "patch", ok: false });
    expect(judgeVersions([], "1.2.3", "1.2.3")).toMatchObject({ needed: "none", shown: "none", ok: true });
    expect(judgeVersions([], "1.2.3", "1.2.2")).toMatchObject({ shown: undefined, ok: false });
    expect(judgeVersions(["FIELD_REMOVED"], "0.4.0", "0.5.0")).toMatchObject({ needed: "minor", ok: true });
  });
});
