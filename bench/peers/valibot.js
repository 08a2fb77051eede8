// valibot, written to mean what the contract means: optional fields absent or null, unknown
// properties accepted (the tolerant profile), ISO timestamps, uuids.
import * as v from "valibot";

const dateTime = v.pipe(v.string(), v.isoTimestamp());
const uuid = v.pipe(v.string(), v.uuid());
/** @param {v.GenericSchema} schema */
const nullable = (schema) => v.nullish(schema);
const int = v.pipe(v.number(), v.integer());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const freeForm = v.record(v.string(), v.unknown());
const fromEmail = v.looseObject({ email: v.string(), name: nullable(v.string()) });
const group = v.looseObject({
  id: int,
  name: v.string(),
  departmentId: nullable(uuid),
  organizationId: nullable(uuid),
  createdAt: dateTime,
});
const collector = v.looseObject({
  id: v.string(),
  name: v.string(),
  responseLimit: nullable(count),
  completedResponsesCount: count,
  surveyId: nullable(int),
  type: v.picklist(["SMS", "EMAIL", "WEB_LINK", "WHATSAPP", "WIDGET"]),
  openDate: nullable(dateTime),
  closeDate: nullable(dateTime),
  fromEmail: nullable(fromEmail),
  senderId: nullable(v.string()),
  messageText: nullable(v.string()),
  closedMessage: nullable(v.string()),
  showUnsubscribe: nullable(v.boolean()),
  status: v.picklist(["OPEN", "CLOSED", "DRAFT", "DELETED", "INACTIVE", "SCHEDULED", "RESPONSE_LIMIT_EXCEEDED"]),
  createdAt: dateTime,
  updatedAt: dateTime,
  dynamicParameters: nullable(freeForm),
  isActive: v.boolean(),
  isDeleted: v.boolean(),
  buttonText: nullable(v.string()),
  provider: nullable(v.string()),
  templateId: nullable(v.string()),
  phoneNumber: nullable(v.string()),
  parameters: nullable(freeForm),
  limitByIp: v.boolean(),
  limitByCookie: v.boolean(),
  surveyTitle: nullable(v.string()),
  groups: nullable(v.array(group)),
});
const surveyResponse = v.looseObject({
  id: uuid,
  status: v.picklist(["CREATED", "IN_PROGRESS", "COMPLETED", "PENDING_REVIEW", "REVIEWED", "ARCHIVED", "CANCELLED", "EXPIRED"]),
  contactId: nullable(int),
  collectorId: nullable(v.string()),
  expireIn: nullable(v.string()),
  content: nullable(freeForm),
  maxScore: nullable(int),
  totalScore: nullable(int),
  dynamicParameters: nullable(freeForm),
  duration: nullable(count),
  surveyId: int,
  createdAt: dateTime,
  updatedAt: dateTime,
});
/** @param {v.GenericSchema} item */
const page = (item) => v.looseObject({ page: count, pageSize: count, totalCount: count, data: v.array(item) });

const SCHEMAS = { CollectorPage: page(collector), SurveyResponsePage: page(surveyResponse) };
const FORMATS = { "date-time": dateTime, uuid };

/** @param {v.GenericSchema} schema @returns {import("./peer.js").Check} */
const checkWith = (schema) => (value) => v.is(schema, value);

/** @type {import("./peer.js").Peer} */
export default {
  name: "valibot",
  check: (record) => checkWith(SCHEMAS[record]),
  format: (format) => checkWith(FORMATS[format]),
};
