// The types of the codecs (D21), beside their runtime tests: DecodedX holds a Date exactly in the
// fields the spec table (written by hand) says are date-times, at every level; toWireX takes X
// with Dates and more properties, and returns X.
import { describe, expectTypeOf, it } from "vitest";
import type { TABLES } from "../contract-table.js";
import * as strict from "../../src/strict.js";
import {
  decodeCollector,
  decodeCollectorPage,
  decodeSurveyResponsePage,
  stringifyCollectorPage,
  toWireCollector,
  toWireCollectorPage,
  toWireSurveyResponse,
  type Collector,
  type CollectorGroup,
  type CollectorPage,
  type DecodedCollector,
  type DecodedCollectorGroup,
  type DecodedCollectorPage,
  type DecodedFromEmail,
  type DecodedSurveyResponse,
  type DecodedSurveyResponsePage,
  type FromEmail,
  type RecordName,
  type StandardSchemaV1,
  type SurveyResponse,
  type EncodableCollector,
  type EncodableCollectorPage,
} from "../../src/index.js";

type Fields<R extends RecordName> = (typeof TABLES)[R]["required"] & (typeof TABLES)[R]["optional"];
/** The fields the spec table calls date-times. */
type DateTimeFields<R extends RecordName> = { [K in keyof Fields<R>]: Fields<R>[K] extends "date-time" ? K : never }[keyof Fields<R>];
/** The fields of a type that hold a Date. */
type DateFields<T> = { [K in keyof T]-?: [Date] extends [NonNullable<T[K]>] ? K : never }[keyof T];
/** The fields of a type that may hold a string. */
type StringFields<T> = { [K in keyof T]-?: [string] extends [NonNullable<T[K]>] ? K : never }[keyof T];

describe("DecodedX", () => {
  it("has a Date exactly in the date-time fields, required or optional as in X", () => {
    expectTypeOf<DateFields<DecodedCollector>>().toEqualTypeOf<DateTimeFields<"Collector">>();
    expectTypeOf<DateFields<DecodedCollectorGroup>>().toEqualTypeOf<DateTimeFields<"CollectorGroup">>();
    expectTypeOf<DateFields<DecodedSurveyResponse>>().toEqualTypeOf<DateTimeFields<"SurveyResponse">>();
    expectTypeOf<DateFields<DecodedFromEmail>>().toEqualTypeOf<never>();
    expectTypeOf<DecodedCollector["createdAt"]>().toEqualTypeOf<Date>();
    expectTypeOf<DecodedCollector["openDate"]>().toEqualTypeOf<Date | null | undefined>();
    expectTypeOf<DecodedCollectorGroup["createdAt"]>().toEqualTypeOf<Date>();
  });

  it("decodes the records it holds, and keeps every other field's type", () => {
    expectTypeOf<DecodedCollector["groups"]>().toEqualTypeOf<DecodedCollectorGroup[] | null | undefined>();
    expectTypeOf<DecodedCollector["fromEmail"]>().toEqualTypeOf<FromEmail | null | undefined>();
    expectTypeOf<DecodedCollectorPage["data"]>().toEqualTypeOf<DecodedCollector[]>();
    expectTypeOf<DecodedSurveyResponsePage["data"]>().toEqualTypeOf<DecodedSurveyResponse[]>();
    expectTypeOf<Omit<DecodedCollector, DateTimeFields<"Collector"> | "groups">>().toEqualTypeOf<Omit<Collector, DateTimeFields<"Collector"> | "groups">>();
    expectTypeOf<Omit<DecodedCollectorPage, "data">>().toEqualTypeOf<Omit<CollectorPage, "data">>();
    expectTypeOf<StringFields<DecodedCollectorGroup>>().toEqualTypeOf<Exclude<StringFields<CollectorGroup>, "createdAt">>();
  });

  it("is what decodeX returns, in both entries, from a value or its text", () => {
    expectTypeOf(decodeCollector).returns.toEqualTypeOf<DecodedCollector>();
    expectTypeOf(decodeCollectorPage).returns.toEqualTypeOf<DecodedCollectorPage>();
    expectTypeOf(strict.decodeSurveyResponsePage).returns.toEqualTypeOf<DecodedSurveyResponsePage>();
    expectTypeOf(decodeSurveyResponsePage).parameter(0).toEqualTypeOf<unknown>();
  });
});

describe("toWireX and stringifyX", () => {
  it("return X and the text", () => {
    expectTypeOf(toWireCollector).returns.toEqualTypeOf<Collector>();
    expectTypeOf(toWireCollectorPage).returns.toEqualTypeOf<CollectorPage>();
    expectTypeOf(strict.toWireSurveyResponse).returns.toEqualTypeOf<SurveyResponse>();
    expectTypeOf(stringifyCollectorPage).returns.toEqualTypeOf<string>();
  });

  it("take X, a decoded X, Dates or strings in date-time fields, and rows that carry more", () => {
    const row = { id: "c1", name: "n", completedResponsesCount: 0, type: "SMS", status: "OPEN", createdAt: new Date(), updatedAt: "2026-01-01T00:00:00Z" } as const;
    const withMore = {
      ...row,
      isActive: true,
      isDeleted: false,
      limitByIp: false,
      limitByCookie: false,
      passwordHash: "x",
      groups: [{ id: 1, name: "g", createdAt: new Date(), tenant: 3 }],
    };
    expectTypeOf(toWireCollector).toBeCallableWith(withMore);
    expectTypeOf<Collector>().toMatchTypeOf<Parameters<typeof toWireCollector>[0]>();
    expectTypeOf<DecodedCollector>().toMatchTypeOf<Parameters<typeof toWireCollector>[0]>();
    expectTypeOf<DecodedCollectorPage>().toMatchTypeOf<Parameters<typeof stringifyCollectorPage>[0]>();
    // A field of the wrong type, or a required field missing, is still an error.
    expectTypeOf(toWireSurveyResponse).parameter(0).not.toMatchTypeOf<Omit<SurveyResponse, "createdAt">>();
    expectTypeOf<{ id: string; name: number }>().not.toMatchTypeOf<Parameters<typeof toWireCollector>[0]>();
  });

  it("take EncodableX, exported beside DecodedX by both entries", () => {
    expectTypeOf(toWireCollector).parameter(0).toEqualTypeOf<EncodableCollector>();
    expectTypeOf(stringifyCollectorPage).parameter(0).toEqualTypeOf<EncodableCollectorPage>();
    expectTypeOf(strict.stringifySurveyResponse).parameter(0).toEqualTypeOf<strict.EncodableSurveyResponse>();
    expectTypeOf<EncodableCollector["createdAt"]>().toEqualTypeOf<Date | string>();
  });
});

describe("decodeX as a Standard Schema", () => {
  it("takes the wire record and gives the decoded one", () => {
    expectTypeOf<StandardSchemaV1.InferInput<typeof decodeCollector>>().toEqualTypeOf<Collector>();
    expectTypeOf<StandardSchemaV1.InferOutput<typeof decodeCollector>>().toEqualTypeOf<DecodedCollector>();
    expectTypeOf<StandardSchemaV1.InferOutput<typeof strict.decodeSurveyResponsePage>>().toEqualTypeOf<DecodedSurveyResponsePage>();
  });
});
