// @survey-collection/contract/testing: valid records for the tests of the code that uses the
// contract (design decision D15). Nothing here is reachable from the root or /strict entries;
// fast-check arbitraries are in ./testing/arbitraries, so that makeX needs no fast-check.
import { PAGE_ITEMS } from "../../generated/record-names.js";
import type { RecordName, RecordTypes } from "../records.js";
import { makeRecord } from "./make-record.js";

/** Any part of T, at any depth: what a test fixes, leaving the rest to the seed. */
export type DeepPartial<T> = T extends readonly (infer Item)[] ? DeepPartial<Item>[] : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

export interface MakeOptions {
  /** The same seed makes the same record; the default is 1. */
  seed?: number;
}

/** `makeX`: a valid record, the same for the same seed, `overrides` applied deeply. */
export type Maker<T> = (overrides?: DeepPartial<T>, options?: MakeOptions) => T;

const DEFAULT_SEED = 1;

/** A valid record of any name; a page's `pageSize` and `totalCount` agree with its `data`, unless the overrides set them. */
export function makeNamed<R extends RecordName>(record: R, overrides?: DeepPartial<RecordTypes[R]>, options?: MakeOptions): RecordTypes[R] {
  const made = makeRecord(record, overrides, options?.seed ?? DEFAULT_SEED) as RecordTypes[R];
  return Object.hasOwn(PAGE_ITEMS, record) ? (consistentPage(made as PageLike, overrides as Partial<PageLike> | undefined) as RecordTypes[R]) : made;
}

type PageLike = { page: number; pageSize: number; totalCount: number; data: unknown[] };

function consistentPage(page: PageLike, overrides: Partial<PageLike> | undefined): PageLike {
  const size = page.data.length;
  const pageSize = overrides?.pageSize ?? Math.max(size, 1);
  const totalCount = overrides?.totalCount ?? Math.max(page.page - 1, 0) * pageSize + size;
  return { ...page, pageSize, totalCount };
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
