// The validators people pick today, set up on the same contract, to compare ours with.
import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { validator as schemasafe } from "@exodus/schemasafe";
import { z } from "zod";

/** The record's published JSON Schema (D14), as a user hands it to a validator. */
export function contractSchema(root) {
  return JSON.parse(readFileSync(new URL(`../generated/schemas/${root}.json`, import.meta.url), "utf8"));
}

/** Ajv compiled at run time, with ajv-formats' full format checks. */
export function compileAjv(root) {
  const ajv = new Ajv2020({ strict: false });
  addFormats(ajv, { mode: "full" });
  return ajv.compile(contractSchema(root));
}

export function compileSchemasafe(root) {
  return schemasafe(contractSchema(root), { mode: "default", formats: {}, includeErrors: false, requireValidation: false });
}

// zod 4, written to mean what the contract means: optional fields absent or null, unknown
// properties accepted (the tolerant profile), RFC 3339 date-times with an offset.
const dateTime = z.iso.datetime({ offset: true });
const nullable = (schema) => schema.nullable().optional();
const count = z.int().nonnegative();
const freeForm = z.record(z.string(), z.unknown());
const fromEmail = z.looseObject({ email: z.string(), name: nullable(z.string()) });
const group = z.looseObject({
  id: z.int(),
  name: z.string(),
  departmentId: nullable(z.guid()),
  organizationId: nullable(z.guid()),
  createdAt: dateTime,
});
const collector = z.looseObject({
  id: z.string(),
  name: z.string(),
  responseLimit: nullable(count),
  completedResponsesCount: count,
  surveyId: nullable(z.int()),
  type: z.enum(["SMS", "EMAIL", "WEB_LINK", "WHATSAPP", "WIDGET"]),
  openDate: nullable(dateTime),
  closeDate: nullable(dateTime),
  fromEmail: nullable(fromEmail),
  senderId: nullable(z.string()),
  messageText: nullable(z.string()),
  closedMessage: nullable(z.string()),
  showUnsubscribe: nullable(z.boolean()),
  status: z.enum(["OPEN", "CLOSED", "DRAFT", "DELETED", "INACTIVE", "SCHEDULED", "RESPONSE_LIMIT_EXCEEDED"]),
  createdAt: dateTime,
  updatedAt: dateTime,
  dynamicParameters: nullable(freeForm),
  isActive: z.boolean(),
  isDeleted: z.boolean(),
  buttonText: nullable(z.string()),
  provider: nullable(z.string()),
  templateId: nullable(z.string()),
  phoneNumber: nullable(z.string()),
  parameters: nullable(freeForm),
  limitByIp: z.boolean(),
  limitByCookie: z.boolean(),
  surveyTitle: nullable(z.string()),
  groups: nullable(z.array(group)),
});
const surveyResponse = z.looseObject({
  id: z.guid(),
  status: z.enum(["CREATED", "IN_PROGRESS", "COMPLETED", "PENDING_REVIEW", "REVIEWED", "ARCHIVED", "CANCELLED", "EXPIRED"]),
  contactId: nullable(z.int()),
  collectorId: nullable(z.string()),
  expireIn: nullable(z.string()),
  content: nullable(freeForm),
  maxScore: nullable(z.int()),
  totalScore: nullable(z.int()),
  dynamicParameters: nullable(freeForm),
  duration: nullable(count),
  surveyId: z.int(),
  createdAt: dateTime,
  updatedAt: dateTime,
});
const envelope = (item) => z.looseObject({ page: count, pageSize: count, totalCount: count, data: z.array(item) });

export const zodSchemas = { CollectorPage: envelope(collector), SurveyResponsePage: envelope(surveyResponse) };
