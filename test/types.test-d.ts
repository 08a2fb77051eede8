// The types a client codes against: field by field where the spec leaves room, and the two
// generators (json-schema-to-typescript for the records, openapi-typescript for the document)
// describing the same shapes.
import { describe, expectTypeOf, it } from "vitest";
import type { TABLES } from "./contract-table.js";
import type { components } from "../generated/openapi-types.js";
import * as strict from "../src/strict.js";
import {
  type COLLECTOR_STATUSES,
  COLLECTOR_TYPES,
  type SURVEY_RESPONSE_STATUSES,
  assertCollector,
  collectorRecords,
  decodeCollectorPage,
  decodeSurveyResponsePage,
  isCollectorPage,
  pages,
  readCollectorPage,
  records,
  surveyResponsePages,
  parseSurveyResponse,
  type Collector,
  type CollectorGroup,
  type CollectorPage,
  type CollectorStatus,
  type CollectorType,
  type ContractIssue,
  type ContractValidationError,
  type DecodedCollector,
  type DecodedSurveyResponsePage,
  type FromEmail,
  type Page,
  type RecordName,
  type SurveyResponse,
  type SurveyResponsePage,
  type SurveyResponseStatus,
} from "../src/index.js";

type Schemas = components["schemas"];
type MutuallyAssignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

describe("record fields", () => {
  it("optional fields are absent, null or their type (D2)", () => {
    expectTypeOf<Collector["closeDate"]>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<Collector["responseLimit"]>().toEqualTypeOf<number | null | undefined>();
    expectTypeOf<Collector["fromEmail"]>().toEqualTypeOf<FromEmail | null | undefined>();
    expectTypeOf<Collector["groups"]>().toEqualTypeOf<CollectorGroup[] | null | undefined>();
    expectTypeOf<SurveyResponse["duration"]>().toEqualTypeOf<number | null | undefined>();
    expectTypeOf<FromEmail["name"]>().toEqualTypeOf<string | null | undefined>();
  });

  it("required fields are never null", () => {
    expectTypeOf<Collector["createdAt"]>().toEqualTypeOf<string>();
    expectTypeOf<Collector["type"]>().toEqualTypeOf<CollectorType>();
    expectTypeOf<SurveyResponse["surveyId"]>().toEqualTypeOf<number>();
    expectTypeOf<CollectorGroup["id"]>().toEqualTypeOf<number>();
  });

  it("free-form objects are records of unknown values (D3)", () => {
    expectTypeOf<NonNullable<Collector["dynamicParameters"]>>().toEqualTypeOf<Record<string, unknown>>();
    expectTypeOf<NonNullable<SurveyResponse["content"]>>().toEqualTypeOf<Record<string, unknown>>();
  });

  it("records have no index signature, so a typo is a type error", () => {
    expectTypeOf<Collector>().not.toHaveProperty("naem");
    // @ts-expect-error: not a field of Collector
    const typo: Collector["surveyTitel"] = "x";
    void typo;
  });
});

describe("enums", () => {
  it("are unions of the spec's literals", () => {
    expectTypeOf<CollectorType>().toEqualTypeOf<"SMS" | "EMAIL" | "WEB_LINK" | "WHATSAPP" | "WIDGET">();
    expectTypeOf<CollectorStatus>().toEqualTypeOf<"OPEN" | "CLOSED" | "DRAFT" | "DELETED" | "INACTIVE" | "SCHEDULED" | "RESPONSE_LIMIT_EXCEEDED">();
    expectTypeOf<SurveyResponseStatus>().toEqualTypeOf<"CREATED" | "IN_PROGRESS" | "COMPLETED" | "PENDING_REVIEW" | "REVIEWED" | "ARCHIVED" | "CANCELLED" | "EXPIRED">();
  });

  it("have readonly arrays holding every value", () => {
    expectTypeOf(COLLECTOR_TYPES).toEqualTypeOf<readonly ["SMS", "EMAIL", "WEB_LINK", "WHATSAPP", "WIDGET"]>();
    expectTypeOf<(typeof COLLECTOR_STATUSES)[number]>().toEqualTypeOf<CollectorStatus>();
    expectTypeOf<(typeof SURVEY_RESPONSE_STATUSES)[number]>().toEqualTypeOf<SurveyResponseStatus>();
  });
});

