// diff follows every reference the way a JSON Schema 2020-12 validator resolves it (JSON
// Pointers into any schema, $defs at any depth, $anchor, $id), compares what each place means,
// and stays quiet on refactors that change no value's verdict.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compareDocuments } from "../../src/diff/compare-documents.js";
import { FROZEN_DOCUMENT } from "../documents.js";

const DOCUMENT = JSON.parse(readFileSync(FROZEN_DOCUMENT, "utf8"));
const COLLECTOR = "/components/schemas/Collector";

/** The package's document with `edit` applied to a copy. */
function edited(edit: (schemas: any) => void, from: unknown = DOCUMENT): any {
  const document = structuredClone(from);
  edit((document as any).components.schemas);
  return document;
}

/** Collector's counts as a $defs member of Collector, reached by a pointer. */
const withCountInDefs = edited((schemas) => {
  schemas.Collector.$defs = { Count: { type: "integer", minimum: 0 } };
  schemas.Collector.properties.completedResponsesCount = { $ref: "#/components/schemas/Collector/$defs/Count" };
});

const changesOf = (previous: unknown, current: unknown) => compareDocuments(previous as never, current as never).map(({ rule, class: side, pointer }) => [rule, side, pointer]);

describe("references other than #/components/schemas/Name", () => {
  it("a bound tightened in a $defs member reached by a pointer is a break where it is used", () => {
    const current = edited((schemas) => (schemas.Collector.$defs.Count.minimum = 1), withCountInDefs);
    expect(changesOf(withCountInDefs, current)).toEqual([["BOUND_TIGHTENED", "breaking for producers", `${COLLECTOR}/properties/completedResponsesCount`]]);
  });

  it("null admitted by a $defs member is a widened type where it is used", () => {
    const current = edited((schemas) => (schemas.Collector.$defs.Count.type = ["integer", "null"]), withCountInDefs);
    expect(changesOf(withCountInDefs, current)).toEqual([["TYPE_WIDENED", "breaking for clients", `${COLLECTOR}/properties/completedResponsesCount`]]);
  });

  it("a $defs member reached by its $anchor is followed too", () => {
    const previous = edited((schemas) => {
      schemas.Collector.$defs = { Count: { $anchor: "count", type: "integer", minimum: 0 } };
      schemas.Collector.properties.completedResponsesCount = { $ref: "#count" };
    });
    const current = edited((schemas) => (schemas.Collector.$defs.Count.minimum = 5), previous);
    expect(changesOf(previous, current)).toEqual([["BOUND_TIGHTENED", "breaking for producers", `${COLLECTOR}/properties/completedResponsesCount`]]);
  });

  it("a reference relative to a schema's $id is followed in its resource, and the pair it reaches compared once", () => {
    const previous = edited((schemas) => {
      schemas.Shared = { $id: "https://example.com/shared", $defs: { Name: { type: "string" } } };
      schemas.Collector.properties.name = { $ref: "https://example.com/shared#/$defs/Name" };
      schemas.Collector.properties.senderId = { $id: "https://example.com/sender", $ref: "shared#/$defs/Name" };
    });
    const current = edited((schemas) => (schemas.Shared.$defs.Name.maxLength = 40), previous);
    // The same pair of schemas, reached from two places, is compared once: where it is met first.
    expect(changesOf(previous, current)).toEqual([["BOUND_TIGHTENED", "breaking for producers", `${COLLECTOR}/properties/name`]]);
  });

  it("a $ref with constraints beside it, retargeted to a wider schema, admits more values: clients", () => {
    const previous = edited((schemas) => {
      schemas.Short = { type: "string", maxLength: 10 };
      schemas.Text = { type: "string" };
      schemas.Collector.properties.name = { $ref: "#/components/schemas/Short", minLength: 1 };
    });
    const current = edited((schemas) => (schemas.Collector.properties.name = { $ref: "#/components/schemas/Text", minLength: 1 }), previous);
    expect(changesOf(previous, current)).toEqual([["BOUND_LOOSENED", "breaking for clients", `${COLLECTOR}/properties/name`]]);
  });

  it("a reference retargeted to a record that differs both ways is one change of type", () => {
    const current = edited((schemas) => (schemas.Collector.properties.groups.items = { $ref: "#/components/schemas/FromEmail" }));
    expect(changesOf(DOCUMENT, current)).toEqual([["TYPE_CHANGED", "breaking for clients and producers", `${COLLECTOR}/properties/groups/items`]]);
  });

  it("a recursive schema reached through pointers ends", () => {
    const tree = (leaf: string) =>
      edited((schemas) => {
        schemas.Tree = {
          type: "object",
          $defs: { Node: { type: "object", properties: { label: { type: leaf }, children: { type: "array", items: { $ref: "#/components/schemas/Tree/$defs/Node" } } } } },
          $ref: "#/components/schemas/Tree/$defs/Node",
        };
      });
    expect(changesOf(tree("string"), tree("string"))).toEqual([]);
    expect(changesOf(tree("string"), tree("integer"))[0]).toEqual(["TYPE_CHANGED", "breaking for clients and producers", "/components/schemas/Tree/properties/label"]);
  });
});

