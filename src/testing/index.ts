// @survey-collection/contract/testing: valid records for the tests of the code that uses the
// contract (design decision D15). Nothing here is reachable from the root or /strict entries;
// fast-check arbitraries are in ./testing/arbitraries, so that makeX needs no fast-check.
import { PAGE_ITEMS } from "../../generated/record-names.js";
import type { RecordName, RecordTypes } from "../records.js";
import { assertMadeValid } from "./made-valid.js";
import { makeRecord } from "./make-record.js";

/** Any part of T, at any depth: what a test fixes, leaving the rest to the seed. */
export type DeepPartial<T> = T extends readonly (infer Item)[] ? DeepPartial<Item>[] : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

export interface MakeOptions {
  /** The same seed makes the same record; the default is 1. */
  seed?: number;
}

/**
 * `makeX`: a valid record, the same for the same seed, `overrides` applied deeply (an undefined
 * one is the seed's to fill). Throws `ContractValidationError` when the overrides make a record
 * either profile refuses.
 */
export type Maker<T> = (overrides?: DeepPartial<T>, options?: MakeOptions) => T;

const DEFAULT_SEED = 1;

/**
 * A valid record of any name; a page's `pageSize` and `totalCount` agree with its `data`, unless
 * the overrides set them. Throws `ContractValidationError` when the overrides make a record
 * either profile refuses, its issues naming where (`/type`, `/data/3/name`).
 */
export function makeNamed<R extends RecordName>(record: R, overrides?: DeepPartial<RecordTypes[R]>, options?: MakeOptions): RecordTypes[R] {
  const generated = makeRecord(record, overrides, options?.seed ?? DEFAULT_SEED) as RecordTypes[R];
  const made =
    Object.hasOwn(PAGE_ITEMS, record) && isObject(generated) ? (consistentPage(generated as PageLike, overrides as Partial<PageLike> | undefined) as RecordTypes[R]) : generated;
  assertMadeValid(record, made);
  return made;
}

type PageLike = { page: number; pageSize: number; totalCount: number; data: unknown };

// Only an absent or undefined count is the seed's to fill: a null given is kept, and refused as any other wrong value
function consistentPage(page: PageLike, overrides: Partial<PageLike> | undefined): PageLike {
  // data the overrides made no list is refused by the check that follows; the counts need only not throw
  const size = Array.isArray(page.data) ? page.data.length : 0;
  const pageSize = overrides?.pageSize !== undefined ? overrides.pageSize : Math.max(size, 1);
  const totalCount = overrides?.totalCount !== undefined ? overrides.totalCount : Math.max(page.page - 1, 0) * pageSize + size;
  return { ...page, pageSize, totalCount };
}

function isObject(value: unknown): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function maker<R extends RecordName>(record: R): Maker<RecordTypes[R]> {
  return (overrides, options) => makeNamed(record, overrides, options);
}

// One line per record: each `makeX` is a named export, which TypeScript cannot derive from a list.

/** A valid `FromEmail` (both profiles), `overrides` applied deeply. */
export const makeFromEmail: Maker<RecordTypes["FromEmail"]> = maker("FromEmail");
/** A valid `CollectorGroup` (both profiles), `overrides` applied deeply. */
export const makeCollectorGroup: Maker<RecordTypes["CollectorGroup"]> = maker("CollectorGroup");
/** A valid `Collector` (both profiles), `overrides` applied deeply. */
export const makeCollector: Maker<RecordTypes["Collector"]> = maker("Collector");
/** A valid `SurveyResponse` (both profiles), `overrides` applied deeply. */
export const makeSurveyResponse: Maker<RecordTypes["SurveyResponse"]> = maker("SurveyResponse");
/** A valid, consistent `CollectorPage` (both profiles), `overrides` applied deeply. */
export const makeCollectorPage: Maker<RecordTypes["CollectorPage"]> = maker("CollectorPage");
/** A valid, consistent `SurveyResponsePage` (both profiles), `overrides` applied deeply. */
export const makeSurveyResponsePage: Maker<RecordTypes["SurveyResponsePage"]> = maker("SurveyResponsePage");
