// A generic page ($dynamicRef items, supplied by each page's $dynamicAnchor) through diff: the
// item made nullable in each form it can be written in is a widening of that page's items, with
// null as its witness; a rewrite that still refuses null is no change.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compareDocuments } from "../../src/diff/compare-documents.js";

const PAGE = JSON.parse(readFileSync(new URL("../fixtures/diff-references/dynamic-item-made-nullable/previous.json", import.meta.url), "utf8"));
const schemas = (document: any) => document.components.schemas;
const ITEMS = "/components/schemas/CollectorPage/properties/data/items";

function changesOf(edit: (document: any) => void) {
  const current = structuredClone(PAGE);
  edit(current);
  return compareDocuments(PAGE, current)
    .filter((change) => change.class !== "compatible")
    .map(({ rule, pointer, witnesses }) => [rule, pointer, witnesses?.map(({ value, admittedBy }) => [value, admittedBy])]);
}

describe("the item of a generic page made nullable, in each form", () => {
  it.each([
    [
      "the page's anchor as an anyOf of the record and null",
      (d: any) => (schemas(d).CollectorPage.$defs.item = { $dynamicAnchor: "item", anyOf: [{ $ref: "collector" }, { type: "null" }] }),
    ],
    [
      "the page's anchor as a oneOf of null and the record",
      (d: any) => (schemas(d).CollectorPage.$defs.item = { $dynamicAnchor: "item", oneOf: [{ type: "null" }, { $ref: "collector" }] }),
    ],
    [
      "the generic's items as an anyOf of the dynamic reference and null",
      (d: any) => (schemas(d).Page.properties.data.items = { anyOf: [{ $dynamicRef: "#item" }, { type: "null" }] }),
    ],
  ])("%s", (_, edit) => {
    expect(changesOf(edit)).toEqual([["TYPE_WIDENED", ITEMS, [[null, "current"]]]]);
  });

  it("the record the page supplies made nullable: the record and the page's items both widen", () => {
    expect(changesOf((d) => (schemas(d).Collector.type = ["object", "null"]))).toEqual([
      ["TYPE_WIDENED", "/components/schemas/Collector", [[null, "current"]]],
      ["TYPE_WIDENED", ITEMS, [[null, "current"]]],
    ]);
  });

  it("a type list with null beside an anyOf of the record alone, which still refuses null, is no change", () => {
    expect(changesOf((d) => (schemas(d).CollectorPage.$defs.item = { $dynamicAnchor: "item", anyOf: [{ $ref: "collector" }], type: ["object", "null"] }))).toEqual([]);
  });
});