describe("pages", () => {
  it("are the one generic envelope", () => {
    expectTypeOf<CollectorPage>().toEqualTypeOf<Page<Collector>>();
    expectTypeOf<SurveyResponsePage>().toEqualTypeOf<Page<SurveyResponse>>();
    expectTypeOf<Page<Collector>["data"]>().toEqualTypeOf<Collector[]>();
    expectTypeOf<Page<unknown>["page"]>().toEqualTypeOf<number>();
  });
});

describe("the record types and the document's types", () => {
  it("are mutually assignable for every record and enum", () => {
    expectTypeOf<MutuallyAssignable<FromEmail, Schemas["FromEmail"]>>().toEqualTypeOf<true>();
    expectTypeOf<MutuallyAssignable<CollectorGroup, Schemas["CollectorGroup"]>>().toEqualTypeOf<true>();
    expectTypeOf<MutuallyAssignable<Collector, Schemas["Collector"]>>().toEqualTypeOf<true>();
    expectTypeOf<MutuallyAssignable<SurveyResponse, Schemas["SurveyResponse"]>>().toEqualTypeOf<true>();
    expectTypeOf<MutuallyAssignable<CollectorPage, Schemas["CollectorPage"]>>().toEqualTypeOf<true>();
    expectTypeOf<MutuallyAssignable<SurveyResponsePage, Schemas["SurveyResponsePage"]>>().toEqualTypeOf<true>();
    expectTypeOf<MutuallyAssignable<CollectorType, Schemas["CollectorType"]>>().toEqualTypeOf<true>();
    expectTypeOf<MutuallyAssignable<CollectorStatus, Schemas["CollectorStatus"]>>().toEqualTypeOf<true>();
    expectTypeOf<MutuallyAssignable<SurveyResponseStatus, Schemas["SurveyResponseStatus"]>>().toEqualTypeOf<true>();
  });

  it("name the same fields", () => {
    expectTypeOf<keyof Collector>().toEqualTypeOf<keyof Schemas["Collector"]>();
    expectTypeOf<keyof CollectorGroup>().toEqualTypeOf<keyof Schemas["CollectorGroup"]>();
    expectTypeOf<keyof FromEmail>().toEqualTypeOf<keyof Schemas["FromEmail"]>();
    expectTypeOf<keyof SurveyResponse>().toEqualTypeOf<keyof Schemas["SurveyResponse"]>();
    expectTypeOf<keyof CollectorPage>().toEqualTypeOf<keyof Schemas["CollectorPage"]>();
    expectTypeOf<keyof SurveyResponsePage>().toEqualTypeOf<keyof Schemas["SurveyResponsePage"]>();
  });

  it("would notice a difference", () => {
    expectTypeOf<MutuallyAssignable<Collector, Omit<Schemas["Collector"], "createdAt">>>().toEqualTypeOf<false>();
    expectTypeOf<MutuallyAssignable<Collector, Schemas["Collector"] & { closeDate?: string }>>().toEqualTypeOf<false>();
    expectTypeOf<MutuallyAssignable<CollectorType, Exclude<Schemas["CollectorType"], "SMS">>>().toEqualTypeOf<false>();
  });
});

