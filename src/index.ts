// @survey-collection/contract: the record types and the tolerant validators, which accept
// properties the contract does not name so that clients survive additive changes.

import * as check from "../generated/validators/tolerant-check.js";
import * as report from "../generated/validators/tolerant-report.js";
import type { FromEmail, CollectorGroup, Collector, SurveyResponse, CollectorPage, SurveyResponsePage } from "./records.js";
import { assertValid, parseValid, type RecordValidator } from "./record-validator.js";
import { walkPages, walkRecords, type FetchPage, type ListName, type Lists, type PageValidators, type PaginationOptions } from "./pagination.js";

export * from "./records.js";
export { ContractValidationError, type ContractIssue } from "./contract-validation-error.js";
export { PaginationError, type FetchPage, type ListName, type PaginationOptions, type PaginationProblem } from "./pagination.js";

const fromEmail: RecordValidator = { record: "FromEmail", check: check.FromEmail, report: report.FromEmail };
/** Whether `value` is a valid `FromEmail`; never throws. */
export const isFromEmail = (value: unknown): value is FromEmail => check.FromEmail(value);
/** Throws `ContractValidationError` unless `value` is a valid `FromEmail`. */
export const assertFromEmail: (value: unknown) => asserts value is FromEmail = (value) => assertValid(fromEmail, value);
/** `JSON.parse` and `assertFromEmail`; malformed JSON also throws `ContractValidationError`. */
export const parseFromEmail = (json: string): FromEmail => parseValid(fromEmail, json) as FromEmail;

const collectorGroup: RecordValidator = { record: "CollectorGroup", check: check.CollectorGroup, report: report.CollectorGroup };
/** Whether `value` is a valid `CollectorGroup`; never throws. */
export const isCollectorGroup = (value: unknown): value is CollectorGroup => check.CollectorGroup(value);
/** Throws `ContractValidationError` unless `value` is a valid `CollectorGroup`. */
export const assertCollectorGroup: (value: unknown) => asserts value is CollectorGroup = (value) => assertValid(collectorGroup, value);
/** `JSON.parse` and `assertCollectorGroup`; malformed JSON also throws `ContractValidationError`. */
export const parseCollectorGroup = (json: string): CollectorGroup => parseValid(collectorGroup, json) as CollectorGroup;

const collector: RecordValidator = { record: "Collector", check: check.Collector, report: report.Collector };
/** Whether `value` is a valid `Collector`; never throws. */
export const isCollector = (value: unknown): value is Collector => check.Collector(value);
/** Throws `ContractValidationError` unless `value` is a valid `Collector`. */
export const assertCollector: (value: unknown) => asserts value is Collector = (value) => assertValid(collector, value);
/** `JSON.parse` and `assertCollector`; malformed JSON also throws `ContractValidationError`. */
export const parseCollector = (json: string): Collector => parseValid(collector, json) as Collector;

const surveyResponse: RecordValidator = { record: "SurveyResponse", check: check.SurveyResponse, report: report.SurveyResponse };
/** Whether `value` is a valid `SurveyResponse`; never throws. */
export const isSurveyResponse = (value: unknown): value is SurveyResponse => check.SurveyResponse(value);
/** Throws `ContractValidationError` unless `value` is a valid `SurveyResponse`. */
export const assertSurveyResponse: (value: unknown) => asserts value is SurveyResponse = (value) => assertValid(surveyResponse, value);
/** `JSON.parse` and `assertSurveyResponse`; malformed JSON also throws `ContractValidationError`. */
export const parseSurveyResponse = (json: string): SurveyResponse => parseValid(surveyResponse, json) as SurveyResponse;

const collectorPage: RecordValidator = {
  record: "CollectorPage",
  check: check.CollectorPage,
  report: report.CollectorPage,
  items: { check: check.Collector, report: report.Collector },
};
/** Whether `value` is a valid `CollectorPage`; never throws. */
export const isCollectorPage = (value: unknown): value is CollectorPage => check.CollectorPage(value);
/** Throws `ContractValidationError` unless `value` is a valid `CollectorPage`. */
export const assertCollectorPage: (value: unknown) => asserts value is CollectorPage = (value) => assertValid(collectorPage, value);
/** `JSON.parse` and `assertCollectorPage`; malformed JSON also throws `ContractValidationError`. */
export const parseCollectorPage = (json: string): CollectorPage => parseValid(collectorPage, json) as CollectorPage;

const surveyResponsePage: RecordValidator = {
  record: "SurveyResponsePage",
  check: check.SurveyResponsePage,
  report: report.SurveyResponsePage,
  items: { check: check.SurveyResponse, report: report.SurveyResponse },
};
/** Whether `value` is a valid `SurveyResponsePage`; never throws. */
export const isSurveyResponsePage = (value: unknown): value is SurveyResponsePage => check.SurveyResponsePage(value);
/** Throws `ContractValidationError` unless `value` is a valid `SurveyResponsePage`. */
export const assertSurveyResponsePage: (value: unknown) => asserts value is SurveyResponsePage = (value) => assertValid(surveyResponsePage, value);
/** `JSON.parse` and `assertSurveyResponsePage`; malformed JSON also throws `ContractValidationError`. */
export const parseSurveyResponsePage = (json: string): SurveyResponsePage => parseValid(surveyResponsePage, json) as SurveyResponsePage;

const pageValidators: PageValidators = {
  CollectorPage: { assert: assertCollectorPage, parse: parseCollectorPage },
  SurveyResponsePage: { assert: assertSurveyResponsePage, parse: parseSurveyResponsePage },
};

/**
 * Walks a paginated list page by page, validating each page (tolerant profile), until
 * `totalCount` records were listed; throws PaginationError instead of looping when a server
 * misbehaves.
 */
export function pages<L extends ListName>(fetchPage: FetchPage, options: PaginationOptions<L>): AsyncGenerator<Lists[L], void, undefined> {
  return walkPages(pageValidators, fetchPage, options);
}

/** Like `pages`, record by record. */
export function records<L extends ListName>(fetchPage: FetchPage, options: PaginationOptions<L>): AsyncGenerator<Lists[L]["data"][number], void, undefined> {
  return walkRecords(pageValidators, fetchPage, options);
}
