// The contract as the service spec states it, written out by hand field by field, so that
// the tests compare the validators with the spec and not with the schemas they come from. Which
// records there are is the generated record table's to say: a record the schemas add has no
// entry here until its fields are written from the spec, and the type check says so.
import vocabulary from "../formats/vocabulary.json" with { type: "json" };
import { RECORD_NAMES, type RecordName } from "../generated/record-names.js";

/** The formats the contract checks, each a kind of string field; a new format is one of them. */
export type FormatName = keyof typeof vocabulary.formats;
export const FORMATS: Readonly<Record<FormatName, { samples: readonly string[]; counterexamples: readonly string[] }>> = vocabulary.formats;

export function isFormat(kind: string): kind is FormatName {
  return Object.hasOwn(FORMATS, kind);
}

export type FieldKind =
  | "string"
  | "integer"
  | "count"
  | "boolean"
  | FormatName
  | "free-form"
  | "CollectorType"
  | "CollectorStatus"
  | "SurveyResponseStatus"
  | "FromEmail"
  | "CollectorGroup[]"
  | "Collector[]"
  | "SurveyResponse[]";

export interface RecordTable {
  required: Record<string, FieldKind>;
  optional: Record<string, FieldKind>;
}

export const COLLECTOR_TYPE_VALUES = ["SMS", "EMAIL", "WEB_LINK", "WHATSAPP", "WIDGET"];
export const COLLECTOR_STATUS_VALUES = ["OPEN", "CLOSED", "DRAFT", "DELETED", "INACTIVE", "SCHEDULED", "RESPONSE_LIMIT_EXCEEDED"];
export const SURVEY_RESPONSE_STATUS_VALUES = ["CREATED", "IN_PROGRESS", "COMPLETED", "PENDING_REVIEW", "REVIEWED", "ARCHIVED", "CANCELLED", "EXPIRED"];

export const TABLES = {
  FromEmail: {
    required: { email: "string" },
    optional: { name: "string" },
  },
  CollectorGroup: {
    required: { id: "integer", name: "string", createdAt: "date-time" },
    optional: { departmentId: "uuid", organizationId: "uuid" },
  },
  Collector: {
    required: {
      id: "string",
      name: "string",
      completedResponsesCount: "count",
      type: "CollectorType",
      status: "CollectorStatus",
      createdAt: "date-time",
      updatedAt: "date-time",
      isActive: "boolean",
      isDeleted: "boolean",
      limitByIp: "boolean",
      limitByCookie: "boolean",
    },
    optional: {
      responseLimit: "count",
      surveyId: "integer",
      openDate: "date-time",
      closeDate: "date-time",
      fromEmail: "FromEmail",
      senderId: "string",
      messageText: "string",
      closedMessage: "string",
      showUnsubscribe: "boolean",
      dynamicParameters: "free-form",
      buttonText: "string",
      provider: "string",
      templateId: "string",
      phoneNumber: "string",
      parameters: "free-form",
      surveyTitle: "string",
      groups: "CollectorGroup[]",
    },
  },
  SurveyResponse: {
    required: {
      id: "uuid",
      status: "SurveyResponseStatus",
      surveyId: "integer",
      createdAt: "date-time",
      updatedAt: "date-time",
    },
    optional: {
      contactId: "integer",
      collectorId: "string",
      expireIn: "string",
      content: "free-form",
      maxScore: "integer",
      totalScore: "integer",
      dynamicParameters: "free-form",
      duration: "count",
    },
  },
  CollectorPage: {
    required: { page: "count", pageSize: "count", totalCount: "count", data: "Collector[]" },
    optional: {},
  },
  SurveyResponsePage: {
    required: { page: "count", pageSize: "count", totalCount: "count", data: "SurveyResponse[]" },
    optional: {},
  },
} satisfies Record<RecordName, RecordTable>;

export type TableName = RecordName;
export const RECORDS: readonly TableName[] = RECORD_NAMES;

/**
 * Values of the wrong JSON type (or out of range) for each kind of field, each with where the
 * problem sits below the field: inside an array or object for the nested kinds.
 */
export function wrongValues(kind: FieldKind): [value: unknown, below: string][] {
  const at =
    (below: string) =>
    (value: unknown): [unknown, string] => [value, below];
  const notString = [1, 0, true, {}, [], ["x"]];
  if (isFormat(kind)) return [...notString, ...FORMATS[kind].counterexamples].map(at(""));
  switch (kind) {
    case "string":
      return notString.map(at(""));
    case "integer":
      return ["1", 1.5, -0.5, true, {}, [], [1]].map(at(""));
    case "count":
      return ["1", 1.5, -1, -0.5, true, {}, []].map(at(""));
    case "boolean":
      return ["true", "false", 1, 0, {}, []].map(at(""));
    case "free-form":
      return ["x", 1, true, [], [{}]].map(at(""));
    case "CollectorType":
    case "CollectorStatus":
    case "SurveyResponseStatus":
      return [1, true, {}, [], ""].map(at(""));
    case "FromEmail":
      return [...["x@example.com", 1, true, []].map(at("")), ...[{}, { name: "no address" }].map(at("/email"))];
    case "CollectorGroup[]":
    case "Collector[]":
    case "SurveyResponse[]":
      return [...["x", 1, {}].map(at("")), ...[[1], [null], ["x"]].map(at("/0")), [[{}], "/0/id"]];
  }
}
