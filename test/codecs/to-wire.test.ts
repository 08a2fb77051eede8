// toWireX and stringifyX (D21) over every record, in both entries: what an application holds
// becomes exactly what the contract names, as JSON.stringify reads it, or a ContractValidationError.
import fc from "fast-check";
import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import * as tolerant from "../../src/index.js";
import * as strict from "../../src/strict.js";
import { ContractValidationError } from "../../src/index.js";
import { RECORDS, type TableName } from "../contract-table.js";
import { validRecord } from "../hostile/arbitraries.js";
import { COMPONENTS } from "../hostile/contract-schemas.js";
import { twisted } from "../hostile/non-json.js";
import { FULL, conformed } from "../fixtures.js";
import { cases } from "../depth.js";
import { errorOf } from "../profiles.js";
import { appValue, deepFrozen, strictProjection } from "./app-values.js";
import { TWO_FACED_FORMS } from "./two-faced.js";

const RUNS = cases(120, 3_000);

type Entry = Record<string, (value: unknown) => unknown>;
const ENTRIES = { tolerant: tolerant as unknown as Entry, strict: strict as unknown as Entry };
/** The root entry as a test of wrong values calls it: any value in, the wire record out. */
const loose = ENTRIES.tolerant as Record<string, (value: unknown) => any>;

function codecsOf(record: TableName) {
  return {
    toWire: (value: unknown) => ENTRIES.tolerant[`toWire${record}`]!(value),
    toWireStrict: (value: unknown) => ENTRIES.strict[`toWire${record}`]!(value),
    stringify: (value: unknown) => ENTRIES.tolerant[`stringify${record}`]!(value) as string,
    stringifyStrict: (value: unknown) => ENTRIES.strict[`stringify${record}`]!(value) as string,
    isStrict: (value: unknown) => ENTRIES.strict[`is${record}`]!(value) as boolean,
  };
}

