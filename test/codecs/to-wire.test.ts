// toWireX and stringifyX (D21) over every record, in both entries: what an application holds
// becomes exactly what the contract names, as JSON.stringify reads it, or a ContractValidationError.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as tolerant from "../../src/index.js";
import * as strict from "../../src/strict.js";
import { ContractValidationError } from "../../src/index.js";
import { RECORDS, type TableName } from "../contract-table.js";
import { validRecord } from "../hostile/arbitraries.js";
import { COMPONENTS } from "../hostile/contract-schemas.js";
import { twisted } from "../hostile/non-json.js";
import { errorOf } from "../profiles.js";
import { appValue, deepFrozen, strictProjection } from "./app-values.js";

const RUNS = process.env.CONTRACT_DEEP ? 3_000 : 120;

type Entry = Record<string, (value: unknown) => unknown>;
const ENTRIES = { tolerant: tolerant as unknown as Entry, strict: strict as unknown as Entry };

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
