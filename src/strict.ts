// @survey-collection/contract/strict: the strict validators, which reject every property the
// contract does not name, at every level, so that a server cannot leak a field. Same names as
// the root entry; the types are the root entry's.

import * as check from "../generated/validators/strict-check.js";
import * as jsonSchema from "../generated/json-schemas/strict.js";
import * as codec from "../generated/validators/codecs.js";
import * as table from "../generated/validators/strict-records.js";
import {
  assertFor,
  isFor,
  listPagesFor,
  listReadFor,
  listRecordsFor,
  pageValidatorsFor,
  parseFor,
  standardSchemaFor,
  type Assert,
  type Is,
  type ListRead,
  type ListWalk,
  type Parse,
} from "./bindings.js";
import type { RecordTypes } from "./records.js";
import { decodeFor, stringifyFor, toWireFor, type Decode, type Stringify, type ToWire } from "./codecs/boundary.js";
import type * as codecTypes from "../generated/codec-types.js";
import type { RecordSchema } from "./validation/standard-schema.js";
import type { FetchResponse, ReadLimits } from "./pages/http-page.js";
import { readPageWith, walkPages, walkRecords, type ListName, type Lists, type PageSource, type PaginationOptions, type WalkedPage } from "./pages/pagination.js";

/** Whether this entry refuses the properties the contract does not name (D3), as its decodeX does. */
const UNNAMED_REFUSED = true;

export type { CollectorStatus, CollectorType, Page, RecordName, SurveyResponseStatus } from "./records.js";
export { ContractValidationError, type ContractIssue } from "./validation/contract-validation-error.js";
export {
  PaginationError,
  getNextPageParam,
  type FetchPage,
  type ListName,
  type PageProblem,
  type PageSource,
  type PaginationOptions,
  type PaginationProblem,
} from "./pages/pagination.js";
export { HttpError, type FetchResponse, type ReadLimits } from "./pages/http-page.js";
export { PageReadError } from "./pages/read-limits.js";
export { BAD_REQUEST_CONTENT_TYPE, badRequestBody, fieldErrors, type BadRequestBody, type BadRequestOptions, type FieldErrors, type Refusal } from "./validation/field-errors.js";
export { badRequestResponse, type FetchApiResponse } from "./validation/bad-request-response.js";
export { trpcErrorFormatter, type ShapeWithFieldErrors, type TrpcErrorFormatterOptions } from "./validation/trpc-error-formatter.js";
export { veeValidateSchema, type VeeValidateFieldError, type VeeValidateSchema } from "./validation/vee-validate-schema.js";
export type { Assert, Is, ListOptions, ListRead, ListWalk, Parse } from "./bindings.js";
export type { Decode, Stringify, ToWire } from "./codecs/boundary.js";
export type { RecordSchema, StandardSchemaV1 } from "./validation/standard-schema.js";

// For every record X: the type X, and under the same name its Standard Schema (D13); isX never
// throws; assertX and parseX throw ContractValidationError (parseX also for malformed JSON).
// The codecs (D21): toWireX and stringifyX send exactly what the strict profile admits, in
// either entry, and take EncodableX (a Date or its text in every date-time field, a null for an
// absent optional field, more properties); decodeX validates in this entry's profile and gives
// Dates (the type DecodedX).