describe.each(RECORDS)("%s", (record) => {
  const codecs = codecsOf(record);

  it("sends a valid record as JSON.stringify does, byte for byte", () => {
    fc.assert(
      fc.property(validRecord(record, "strict"), (value) => {
        expect(codecs.stringify(value)).toBe(JSON.stringify(value));
        expect(codecs.toWire(value)).toStrictEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: RUNS },
    );
  });

  it("sends what the application holds as the strict projection of what JSON.stringify sends, or throws where that is invalid", () => {
    fc.assert(
      fc.property(appValue(record), (value) => {
        const before = JSON.stringify(value);
        deepFrozen(value);
        const expected = strictProjection(value, record);
        if (!codecs.isStrict(expected)) {
          errorOf(() => codecs.toWire(value));
          errorOf(() => codecs.stringify(value));
          return;
        }
        const wire = codecs.toWire(value);
        expect(wire).toStrictEqual(expected);
        expect(JSON.stringify(wire)).toBe(JSON.stringify(expected));
        expect(codecs.isStrict(wire)).toBe(true);
        expect(codecs.stringify(value)).toBe(JSON.stringify(wire));
        expect(codecs.stringifyStrict(value)).toBe(JSON.stringify(wire));
        expect(codecs.toWireStrict(value)).toStrictEqual(wire);
        expect(JSON.stringify(value)).toBe(before);
      }),
      { numRuns: RUNS },
    );
  });

  it("gives a strict record or a ContractValidationError for every value of D9, never another throw", () => {
    fc.assert(
      fc.property(twisted(validRecord(record, "tolerant"), COMPONENTS[record]!), ({ value }) => {
        let wire: unknown;
        try {
          wire = codecs.toWire(value);
        } catch (error) {
          expect(error).toBeInstanceOf(ContractValidationError);
          expect((error as ContractValidationError).issues.length).toBeGreaterThan(0);
          errorOf(() => codecs.stringify(value));
          return;
        }
        expect(codecs.isStrict(wire)).toBe(true);
        expect(codecs.stringify(value)).toBe(JSON.stringify(wire));
      }),
      { numRuns: RUNS },
    );
  });
});

describe("what D21 says of each kind of value, field by field", () => {
  // Written by hand, and made again from the schema where a constraint refuses a value, so that a
  // constraint is written in the schema alone.
  const collector = () =>
    conformed("Collector", {
      id: "c1",
      name: "Spring pulse",
      completedResponsesCount: 3,
      type: "EMAIL",
      status: "OPEN",
      createdAt: "2026-03-01T09:00:00Z",
      updatedAt: "2026-03-02T09:00:00.5+01:00",
      isActive: true,
      isDeleted: false,
      limitByIp: false,
      limitByCookie: true,
    });
  /** A name the schema admits, other than collector()'s, for a toJSON to return. */
  const otherName = () => conformed("Collector", { ...collector(), name: "from toJSON" }).name as string;
  const issuesOf = (run: () => unknown) => errorOf(run).issues.map(({ path, keyword, message }) => ({ path, keyword, message }));

  it("drops every field the contract does not name, at every level, and keeps the order of the rest", () => {
    const row = {
      passwordHash: "x",
      ...collector(),
      fromEmail: { email: "a@example.com", dkimKey: "secret" },
      groups: [{ id: 1, name: "g", createdAt: "2026-01-01T00:00:00Z", tenant: 4 }],
      internalNotes: "n",
    };
    const page = { page: 1, pageSize: 1, totalCount: 1, data: [row], debug: { query: "select" } };
    const wire = loose.toWireCollectorPage!(page);
    expect(Object.keys(wire)).toEqual(["page", "pageSize", "totalCount", "data"]);
    expect(Object.keys(wire.data[0]!)).toEqual([...Object.keys(collector()), "fromEmail", "groups"]);
    expect(wire.data[0]!.fromEmail).toStrictEqual({ email: "a@example.com" });
    expect(wire.data[0]!.groups).toStrictEqual([{ id: 1, name: "g", createdAt: "2026-01-01T00:00:00Z" }]);
    expect(loose.stringifyCollectorPage!(page)).toBe(JSON.stringify(wire));
  });

  it("sends a Date, or any value with toJSON, as what its toJSON returns for its key", () => {
    const keys: string[] = [];
    const value = { ...collector(), createdAt: new Date(Date.UTC(2026, 2, 1, 9)), name: { toJSON: (key: string) => (keys.push(key), otherName()) } };
    expect(loose.toWireCollector!(value)).toMatchObject({ createdAt: "2026-03-01T09:00:00.000Z", name: otherName() });
    expect(keys).toEqual(["name"]);
    expect(loose.stringifyCollector!(value)).toContain('"createdAt":"2026-03-01T09:00:00.000Z"');
    expect(loose.stringifyCollector!({ ...collector(), name: new Date(0) })).toContain('"name":"1970-01-01T00:00:00.000Z"');
  });

  it("reads a date-time field once (toWireX), as JSON.stringify does, and checks a Date's text where it may fail", () => {
    for (const held of [new Date(0), "1970-01-01T00:00:00.000Z"]) {
      let reads = 0;
      const counted = Object.defineProperty(collector(), "createdAt", { get: () => (reads++, held), enumerable: true });
      expect(loose.toWireCollector!(counted).createdAt).toBe("1970-01-01T00:00:00.000Z");
      expect(reads).toBe(1);
    }
    // Year 10000 is written with six digits, no date-time.
    expect(errorOf(() => loose.stringifyCollector!({ ...collector(), createdAt: new Date(253_402_300_800_000) })).issues).toMatchObject([{ path: "/createdAt" }]);
  });

  // D21 amended: sent as null, an Invalid Date in a nullable field would say "no date" (a collector
  // open-ended); Postgres gives one for a timestamptz before year 1, read through a JavaScript driver.
  it.each([
    ["a nullable field", { closeDate: new Date(NaN) }, "/closeDate"],
    ["a required field", { createdAt: new Date(NaN) }, "/createdAt"],
    ["a nested record's field", { groups: [{ id: 1, name: "g", createdAt: new Date(NaN) }] }, "/groups/0/createdAt"],
    ["a value whose toJSON gives null", { openDate: { toJSON: () => null } }, "/openDate"],
  ])("refuses an Invalid Date in %s, in both entries and both functions, never null on the wire", (_where, fields, path) => {
    const expected = [{ path, keyword: "format", message: "must be a valid date and time", detail: "is an Invalid Date" }];
    for (const entry of [ENTRIES.tolerant, ENTRIES.strict] as Record<string, (value: unknown) => unknown>[]) {
      for (const send of [entry.toWireCollector!, entry.stringifyCollector!]) {
        const error = errorOf(() => send({ ...collector(), ...fields }));
        expect(error.issues).toEqual(expected);
        expect(error.message).toContain("is an Invalid Date");
      }
    }
  });

  // D21 made exact: a check followed by JSON.stringify would read each field twice, and send the
  // second answer unchecked.
  it.each(TWO_FACED_FORMS)("reads each field once: %s that answers differently the second time sends what was checked", (_kind, twoFaced) => {
    for (const entry of [ENTRIES.tolerant, ENTRIES.strict] as Record<string, (value: unknown) => unknown>[]) {
      const status = twoFaced(collector(), "status", "OPEN", "HACKED<script>");
      expect(JSON.parse(entry.stringifyCollector!(status) as string).status).toBe("OPEN");
      const name = twoFaced(collector(), "name", "Spring survey", { passwordHash: "$2b$10$secret" });
      const text = entry.stringifyCollector!(name) as string;
      expect(JSON.parse(text).name).toBe("Spring survey");
      expect(text).not.toContain("passwordHash");
      expect(text).toBe(JSON.stringify(entry.toWireCollector!(twoFaced(collector(), "name", "Spring survey", { passwordHash: "$2b$10$secret" }))));
    }
  });

  it("sends -0 as JSON does, as 0", () => {
    const wire = loose.toWireCollector!({ ...collector(), completedResponsesCount: -0, parameters: { n: -0 } });
    expect(Object.is(wire.completedResponsesCount, 0)).toBe(true);
    expect(Object.is(wire.parameters.n, 0)).toBe(true);
  });

  it("keeps free-form objects whole, as JSON, in a new object", () => {
    const parameters = { locale: "en", at: new Date(0), skip: undefined, __proto__: null, nested: { list: [1, undefined] } };
    const wire = loose.toWireCollector!({ ...collector(), parameters });
    expect(wire.parameters).toStrictEqual({ locale: "en", at: "1970-01-01T00:00:00.000Z", nested: { list: [1, null] } });
    expect(wire.parameters).not.toBe(parameters);
    const withProto = JSON.parse('{"__proto__":{"polluted":true}}');
    expect(loose.stringifyCollector!({ ...collector(), parameters: withProto })).toContain('"parameters":{"__proto__":{"polluted":true}}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("refuses what JSON.stringify would silently change in a named field, with the pointer", () => {
    expect(issuesOf(() => loose.toWireCollector!({ ...collector(), completedResponsesCount: NaN }))).toEqual([
      { path: "/completedResponsesCount", keyword: "type", message: "must be an integer" },
    ]);
    expect(issuesOf(() => loose.stringifyCollector!({ ...collector(), responseLimit: Infinity }))[0]!.path).toBe("/responseLimit");
    expect(issuesOf(() => loose.toWireCollector!({ ...collector(), groups: [undefined] }))[0]!.path).toBe("/groups/0");
    expect(issuesOf(() => loose.toWireCollector!({ ...collector(), createdAt: new Date(NaN) }))[0]!.path).toBe("/createdAt");
    expect(issuesOf(() => loose.toWireCollector!({ ...collector(), name: () => "n" }))[0]!.path).toBe("/name");
    expect(issuesOf(() => loose.toWireCollector!({ ...collector(), id: undefined }))[0]!).toMatchObject({ path: "/id", keyword: "required" });
  });

  it("says where JSON.stringify would throw, and throws nothing else", () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    const throwing = Object.defineProperty(collector(), "name", {
      get() {
        throw new Error("a message of the input, never shown");
      },
      enumerable: true,
    });
    const proxy = new Proxy([], {
      get() {
        throw new Error("x");
      },
    });
    const page = (data: unknown) => ({ page: 1, pageSize: 1, totalCount: 1, data });
    const cases: [string, unknown, string][] = [
      ["Collector", { ...collector(), parameters: { big: 1n } }, "/parameters"],
      ["Collector", { ...collector(), dynamicParameters: cycle }, "/dynamicParameters"],
      ["Collector", throwing, "/name"],
      [
        "Collector",
        {
          ...collector(),
          groups: [
            {
              id: 1,
              name: "g",
              createdAt: {
                toJSON: () => {
                  throw new Error("x");
                },
              },
            },
          ],
        },
        "/groups/0/createdAt",
      ],
      ["CollectorPage", page(proxy), "/data"],
      ["CollectorPage", page([collector(), throwing]), "/data/1/name"],
    ];
    for (const [record, value, path] of cases) {
      for (const entry of [tolerant, strict] as unknown as Entry[]) {
        for (const run of [() => entry[`toWire${record}`]!(value), () => entry[`stringify${record}`]!(value)]) {
          expect(issuesOf(run), `${record} ${path}`).toEqual([{ path, keyword: "json", message: "cannot be sent" }]);
          expect(JSON.stringify(errorOf(run))).not.toContain("input");
        }
      }
    }
  });

  it("makes a new object every time, and leaves the value given as it was", () => {
    const value = deepFrozen({ ...collector(), groups: [{ id: 1, name: "g", createdAt: "2026-01-01T00:00:00Z" }] });
    const wire = loose.toWireCollector!(value);
    expect(wire).toStrictEqual(value);
    expect(wire).not.toBe(value);
    expect(wire.groups).not.toBe(value.groups);
    expect(wire.groups![0]).not.toBe(value.groups[0]);
  });

  it("makes plain objects, as a literal is: Object.prototype, constructor Object, shown as {}", () => {
    const value = { ...collector(), fromEmail: { email: "a@example.com" }, groups: [{ id: 1, name: "g", createdAt: "2026-01-01T00:00:00Z" }] };
    const wire = loose.toWireCollector!({ ...value, createdAt: new Date(0) });
    const decoded = loose.decodeCollector!(value);
    for (const made of [wire, wire.fromEmail, wire.groups[0], decoded, decoded.fromEmail, decoded.groups[0]]) {
      expect(Object.getPrototypeOf(made)).toBe(Object.prototype);
      expect(made.constructor).toBe(Object);
      expect(Object.getOwnPropertyNames(made)).toEqual(Object.keys(made));
      expect(inspect(made)).toBe(inspect({ ...made }));
    }
  });
});

describe("a list written in runs: the records after one holding a string that needs an escape are sent as new objects, every 16th written as text again", () => {
  /** Which records of a page of `size` hold a string that needs an escape, or a large free-form object. */
  const PATTERNS: Record<string, (i: number, size: number) => boolean> = {
    "no record": () => false,
    "every record": () => true,
    "the first": (i) => i === 0,
    "the last": (i, size) => i === size - 1,
    "every fifth": (i) => i % 5 === 0,
    "every other": (i) => i % 2 === 1,
    "twenty from the tenth": (i) => i >= 10 && i < 30,
    "the 16th and 17th": (i) => i === 15 || i === 16,
  };
  // 400 records make a text several times as long as the list writes before it flattens its text (FLAT_TEXT)
  const SIZES = [1, 2, 15, 16, 17, 33, 50, 400];
  const PAGES = {
    CollectorPage: { item: FULL.Collector, escaped: "messageText", freeForm: "parameters", group: true },
    SurveyResponsePage: { item: FULL.SurveyResponse, escaped: "collectorId", freeForm: "dynamicParameters", group: false },
  } as const;

  /**
   * The `i`-th record of a page, in one of four shapes in turn: as the schema orders its fields;
   * its keys reversed; a string needing an escape in a nested record (a collector's group) or in
   * its free-form content; a Date and a field the contract does not name. Where `escaped`, one of
   * its own strings needs an escape, or (every third record) it holds a free-form object of many keys.
   */
  function item(record: keyof typeof PAGES, i: number, escaped: boolean): Record<string, unknown> {
    const { item: full, escaped: field, freeForm, group } = PAGES[record];
    let out: Record<string, any> = structuredClone(full);
    // A string that needs an escape, or every third time a free-form object of many keys holding a list and an object, which the list writes as text
    if (escaped && i % 3 === 0) out[freeForm] = { ...Object.fromEntries(Array.from({ length: 14 }, (_, k) => [`k${k}`, k])), inside: { list: [i, { deep: "x" }, 3, 4] } };
    else if (escaped) out[field] = `line ${i}\n"quoted"\\`;
    if (i % 4 === 1) out = Object.fromEntries(Object.entries(out).reverse());
    if (i % 4 === 2) {
      if (group) out.groups[0].name = `group\t${i}`;
      else out.content = { ...out.content, note: `said "${i}"` };
    }
    if (i % 4 === 3) out = { ...out, createdAt: new Date(Date.UTC(2026, 0, 1 + i)), internalNotes: "not sent" };
    return out;
  }

  const CASES = (Object.keys(PAGES) as (keyof typeof PAGES)[]).flatMap((record) =>
    Object.entries(PATTERNS).flatMap(([pattern, escapedAt]) =>
      SIZES.map((size) => [`${record} · ${size} records · an escape in ${pattern}`, { record, escapedAt, size }] as const),
    ),
  );

  it.each(CASES)("%s", (_name, { record, escapedAt, size }) => {
    const page = { page: 1, pageSize: size, totalCount: size, data: Array.from({ length: size }, (_, i) => item(record, i, escapedAt(i, size))) };
    for (const entry of Object.values(ENTRIES)) {
      const wire = entry[`toWire${record}`]!(page);
      expect(entry[`stringify${record}`]!(page)).toBe(JSON.stringify(wire));
    }
    // The records' own order kept, whichever way each was written
    const sent = JSON.parse(tolerant[`stringify${record}`](page as never)) as { data: Record<string, unknown>[] };
    sent.data.forEach((one, i) =>
      expect(Object.keys(one)[0], `record ${i}`).toBe(i % 4 === 1 ? Object.keys(page.data[i]!).find((key) => key !== "internalNotes") : Object.keys(PAGES[record].item)[0]),
    );
  });
});
