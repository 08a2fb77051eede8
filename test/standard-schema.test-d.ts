// The Standard Schema of each record, against the published interface: what a consumer infers
// from `Collector` is the `Collector` type.
import type { StandardJSONSchemaV1, StandardSchemaV1 } from "@standard-schema/spec";
import { describe, expectTypeOf, it } from "vitest";
import * as strict from "../src/strict.js";
import { Collector, type CollectorPage, type SurveyResponse, type Collector as CollectorType, type CollectorPage as CollectorPageType } from "../src/index.js";

describe("Standard Schema", () => {
  it("each record value is a StandardSchemaV1 of its type, in both entries", () => {
    expectTypeOf(Collector).toMatchTypeOf<StandardSchemaV1<unknown, CollectorType>>();
    expectTypeOf(strict.CollectorPage).toMatchTypeOf<StandardSchemaV1<unknown, CollectorPageType>>();
    expectTypeOf<StandardSchemaV1.InferOutput<typeof Collector>>().toEqualTypeOf<CollectorType>();
    expectTypeOf<StandardSchemaV1.InferOutput<typeof CollectorPage>>().toEqualTypeOf<CollectorPageType>();
    expectTypeOf<StandardSchemaV1.InferOutput<typeof strict.SurveyResponse>>().toEqualTypeOf<StandardSchemaV1.InferOutput<typeof SurveyResponse>>();
  });

  it("types its input as the record, for consumers that infer a form's fields from it (was: unknown)", () => {
    expectTypeOf<StandardSchemaV1.InferInput<typeof Collector>>().toEqualTypeOf<CollectorType>();
    expectTypeOf<StandardSchemaV1.InferInput<typeof strict.CollectorPage>>().toEqualTypeOf<CollectorPageType>();
  });

  it("is a Standard JSON Schema of its type, in both entries", () => {
    expectTypeOf(Collector).toMatchTypeOf<StandardJSONSchemaV1<CollectorType, CollectorType>>();
    expectTypeOf(strict.CollectorPage).toMatchTypeOf<StandardJSONSchemaV1<CollectorPageType, CollectorPageType>>();
    expectTypeOf(Collector["~standard"].jsonSchema.input).parameter(0).toEqualTypeOf<StandardJSONSchemaV1.Options>();
  });

  it("validates synchronously", () => {
    expectTypeOf(Collector["~standard"].validate).returns.toEqualTypeOf<StandardSchemaV1.Result<CollectorType>>();
  });
});