export type FromEmail = RecordTypes["FromEmail"];
export const FromEmail: RecordSchema<FromEmail> = /* @__PURE__ */ standardSchemaFor(table.FromEmail, jsonSchema.FromEmail);
export const isFromEmail: Is<FromEmail> = /* @__PURE__ */ isFor(check.FromEmail);
export const assertFromEmail: Assert<FromEmail> = /* @__PURE__ */ assertFor(table.FromEmail);
export const parseFromEmail: Parse<FromEmail> = /* @__PURE__ */ parseFor(table.FromEmail);
export type DecodedFromEmail = codecTypes.DecodedFromEmail;
export type EncodableFromEmail = codecTypes.EncodableFromEmail;
export const toWireFromEmail: ToWire<codecTypes.EncodableFromEmail, FromEmail> = /* @__PURE__ */ toWireFor(codec.buildFromEmail, codec.projectFromEmail, table.FromEmail);
export const stringifyFromEmail: Stringify<codecTypes.EncodableFromEmail> = /* @__PURE__ */ stringifyFor(codec.stringifyFromEmail, toWireFromEmail);
export const decodeFromEmail: Decode<FromEmail, DecodedFromEmail> = /* @__PURE__ */ decodeFor(codec.copyFromEmail, codec.decodeFromEmail, table.FromEmail, UNNAMED_REFUSED);

export type CollectorGroup = RecordTypes["CollectorGroup"];
export const CollectorGroup: RecordSchema<CollectorGroup> = /* @__PURE__ */ standardSchemaFor(table.CollectorGroup, jsonSchema.CollectorGroup);
export const isCollectorGroup: Is<CollectorGroup> = /* @__PURE__ */ isFor(check.CollectorGroup);
export const assertCollectorGroup: Assert<CollectorGroup> = /* @__PURE__ */ assertFor(table.CollectorGroup);
export const parseCollectorGroup: Parse<CollectorGroup> = /* @__PURE__ */ parseFor(table.CollectorGroup);
export type DecodedCollectorGroup = codecTypes.DecodedCollectorGroup;
export type EncodableCollectorGroup = codecTypes.EncodableCollectorGroup;
export const toWireCollectorGroup: ToWire<codecTypes.EncodableCollectorGroup, CollectorGroup> = /* @__PURE__ */ toWireFor(
  codec.buildCollectorGroup,
  codec.projectCollectorGroup,
  table.CollectorGroup,
);
export const stringifyCollectorGroup: Stringify<codecTypes.EncodableCollectorGroup> = /* @__PURE__ */ stringifyFor(codec.stringifyCollectorGroup, toWireCollectorGroup);
export const decodeCollectorGroup: Decode<CollectorGroup, DecodedCollectorGroup> = /* @__PURE__ */ decodeFor(
  codec.copyCollectorGroup,
  codec.decodeCollectorGroup,
  table.CollectorGroup,
  UNNAMED_REFUSED,
);

export type Collector = RecordTypes["Collector"];
export const Collector: RecordSchema<Collector> = /* @__PURE__ */ standardSchemaFor(table.Collector, jsonSchema.Collector);
export const isCollector: Is<Collector> = /* @__PURE__ */ isFor(check.Collector);
export const assertCollector: Assert<Collector> = /* @__PURE__ */ assertFor(table.Collector);
export const parseCollector: Parse<Collector> = /* @__PURE__ */ parseFor(table.Collector);
export type DecodedCollector = codecTypes.DecodedCollector;
export type EncodableCollector = codecTypes.EncodableCollector;
export const toWireCollector: ToWire<codecTypes.EncodableCollector, Collector> = /* @__PURE__ */ toWireFor(codec.buildCollector, codec.projectCollector, table.Collector);
export const stringifyCollector: Stringify<codecTypes.EncodableCollector> = /* @__PURE__ */ stringifyFor(codec.stringifyCollector, toWireCollector);
export const decodeCollector: Decode<Collector, DecodedCollector> = /* @__PURE__ */ decodeFor(codec.copyCollector, codec.decodeCollector, table.Collector, UNNAMED_REFUSED);

