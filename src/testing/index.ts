// @survey-collection/contract/testing: valid records for the tests of the code that uses the
// contract (design decision D15). Nothing here is reachable from the root or /strict entries;
// fast-check arbitraries are in ./testing/arbitraries, so that makeX needs no fast-check.
import type { Collector, CollectorGroup, CollectorPage, FromEmail, SurveyResponse, SurveyResponsePage } from "../records.js";
import { makeRecord } from "./make-record.js";

/** Any part of T, at any depth: what a test fixes, leaving the rest to the seed. */
export type DeepPartial<T> = T extends readonly (infer Item)[] ? DeepPartial<Item>[] : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

export interface MakeOptions {
  /** The same seed makes the same record; the default is 1. */
  seed?: number;
}

const DEFAULT_SEED = 1;

function maker<T>(record: string): (overrides?: DeepPartial<T>, options?: MakeOptions) => T {
  return (overrides, options) => makeRecord(record, overrides, options?.seed ?? DEFAULT_SEED) as T;
}

/** A page whose `pageSize` and `totalCount` agree with its `data`, unless the overrides set them. */
function pageMaker<T extends { page: number; pageSize: number; totalCount: number; data: unknown[] }>(record: string) {
  return (overrides?: DeepPartial<T>, options?: MakeOptions): T => {
    const page = makeRecord(record, overrides, options?.seed ?? DEFAULT_SEED) as T;
    const size = page.data.length;
    const pageSize = overrides?.pageSize ?? Math.max(size, 1);
    const totalCount = overrides?.totalCount ?? Math.max(page.page - 1, 0) * pageSize + size;
    return { ...page, pageSize, totalCount };
  };
}

/** A valid `FromEmail` (both profiles), `overrides` applied deeply. */
export const makeFromEmail = maker<FromEmail>("FromEmail");
/** A valid `CollectorGroup` (both profiles), `overrides` applied deeply. */
export const makeCollectorGroup = maker<CollectorGroup>("CollectorGroup");
/** A valid `Collector` (both profiles), `overrides` applied deeply. */
export const makeCollector = maker<Collector>("Collector");
/** A valid `SurveyResponse` (both profiles), `overrides` applied deeply. */
export const makeSurveyResponse = maker<SurveyResponse>("SurveyResponse");
/** A valid, consistent `CollectorPage` (both profiles), `overrides` applied deeply. */
export const makeCollectorPage = pageMaker<CollectorPage>("CollectorPage");
/** A valid, consistent `SurveyResponsePage` (both profiles), `overrides` applied deeply. */
export const makeSurveyResponsePage = pageMaker<SurveyResponsePage>("SurveyResponsePage");