describe("refactors that change nothing", () => {
  it.each([
    ["allOf: [{ $ref }] instead of $ref", (schemas: any) => (schemas.Collector.properties.type = { allOf: [{ $ref: "#/components/schemas/CollectorType" }] })],
    [
      "an inline schema moved into $defs and referenced",
      (schemas: any) => {
        schemas.Collector.$defs = { Count: structuredClone(schemas.Collector.properties.completedResponsesCount) };
        schemas.Collector.properties.completedResponsesCount = { $ref: "#/components/schemas/Collector/$defs/Count" };
      },
    ],
    ["a $ref with a description beside it", (schemas: any) => (schemas.Collector.properties.type = { $ref: "#/components/schemas/CollectorType", description: "The channel." })],
    [
      "an integer's minimum 0 written exclusiveMinimum -1",
      (schemas: any) => {
        delete schemas.Collector.properties.completedResponsesCount.minimum;
        schemas.Collector.properties.completedResponsesCount.exclusiveMinimum = -1;
      },
    ],
    [
      "a $ref with constraints laid open into the schema it refers to",
      (schemas: any) => {
        schemas.Name = { type: "string" };
        schemas.Collector.properties.name = { $ref: "#/components/schemas/Name", minLength: 0 };
      },
    ],
  ])("%s", (_, edit) => {
    const current = edited(edit);
    const breaking = compareDocuments(DOCUMENT, current).filter((change) => change.class !== "compatible" && !change.pointer.startsWith("/components/schemas/Name"));
    expect(breaking).toEqual([]);
  });
});

describe("alternatives another one covers", () => {
  const withUnion = edited((schemas) => (schemas.SurveyResponse.properties.expireIn = { anyOf: [{ type: "string" }, { type: "integer", minimum: 0 }, { type: "null" }] }));
  const EXPIRE_IN = "/components/schemas/SurveyResponse/properties/expireIn";

  it("an anyOf alternative added that an existing one already covers moves no value", () => {
    const current = edited((schemas) => schemas.SurveyResponse.properties.expireIn.anyOf.push({ type: "string", maxLength: 3 }), withUnion);
    expect(changesOf(withUnion, current)).toEqual([]);
  });

  it("an anyOf alternative removed that a remaining one covers moves no value", () => {
    const previous = edited((schemas) => schemas.SurveyResponse.properties.expireIn.anyOf.push({ type: "integer", minimum: 10 }), withUnion);
    expect(changesOf(previous, withUnion)).toEqual([]);
  });

  it("an anyOf alternative added that admits values of its own is still one", () => {
    const current = edited((schemas) => schemas.SurveyResponse.properties.expireIn.anyOf.push({ type: "boolean" }), withUnion);
    expect(changesOf(withUnion, current)).toEqual([["ALTERNATIVE_ADDED", "breaking for clients", `${EXPIRE_IN}/anyOf/3`]]);
  });
});