export type SurveyResponse = RecordTypes["SurveyResponse"];
export const SurveyResponse: RecordSchema<SurveyResponse> = /* @__PURE__ */ standardSchemaFor(table.SurveyResponse, jsonSchema.SurveyResponse);
export const isSurveyResponse: Is<SurveyResponse> = /* @__PURE__ */ isFor(check.SurveyResponse);
export const assertSurveyResponse: Assert<SurveyResponse> = /* @__PURE__ */ assertFor(table.SurveyResponse);
export const parseSurveyResponse: Parse<SurveyResponse> = /* @__PURE__ */ parseFor(table.SurveyResponse);
export type DecodedSurveyResponse = codecTypes.DecodedSurveyResponse;
export type EncodableSurveyResponse = codecTypes.EncodableSurveyResponse;
export const toWireSurveyResponse: ToWire<codecTypes.EncodableSurveyResponse, SurveyResponse> = /* @__PURE__ */ toWireFor(
  codec.buildSurveyResponse,
  codec.projectSurveyResponse,
  table.SurveyResponse,
);
export const stringifySurveyResponse: Stringify<codecTypes.EncodableSurveyResponse> = /* @__PURE__ */ stringifyFor(codec.stringifySurveyResponse, toWireSurveyResponse);
export const decodeSurveyResponse: Decode<SurveyResponse, DecodedSurveyResponse> = /* @__PURE__ */ decodeFor(
  codec.copySurveyResponse,
  codec.decodeSurveyResponse,
  table.SurveyResponse,
  UNNAMED_REFUSED,
);

export type CollectorPage = RecordTypes["CollectorPage"];
export const CollectorPage: RecordSchema<CollectorPage> = /* @__PURE__ */ standardSchemaFor(table.CollectorPage, jsonSchema.CollectorPage);
export const isCollectorPage: Is<CollectorPage> = /* @__PURE__ */ isFor(check.CollectorPage);
export const assertCollectorPage: Assert<CollectorPage> = /* @__PURE__ */ assertFor(table.CollectorPage);
export const parseCollectorPage: Parse<CollectorPage> = /* @__PURE__ */ parseFor(table.CollectorPage);
export type DecodedCollectorPage = codecTypes.DecodedCollectorPage;
export type EncodableCollectorPage = codecTypes.EncodableCollectorPage;
export const toWireCollectorPage: ToWire<codecTypes.EncodableCollectorPage, CollectorPage> = /* @__PURE__ */ toWireFor(
  codec.buildCollectorPage,
  codec.projectCollectorPage,
  table.CollectorPage,
);
export const stringifyCollectorPage: Stringify<codecTypes.EncodableCollectorPage> = /* @__PURE__ */ stringifyFor(codec.stringifyCollectorPage, toWireCollectorPage);
export const decodeCollectorPage: Decode<CollectorPage, DecodedCollectorPage> = /* @__PURE__ */ decodeFor(
  codec.copyCollectorPage,
  codec.decodeCollectorPage,
  table.CollectorPage,
  UNNAMED_REFUSED,
);

export type SurveyResponsePage = RecordTypes["SurveyResponsePage"];
export const SurveyResponsePage: RecordSchema<SurveyResponsePage> = /* @__PURE__ */ standardSchemaFor(table.SurveyResponsePage, jsonSchema.SurveyResponsePage);
export const isSurveyResponsePage: Is<SurveyResponsePage> = /* @__PURE__ */ isFor(check.SurveyResponsePage);
export const assertSurveyResponsePage: Assert<SurveyResponsePage> = /* @__PURE__ */ assertFor(table.SurveyResponsePage);
export const parseSurveyResponsePage: Parse<SurveyResponsePage> = /* @__PURE__ */ parseFor(table.SurveyResponsePage);
export type DecodedSurveyResponsePage = codecTypes.DecodedSurveyResponsePage;
export type EncodableSurveyResponsePage = codecTypes.EncodableSurveyResponsePage;
export const toWireSurveyResponsePage: ToWire<codecTypes.EncodableSurveyResponsePage, SurveyResponsePage> = /* @__PURE__ */ toWireFor(
  codec.buildSurveyResponsePage,
  codec.projectSurveyResponsePage,
  table.SurveyResponsePage,
);
export const stringifySurveyResponsePage: Stringify<codecTypes.EncodableSurveyResponsePage> = /* @__PURE__ */ stringifyFor(
  codec.stringifySurveyResponsePage,
  toWireSurveyResponsePage,
);
export const decodeSurveyResponsePage: Decode<SurveyResponsePage, DecodedSurveyResponsePage> = /* @__PURE__ */ decodeFor(
  codec.copySurveyResponsePage,
  codec.decodeSurveyResponsePage,
  table.SurveyResponsePage,
  UNNAMED_REFUSED,
);

