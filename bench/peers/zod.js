// zod 4, written to mean what the contract means: optional fields absent or null, unknown
// properties accepted (the tolerant profile), RFC 3339 date-times with an offset.
import { z } from "zod";

const dateTime = z.iso.datetime({ offset: true });
const uuid = z.guid();
/** @param {z.ZodType} schema */
const nullable = (schema) => schema.nullable().optional();
const count = z.int().nonnegative();
const freeForm = z.record(z.string(), z.unknown());
/**
 * The two pages in zod's words, with `dateTime` for every date-time field and `object` for every
 * record: here the tolerant profile's checks, and in bench/codec-peers/zod.js its codecs.
 * @param {z.ZodType} dateTime @param {(shape: Record<string, z.ZodType>) => z.ZodType} object
 */
export function zodPages(dateTime, object) {
  const fromEmail = object({ email: z.string(), name: nullable(z.string()) });
  const group = object({
    id: z.int(),
    name: z.string(),
    departmentId: nullable(uuid),
    organizationId: nullable(uuid),
    createdAt: dateTime,
  });
  const collector = object({
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
  const surveyResponse = object({
    id: uuid,
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
  /** @param {z.ZodType} item */
  const page = (item) => object({ page: count, pageSize: count, totalCount: count, data: z.array(item) });
  return { CollectorPage: page(collector), SurveyResponsePage: page(surveyResponse) };
}

const SCHEMAS = zodPages(dateTime, z.looseObject);
const FORMATS = { "date-time": dateTime, uuid };

/** @param {z.ZodType} schema @returns {import("./peer.js").Check} */
const checkWith = (schema) => (value) => schema.safeParse(value).success;

/** @type {import("./peer.js").Peer} */
export default {
  name: "zod 4",
  check: (record) => checkWith(SCHEMAS[record]),
  format: (format) => checkWith(FORMATS[format]),
};