describe("containment that is not decided", () => {
  it("a pattern this check does not read says it could not decide, and counts both ways", () => {
    const previous = edited((schemas) => (schemas.Collector.properties.name.pattern = "^(?=[a-z])[a-z]+$"));
    const current = edited((schemas) => (schemas.Collector.properties.name.pattern = "^(?=[a-z])[a-z0-9]+$"));
    const changes = compareDocuments(previous, current).map(({ rule, class: side, pointer, message }) => ({ rule, class: side, pointer, message }));
    expect(changes).toEqual([
      {
        rule: "CONSTRAINT_CHANGED",
        class: "breaking for clients and producers",
        pointer: `${COLLECTOR}/properties/name`,
        message:
          "pattern ^(?=[a-z])[a-z]+$ became ^(?=[a-z])[a-z0-9]+$: could not decide which values this moves (a pattern this check does not read, or two too large to compare within its bounds), so it counts both ways",
      },
    ]);
  });
});

describe("$dynamicRef generics", () => {
  const BASE = "https://contract.example/";
  /** The package's document with CollectorPage written as the generic page of collectors, as schemas/ writes it. */
  const generic = (item: unknown) =>
    edited((schemas) => {
      const page = structuredClone(schemas.CollectorPage);
      page.properties.data.items = { $dynamicRef: "#item" };
      schemas.Page = { $id: `${BASE}page`, ...page, $defs: { item: { $dynamicAnchor: "item" } } };
      schemas.CollectorPage = { $id: `${BASE}collector-page`, $ref: "page", $defs: { item: { $dynamicAnchor: "item", ...(item as object) } } };
    });

  it("a page rewritten as the generic is no change to the page", () => {
    const current = generic({ $ref: "https://document.invalid/openapi.json#/components/schemas/Collector" });
    // Page is a new record; CollectorPage's own title and description went with the rewrite.
    const breaking = changesOf(DOCUMENT, current).filter(([rule, side]) => side !== "compatible" && rule !== "RECORD_ADDED");
    expect(breaking).toEqual([]);
  });

  it("the item bound to the generic made nullable admits null in the page's data", () => {
    const previous = generic({ $ref: "https://document.invalid/openapi.json#/components/schemas/Collector" });
    const current = generic({ anyOf: [{ $ref: "https://document.invalid/openapi.json#/components/schemas/Collector" }, { type: "null" }] });
    expect(changesOf(previous, current)).toEqual([["TYPE_WIDENED", "breaking for clients", "/components/schemas/CollectorPage/properties/data/items"]]);
  });
});

describe("oneOf alternatives made to overlap", () => {
  const withChoice = (second: unknown) => edited((schemas) => (schemas.SurveyResponse.properties.expireIn = { oneOf: [{ type: "string" }, second] }));
  const EXPIRE_IN = "/components/schemas/SurveyResponse/properties/expireIn/oneOf";

  it("admit fewer values: a value matching two alternatives matches none", () => {
    const changes = compareDocuments(withChoice({ type: "integer" }), withChoice({ type: ["integer", "string"] }));
    expect(changes.map(({ rule, class: side, pointer }) => [rule, side, pointer])).toEqual([["TYPE_NARROWED", "breaking for producers", EXPIRE_IN]]);
    expect(changes[0]!.message).toBe("admits values of type integer, string before, integer now (a value matching two alternatives matches none)");
  });

  it("made to part again admit more", () => {
    expect(changesOf(withChoice({ type: ["integer", "string"] }), withChoice({ type: "integer" }))).toEqual([["TYPE_WIDENED", "breaking for clients", EXPIRE_IN]]);
  });
});