/**
 * Walks a paginated list page by page, validating each page (strict profile), until
 * `totalCount` records were listed; throws PaginationError instead of looping when a server
 * misbehaves.
 */
export function pages<L extends ListName, D extends boolean = false>(source: PageSource, options: PaginationOptions<L, D>): AsyncGenerator<WalkedPage<L, D>, void, undefined> {
  return walkPages(pageValidatorsFor(table, codec, { decodeCollectorPage, decodeSurveyResponsePage })(options.list, options.decode), source, options);
}

/** Like `pages`, record by record. */
export function records<L extends ListName, D extends boolean = false>(
  source: PageSource,
  options: PaginationOptions<L, D>,
): AsyncGenerator<WalkedPage<L, D>["data"][number], void, undefined> {
  return walkRecords(pageValidatorsFor(table, codec, { decodeCollectorPage, decodeSurveyResponsePage })(options.list, options.decode), source, options);
}

/**
 * One response read as a page of the list, validated (strict profile): a status other than
 * 2xx throws HttpError (the status and the start of the body), an invalid page
 * ContractValidationError. The body is read as it arrives, within `limits` (by default 16 MiB and
 * 1 000 000 JSON values, as probe reads): past either, PageReadError, never a partial page. For a
 * `fetchPage`, or a query function of TanStack Query.
 */
export function readPage<L extends ListName>(list: L, response: FetchResponse, limits?: ReadLimits): Promise<Lists[L]> {
  return readPageWith(parseFor(table[list]), response, limits);
}

// Each list on its own: the functions above take the list's name, so a program that calls them
// bundles every list's validators; these bundle only their own list's. `decode` takes the
// list's decodeX, so that only a walk that decodes bundles it.

/** One response read as a page of collectors, validated (strict profile), as `readPage("CollectorPage", …)` reads it. */
export const readCollectorPage: ListRead<CollectorPage> = /* @__PURE__ */ listReadFor(table.CollectorPage);
/** The pages of the collectors' list, as `pages(source, { list: "CollectorPage", … })` walks them. */
export const collectorPages: ListWalk<CollectorPage, DecodedCollectorPage, CollectorPage, DecodedCollectorPage> = /* @__PURE__ */ listPagesFor(
  table.CollectorPage,
  codec.copyCollectorPage,
);
/** The collectors, one by one, as `records(source, { list: "CollectorPage", … })` walks them. */
export const collectorRecords: ListWalk<Collector, DecodedCollector, CollectorPage, DecodedCollectorPage> = /* @__PURE__ */ listRecordsFor(
  table.CollectorPage,
  codec.copyCollectorPage,
);

/** One response read as a page of survey responses, validated (strict profile). */
export const readSurveyResponsePage: ListRead<SurveyResponsePage> = /* @__PURE__ */ listReadFor(table.SurveyResponsePage);
/** The pages of the survey responses' list. */
export const surveyResponsePages: ListWalk<SurveyResponsePage, DecodedSurveyResponsePage, SurveyResponsePage, DecodedSurveyResponsePage> = /* @__PURE__ */ listPagesFor(
  table.SurveyResponsePage,
  codec.copySurveyResponsePage,
);
/** The survey responses, one by one. */
export const surveyResponseRecords: ListWalk<SurveyResponse, DecodedSurveyResponse, SurveyResponsePage, DecodedSurveyResponsePage> = /* @__PURE__ */ listRecordsFor(
  table.SurveyResponsePage,
  codec.copySurveyResponsePage,
);
