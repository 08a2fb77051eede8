// @survey-collection/contract/testing/arbitraries: fast-check arbitraries of valid records
// (design decision D15). fast-check is an optional peer dependency of this entry alone: its
// types are imported here and nowhere else.
import type * as FastCheck from "fast-check";
import type { Arbitrary } from "fast-check";
import { makeCollector, makeCollectorGroup, makeCollectorPage, makeFromEmail, makeSurveyResponse, makeSurveyResponsePage, type MakeOptions } from "./index.js";

/**
 * fast-check arbitraries of valid records, one per record: `arbitraries(fc).Collector`. Pass
 * the fast-check module itself, `fc`, as your tests have it: fast-check is an optional peer
 * dependency of this entry alone.
 */
export function arbitraries(fc: Pick<typeof FastCheck, "nat">) {
  const of = <T>(make: (overrides?: undefined, options?: MakeOptions) => T): Arbitrary<T> => fc.nat().map((seed) => make(undefined, { seed }));
  return {
    FromEmail: of(makeFromEmail),
    CollectorGroup: of(makeCollectorGroup),
    Collector: of(makeCollector),
    SurveyResponse: of(makeSurveyResponse),
    CollectorPage: of(makeCollectorPage),
    SurveyResponsePage: of(makeSurveyResponsePage),
  };
}
