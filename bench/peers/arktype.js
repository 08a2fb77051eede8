// arktype, written to mean what the contract means: optional fields absent or null, unknown
// properties accepted (its default, the tolerant profile), ISO date-times, uuids.
import { type } from "arktype";

const DATE_TIME = "string.date.iso";
const UUID = "string.uuid";
const COUNT = "number.integer >= 0";
const FREE_FORM = "Record<string, unknown>";

const fromEmail = type({ email: "string", "name?": "string | null" });
const group = type({
  id: "number.integer",
  name: "string",
  "departmentId?": `${UUID} | null`,
  "organizationId?": `${UUID} | null`,
  createdAt: DATE_TIME,
});
const collector = type({
  id: "string",
  name: "string",
  "responseLimit?": `${COUNT} | null`,
  completedResponsesCount: COUNT,
  "surveyId?": "number.integer | null",
  type: "'SMS' | 'EMAIL' | 'WEB_LINK' | 'WHATSAPP' | 'WIDGET'",
  "openDate?": `${DATE_TIME} | null`,
  "closeDate?": `${DATE_TIME} | null`,
  "fromEmail?": fromEmail.or("null"),
  "senderId?": "string | null",
  "messageText?": "string | null",
  "closedMessage?": "string | null",
  "showUnsubscribe?": "boolean | null",
  status: "'OPEN' | 'CLOSED' | 'DRAFT' | 'DELETED' | 'INACTIVE' | 'SCHEDULED' | 'RESPONSE_LIMIT_EXCEEDED'",
  createdAt: DATE_TIME,
  updatedAt: DATE_TIME,
  "dynamicParameters?": `${FREE_FORM} | null`,
  isActive: "boolean",
  isDeleted: "boolean",
  "buttonText?": "string | null",
  "provider?": "string | null",
  "templateId?": "string | null",
  "phoneNumber?": "string | null",
  "parameters?": `${FREE_FORM} | null`,
  limitByIp: "boolean",
  limitByCookie: "boolean",
  "surveyTitle?": "string | null",
  "groups?": group.array().or("null"),
});
const surveyResponse = type({
  id: UUID,
  status: "'CREATED' | 'IN_PROGRESS' | 'COMPLETED' | 'PENDING_REVIEW' | 'REVIEWED' | 'ARCHIVED' | 'CANCELLED' | 'EXPIRED'",
  "contactId?": "number.integer | null",
  "collectorId?": "string | null",
  "expireIn?": "string | null",
  "content?": `${FREE_FORM} | null`,
  "maxScore?": "number.integer | null",
  "totalScore?": "number.integer | null",
  "dynamicParameters?": `${FREE_FORM} | null`,
  "duration?": `${COUNT} | null`,
  surveyId: "number.integer",
  createdAt: DATE_TIME,
  updatedAt: DATE_TIME,
});
/** @param {import("arktype").Type<object>} item */
const page = (item) => type({ page: COUNT, pageSize: COUNT, totalCount: COUNT, data: item.array() });

const SCHEMAS = { CollectorPage: page(collector), SurveyResponsePage: page(surveyResponse) };
const FORMATS = { "date-time": type(DATE_TIME), uuid: type(UUID) };

/** @param {import("arktype").Type} schema @returns {import("./peer.js").Check} */
const checkWith = (schema) => (value) => schema.allows(value);

/** @type {import("./peer.js").Peer} */
export default {
  name: "arktype",
  check: (record) => checkWith(SCHEMAS[record]),
  format: (format) => checkWith(FORMATS[format]),
};