describe("the validators", () => {
  it("narrow, assert and parse to the record types", () => {
    const value: unknown = null;
    if (isCollectorPage(value)) expectTypeOf(value).toEqualTypeOf<CollectorPage>();
    expectTypeOf(parseSurveyResponse).returns.toEqualTypeOf<SurveyResponse>();
    expectTypeOf(assertCollector).parameter(0).toEqualTypeOf<unknown>();
    expectTypeOf(strict.isCollectorPage).toEqualTypeOf(isCollectorPage);
    expectTypeOf(strict.assertCollector).toEqualTypeOf(assertCollector);
    expectTypeOf(strict.parseSurveyResponse).toEqualTypeOf(parseSurveyResponse);
  });

  it("throw errors that name the record and the issues", () => {
    expectTypeOf<ContractValidationError["record"]>().toEqualTypeOf<RecordName>();
    expectTypeOf<ContractValidationError["issues"]>().toEqualTypeOf<ContractIssue[]>();
    expectTypeOf<ContractIssue>().toEqualTypeOf<{ path: string; keyword: string; message: string; detail?: string; pathCut?: true }>();
    // The records of the spec's table, written by hand from the spec.
    expectTypeOf<RecordName>().toEqualTypeOf<keyof typeof TABLES>();
  });
});

describe("pagination", () => {
  it("types pages and records by the list walked", () => {
    const fetchPage = async (page: number): Promise<unknown> => page;
    expectTypeOf(records(fetchPage, { list: "CollectorPage", firstPage: 1 })).toEqualTypeOf<AsyncGenerator<Collector, void, undefined>>();
    expectTypeOf(records(fetchPage, { list: "SurveyResponsePage", firstPage: 0 })).toEqualTypeOf<AsyncGenerator<SurveyResponse, void, undefined>>();
    expectTypeOf(pages(fetchPage, { list: "SurveyResponsePage", firstPage: 0 })).toEqualTypeOf<AsyncGenerator<SurveyResponsePage, void, undefined>>();
    expectTypeOf(records(fetchPage, { list: "CollectorPage", firstPage: 1, decode: true })).toEqualTypeOf<AsyncGenerator<DecodedCollector, void, undefined>>();
    expectTypeOf(pages(fetchPage, { list: "SurveyResponsePage", firstPage: 0, decode: true })).toEqualTypeOf<AsyncGenerator<DecodedSurveyResponsePage, void, undefined>>();
    expectTypeOf(strict.records(fetchPage, { list: "CollectorPage", firstPage: 1, decode: false })).toEqualTypeOf<AsyncGenerator<Collector, void, undefined>>();
    // @ts-expect-error: firstPage is required, since the contract does not say 0 or 1
    void records(fetchPage, { list: "CollectorPage" });
    // @ts-expect-error: only the contract's lists
    void records(fetchPage, { list: "Collector", firstPage: 1 });
  });

  it("types each list's own walk and read by its list, decoded only by that list's decodeX", () => {
    const fetchPage = async (page: number): Promise<unknown> => page;
    expectTypeOf(collectorRecords(fetchPage, { firstPage: 1 })).toEqualTypeOf<AsyncGenerator<Collector, void, undefined>>();
    expectTypeOf(collectorRecords(fetchPage, { firstPage: 1, decode: decodeCollectorPage })).toEqualTypeOf<AsyncGenerator<DecodedCollector, void, undefined>>();
    expectTypeOf(surveyResponsePages(fetchPage, { firstPage: 0 })).toEqualTypeOf<AsyncGenerator<SurveyResponsePage, void, undefined>>();
    expectTypeOf(strict.surveyResponsePages(fetchPage, { firstPage: 0, decode: strict.decodeSurveyResponsePage })).toEqualTypeOf<
      AsyncGenerator<DecodedSurveyResponsePage, void, undefined>
    >();
    expectTypeOf(readCollectorPage).returns.toEqualTypeOf<Promise<CollectorPage>>();
    // @ts-expect-error: another list's decodeX
    void collectorRecords(fetchPage, { firstPage: 1, decode: decodeSurveyResponsePage });
    // @ts-expect-error: decode takes the function, so that only a walk that decodes bundles it
    void collectorRecords(fetchPage, { firstPage: 1, decode: true });
    // @ts-expect-error: the list is the function's own
    void collectorRecords(fetchPage, { list: "CollectorPage", firstPage: 1 });
  });
});
