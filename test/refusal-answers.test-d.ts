// The refusal answers' types: what a Fetch handler returns, what tRPC infers a client's error
// data to be, what vee-validate infers a form's values to be, and toWireX as an output schema.
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { describe, expectTypeOf, it } from "vitest";
import * as strict from "../src/strict.js";
import {
  Collector,
  badRequestBody,
  badRequestResponse,
  toWireCollector,
  trpcErrorFormatter,
  veeValidateSchema,
  type BadRequestBody,
  type Collector as CollectorType,
  type EncodableCollector,
  type FieldErrors,
  type VeeValidateSchema,
} from "../src/index.js";

describe("the refusal answers' types", () => {
  it("badRequestBody and badRequestResponse take an optional title", () => {
    expectTypeOf(badRequestBody).parameter(1).toEqualTypeOf<{ title?: string } | undefined>();
    expectTypeOf(badRequestBody([], { title: "t" })).toEqualTypeOf<BadRequestBody>();
    expectTypeOf(badRequestResponse([], { title: "t" })).toEqualTypeOf<Response>();
  });

  it("trpcErrorFormatter keeps tRPC's shape and adds data.fieldErrors", () => {
    const shape = { message: "m", code: -32600 as const, data: { code: "BAD_REQUEST", httpStatus: 400, path: "p" as string | undefined } };
    const formatted = trpcErrorFormatter({ shape, error: { code: "BAD_REQUEST", cause: undefined } });
    expectTypeOf(formatted.code).toEqualTypeOf<-32600>();
    expectTypeOf(formatted.data.httpStatus).toEqualTypeOf<number>();
    expectTypeOf(formatted.data.fieldErrors).toEqualTypeOf<FieldErrors | null>();
  });

  it("veeValidateSchema of a record types the form's values and output as the record", () => {
    expectTypeOf(veeValidateSchema(Collector)).toEqualTypeOf<VeeValidateSchema<CollectorType, CollectorType>>();
    expectTypeOf(veeValidateSchema(strict.Collector).__type).toEqualTypeOf<"VVTypedSchema">();
  });

  it("toWireX is a Standard Schema from EncodableX to the record, in both entries", () => {
    expectTypeOf(toWireCollector).toMatchTypeOf<StandardSchemaV1<EncodableCollector, CollectorType>>();
    expectTypeOf<StandardSchemaV1.InferInput<typeof strict.toWireCollector>>().toEqualTypeOf<EncodableCollector>();
    expectTypeOf<StandardSchemaV1.InferOutput<typeof toWireCollector>>().toEqualTypeOf<CollectorType>();
  });
});
