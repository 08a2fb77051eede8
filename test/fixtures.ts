// Valid records for the tests: one with every field filled, one with only the required ones.
// The values are written by hand, to try the validators on chosen edge cases (leap seconds,
// upper-case uuids, fractions, offsets); a field the spec table names that the hand-written
// record does not fill yet gets a plain value of its kind, so that a new field is written in
// the schema and the spec table alone; and a value a constraint of the schemas refuses (a
// length, a bound, a format the spec does not state) is made again from its schema, so that a
// constraint is written in the schema alone.
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { contractFormats } from "../generated/validators/formats.js";
import { conformRecord } from "../src/testing/make-record.js";
import { FORMATS, TABLES, isFormat, type FieldKind, type FormatName, type TableName } from "./contract-table.js";

/** A deep copy, so a test can change a record without touching the shared fixtures. */
export function copy<T>(value: T): T {
  return structuredClone(value);
}

const FULL_FROM_EMAIL = { email: "surveys@example.com", name: "Customer Research" };

const FULL_GROUP = {
  id: 12,
  name: "Northern region",
  departmentId: "5b0e7c84-3f0a-4d5e-9a41-2f6f1c0d8e77",
  organizationId: "C1A3F1D2-8B6E-4C1F-A0D4-93E2B7F5A610",
  createdAt: "2026-01-15T08:30:00Z",
};

const MINIMAL_GROUP = { id: -3, name: "", createdAt: "2024-02-29t23:59:60z" };

const FULL_COLLECTOR = {
  id: "col_8f2k1",
  name: "Spring newsletter",
  responseLimit: 500,
  completedResponsesCount: 42,
  surveyId: 1001,
  type: "EMAIL",
  openDate: "2026-03-01T09:00:00.5+01:00",
  closeDate: "2026-06-30T23:59:59.999999Z",
  fromEmail: copy(FULL_FROM_EMAIL),
  senderId: "sender-7",
  messageText: "Tell us how we did.",
  closedMessage: "This survey is closed.",
  showUnsubscribe: true,
  status: "OPEN",
  createdAt: "2026-02-20T14:12:03.511Z",
  updatedAt: "2026-03-01T09:00:00-05:30",
  dynamicParameters: { campaign: "spring", nested: { deep: [1, 2, { x: null }] } },
  isActive: true,
  isDeleted: false,
  buttonText: "Start",
  provider: "provider-name",
  templateId: "tpl-1",
  phoneNumber: "+1 555 0100",
  parameters: { retries: 3 },
  limitByIp: false,
  limitByCookie: true,
  surveyTitle: "Customer satisfaction",
  groups: [copy(FULL_GROUP), copy(MINIMAL_GROUP)],
};

const MINIMAL_COLLECTOR = {
  id: "c",
  name: "n",
  completedResponsesCount: 0,
  type: "SMS",
  status: "DRAFT",
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
  isActive: false,
  isDeleted: false,
  limitByIp: true,
  limitByCookie: false,
};

const FULL_SURVEY_RESPONSE = {
  id: "98d80576-482e-427f-8434-7f86890ab222",
  status: "COMPLETED",
  contactId: 77,
  collectorId: "col_8f2k1",
  expireIn: "P7D",
  content: { q1: 5, q2: "Great service", q3: [1, 2] },
  maxScore: 10,
  totalScore: -2,
  dynamicParameters: {},
  duration: 184,
  surveyId: 1001,
  createdAt: "2026-03-02T10:15:00Z",
  updatedAt: "2026-03-02T10:18:04.250Z",
};

const MINIMAL_SURVEY_RESPONSE = {
  id: "00000000-0000-0000-0000-000000000000",
  status: "CREATED",
  surveyId: 0,
  createdAt: "2026-03-02T10:15:00Z",
  updatedAt: "2026-03-02T10:15:00Z",
};

/** A plain valid value of each kind of field, for the fields the records above do not fill; a format's is its first sample. */
const VALUE_OF_KIND: Record<Exclude<FieldKind, FormatName>, () => unknown> = {
  string: () => "text",
  integer: () => 7,
  count: () => 3,
  boolean: () => true,
  "free-form": () => ({ key: "value" }),
  CollectorType: () => "WEB_LINK",
  CollectorStatus: () => "OPEN",
  SurveyResponseStatus: () => "CREATED",
  FromEmail: () => copy(FULL_FROM_EMAIL),
  "CollectorGroup[]": () => [copy(FULL_GROUP)],
  "Collector[]": () => [copy(FULL_COLLECTOR)],
  "SurveyResponse[]": () => [copy(FULL_SURVEY_RESPONSE)],
};

function valueOfKind(kind: FieldKind): unknown {
  return isFormat(kind) ? FORMATS[kind].samples[0] : VALUE_OF_KIND[kind]();
}

/** The hand-written record with every field the spec table names, each one it lacks filled by its kind. */
function everyField(record: TableName, written: Record<string, unknown>): Record<string, unknown> {
  const { required, optional } = TABLES[record];
  const kinds: Record<string, FieldKind> = { ...required, ...optional };
  const missing = Object.entries(kinds).filter(([field]) => !Object.hasOwn(written, field));
  return { ...written, ...Object.fromEntries(missing.map(([field, kind]) => [field, valueOfKind(kind)])) };
}

/** Ajv, an engine besides the package's, with the contract's format checks: judges one leaf. */
const ajv = new Ajv2020({ strict: false, formats: contractFormats });
const leafChecks = new WeakMap<object, ValidateFunction>();

function admits(schema: object, value: unknown): boolean {
  let check = leafChecks.get(schema);
  if (check === undefined) leafChecks.set(schema, (check = ajv.compile(schema)));
  return check(value);
}

/** The record as written, each leaf a constraint refuses made again from its schema. */
export function conformed(record: TableName, written: Record<string, unknown>): Record<string, unknown> {
  return conformRecord(record, written, admits, 1) as Record<string, unknown>;
}

export const FULL: Record<TableName, Record<string, unknown>> = {
  FromEmail: conformed("FromEmail", everyField("FromEmail", FULL_FROM_EMAIL)),
  CollectorGroup: conformed("CollectorGroup", everyField("CollectorGroup", FULL_GROUP)),
  Collector: conformed("Collector", everyField("Collector", FULL_COLLECTOR)),
  SurveyResponse: conformed("SurveyResponse", everyField("SurveyResponse", FULL_SURVEY_RESPONSE)),
  CollectorPage: conformed("CollectorPage", { page: 1, pageSize: 3, totalCount: 7, data: [copy(FULL_COLLECTOR), copy(MINIMAL_COLLECTOR), copy(FULL_COLLECTOR)] }),
  SurveyResponsePage: conformed("SurveyResponsePage", { page: 0, pageSize: 2, totalCount: 2, data: [copy(FULL_SURVEY_RESPONSE), copy(MINIMAL_SURVEY_RESPONSE)] }),
};

export const MINIMAL: Record<TableName, Record<string, unknown>> = {
  FromEmail: conformed("FromEmail", { email: "" }),
  CollectorGroup: conformed("CollectorGroup", MINIMAL_GROUP),
  Collector: conformed("Collector", MINIMAL_COLLECTOR),
  SurveyResponse: conformed("SurveyResponse", MINIMAL_SURVEY_RESPONSE),
  CollectorPage: conformed("CollectorPage", { page: 0, pageSize: 0, totalCount: 0, data: [] }),
  SurveyResponsePage: conformed("SurveyResponsePage", { page: 0, pageSize: 0, totalCount: 0, data: [] }),
};
