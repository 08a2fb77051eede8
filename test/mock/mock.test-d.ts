// The types of ./mock: the handler is a node:http request listener and a fetch handler; the
// options take only what the mock serves.
import type { RequestListener } from "node:http";
import { describe, expectTypeOf, it } from "vitest";
import { createMockHandler, type MockOptions } from "../../src/mock/index.js";
import type { CollectorPage, DecodedSurveyResponsePage } from "../../src/index.js";

describe("createMockHandler's types", () => {
  it("is a request listener with a fetch handler", () => {
    const handler = createMockHandler();
    expectTypeOf(handler).toExtend<RequestListener>();
    expectTypeOf(handler.fetch).parameters.toEqualTypeOf<[Request]>();
    expectTypeOf(handler.fetch).returns.toEqualTypeOf<Promise<Response>>();
  });

  it("hands out its pages as a client reads them, or decoded", () => {
    const handler = createMockHandler();
    expectTypeOf(handler.page("CollectorPage", 1)).toEqualTypeOf<CollectorPage>();
    expectTypeOf(handler.page("SurveyResponsePage", 1, { decode: true })).toEqualTypeOf<DecodedSurveyResponsePage>();
    // @ts-expect-error: not a list of the contract
    handler.page("Collector", 1);
  });

  it("names the lies, the lists and the numbers it takes", () => {
    expectTypeOf<MockOptions["lie"]>().toEqualTypeOf<"totalCount" | "page" | "duplicate" | undefined>();
    expectTypeOf<keyof NonNullable<MockOptions["paths"]>>().toEqualTypeOf<"CollectorPage" | "SurveyResponsePage">();
    // @ts-expect-error: not a lie the mock tells
    createMockHandler({ lie: "sometimes" });
    // @ts-expect-error: not a list of the contract
    createMockHandler({ paths: { Collector: "/c" } });
  });
});
