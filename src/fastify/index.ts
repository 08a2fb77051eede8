// @survey-collection/contract/fastify (D28): the package's records as the schemas of Fastify
// routes, plugged in as Fastify's type providers for zod and TypeBox are. A route declared with a
// record value (`schema: { body: Collector, response: { 200: CollectorPage } }`) has its body
// validated by the package in the profile of the entry the value comes from (the strict one
// refuses an unknown property with a 400; nothing is ever stripped), and its reply typed as what
// `stringifyX` takes and sent by it: strict, unnamed fields dropped, Dates written, an invalid
// reply a 500 naming the pointer and never sent. A record value of another copy of the package
// is read as this copy's (route-records.ts); any other Standard Schema is answered as every
// Fastify 5 reads a validator (standard-route-schema.ts). Fastify is a peer dependency of this
// entry alone: nothing here is imported by the others.
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from "fastify";
import type { RecordName } from "../../generated/record-names.js";
import type { EncodableRecords } from "../../generated/codec-types.js";
import type { RecordTypes } from "../records.js";
import { ContractValidationError } from "../validation/contract-validation-error.js";
import { BAD_REQUEST_CONTENT_TYPE, badRequestBody } from "../validation/field-errors.js";
import type { RecordSchema, StandardSchemaV1 } from "../validation/standard-schema.js";
import { routeRecord } from "./route-records.js";
import { standardReplyWriter, standardRequestValidator, standardValidate } from "./standard-route-schema.js";

/**
 * Fastify's validator compiler for a route's body, querystring, params or headers given as a
 * record value of the package (of this copy or of another copy of the same contract), or as any
 * Standard Schema (zod, valibot, …), synchronous or not. A record's value is judged by its
 * entry's assertX: never coerced, never stripped; what fails is a 400 whose error is the
 * ContractValidationError (`contractErrorHandler` answers it with `badRequestBody`). Another
 * schema's refusal is a 400 with its first 100 issues; the handler gets its output, or the request
 * is a 500 where Fastify would pass another value (`standard-route-schema.ts` says when).
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart, method, url }) => {
  const where = `the ${httpPart ?? "request"} schema of ${method} ${url}`;
  const known = routeRecord(schema, where);
  if (known !== undefined) {
    const { assert } = known;
    return (data: unknown) => {
      try {
        assert(data);
        return { value: data };
      } catch (error) {
        return { error: error as Error };
      }
    };
  }
  // Fastify awaits a validator's promise; its types brand the promises they expect.
  return standardRequestValidator(standardValidate(schema, where), where) as (data: unknown) => { value: unknown } | { error: Error };
};

/**
 * Fastify's serializer compiler for a route's replies given as a record value: the reply is sent
 * by the record's stringifyX, which checks everything the strict profile checks while it writes
 * (a Date as its RFC 3339 text, an unnamed field dropped); a reply it refuses throws its
 * ContractValidationError, which Fastify answers with a 500 and nothing of the reply is sent. A
 * reply schema given as another Standard Schema is validated by it, then sent as JSON.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url, httpStatus }) => {
  const where = `the ${httpStatus === undefined ? "" : `${httpStatus} `}reply schema of ${method} ${url}`;
  const known = routeRecord(schema, where);
  if (known !== undefined) return known.stringify as (data: unknown) => string;
  return standardReplyWriter(standardValidate(schema, where), where);
};

/**
 * An error handler for Fastify (`app.setErrorHandler(contractErrorHandler)`): a request refused
 * by `validatorCompiler` is answered 400 with `badRequestBody` as `application/problem+json`;
 * every other error goes on to Fastify's own handler (an invalid reply: a 500 whose message names
 * the pointer).
 */
export function contractErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const issues = requestIssues(error);
  if (issues === undefined) {
    void reply.send(error);
    return;
  }
  void reply.code(400).type(BAD_REQUEST_CONTENT_TYPE).send(badRequestBody(issues));
}

/** The issues of a request `validatorCompiler` refused; undefined for any other error. */
function requestIssues(error: FastifyError): ContractValidationError | readonly StandardSchemaV1.Issue[] | undefined {
  if (error.validationContext === undefined) return undefined;
  if (error instanceof ContractValidationError) return error;
  const { issues } = error as { issues?: unknown };
  return Array.isArray(issues) ? (issues as StandardSchemaV1.Issue[]) : undefined;
}

/**
 * The type provider: a route's request parts are typed as their schema's output (a record value:
 * the record), its replies as what stringifyX takes (EncodableX: Dates or their text in date-time
 * fields, nulls, more columns) or a Standard Schema's input.
 */
export interface ContractTypeProvider extends FastifyTypeProvider {
  readonly validator: this["schema"] extends StandardSchemaV1<unknown, infer Output> ? Output : unknown;
  readonly serializer: this["schema"] extends RecordSchema<infer Record> ? EncodableOf<Record> : this["schema"] extends StandardSchemaV1<infer Input, unknown> ? Input : unknown;
}

/** What stringifyX of the record whose type is T takes. */
type EncodableOf<T> = { [Name in RecordName]: [T] extends [RecordTypes[Name]] ? ([RecordTypes[Name]] extends [T] ? EncodableRecords[Name] : never) : never }[RecordName];
