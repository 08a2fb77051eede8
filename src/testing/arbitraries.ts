// @survey-collection/contract/testing/arbitraries: fast-check arbitraries of valid records
// (design decision D15). fast-check is an optional peer dependency of this entry alone: its
// types are imported here and nowhere else.
import type * as FastCheck from "fast-check";
import type { Arbitrary } from "fast-check";
import { RECORD_NAMES } from "../../generated/record-names.js";
import type { RecordName, RecordTypes } from "../records.js";
import { makeNamed } from "./index.js";

/**
 * fast-check arbitraries of valid records, one per record: `arbitraries(fc).Collector`. Pass
 * the fast-check module itself, `fc`, as your tests have it: fast-check is an optional peer
 * dependency of this entry alone.
 */
export function arbitraries(fc: Pick<typeof FastCheck, "nat">): { [R in RecordName]: Arbitrary<RecordTypes[R]> } {
  return Object.fromEntries(RECORD_NAMES.map((record) => [record, fc.nat().map((seed) => makeNamed(record, undefined, { seed }))])) as {
    [R in RecordName]: Arbitrary<RecordTypes[R]>;
  };
}
