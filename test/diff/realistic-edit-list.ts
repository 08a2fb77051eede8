// Realistic edits of the package's own document, each with the rules `diff` must find and the
// sides they break (C: breaking for clients, P: breaking for producers, CP: both, R: removed
// record, ok: compatible): read by realistic-edits.test.ts (the verdicts) and witnesses.test.ts
// (every witness re-checked).
import { readFileSync } from "node:fs";
import { FROZEN_DOCUMENT } from "../documents.js";

export const DOCUMENT = JSON.parse(readFileSync(FROZEN_DOCUMENT, "utf8"));
export const SIDE = { C: "breaking for clients", P: "breaking for producers", CP: "breaking for clients and producers", R: "removed record", ok: "compatible" } as const;
export type Side = keyof typeof SIDE;

const S = (d: any) => d.components.schemas;
export const collector = (d: any) => S(d).Collector.properties;
const response = (d: any) => S(d).SurveyResponse.properties;

/** [what, edit, [rule, side, pointer under /components/schemas]...] */
export const EDITS: [string, (d: any) => void, [string, Side, string][]][] = [
  ["a collector type added", (d) => S(d).CollectorType.enum.push("TELEGRAM"), [["ENUM_VALUE_ADDED", "C", "CollectorType"]]],
  ["a collector status removed", (d) => S(d).CollectorStatus.enum.splice(2, 1), [["ENUM_VALUE_REMOVED", "CP", "CollectorStatus"]]],
  ["the enum values reordered", (d) => S(d).CollectorType.enum.reverse(), []],
  ["the provider pinned (D7)", (d) => (S(d).Provider.const = "acme"), [["ENUM_ADDED", "CP", "Provider"]]],
  ["a new optional field", (d) => (collector(d).locale = { type: ["string", "null"] }), [["FIELD_ADDED_OPTIONAL", "ok", "Collector/properties/locale"]]],
  [
    "a new required field",
    (d) => {
      collector(d).locale = { type: "string" };
      S(d).Collector.required.push("locale");
    },
    [["FIELD_ADDED_REQUIRED", "P", "Collector/properties/locale"]],
  ],
  ["closeDate made required", (d) => S(d).Collector.required.push("closeDate"), [["FIELD_NEWLY_REQUIRED", "P", "Collector/properties/closeDate"]]],
  ["name no longer required", (d) => S(d).Collector.required.splice(S(d).Collector.required.indexOf("name"), 1), [["FIELD_NO_LONGER_REQUIRED", "C", "Collector/properties/name"]]],
  ["an optional field removed", (d) => delete collector(d).buttonText, [["FIELD_REMOVED", "CP", "Collector/properties/buttonText"]]],
  [
    "senderId renamed to senderName",
    (d) => {
      collector(d).senderName = collector(d).senderId;
      delete collector(d).senderId;
    },
    [
      ["FIELD_REMOVED", "CP", "Collector/properties/senderId"],
      ["FIELD_ADDED_OPTIONAL", "ok", "Collector/properties/senderName"],
    ],
  ],
  ["fromEmail no longer nullable", (d) => (collector(d).fromEmail = { $ref: "#/components/schemas/FromEmail" }), [["TYPE_NARROWED", "P", "Collector/properties/fromEmail"]]],
  ["surveyId no longer nullable", (d) => (collector(d).surveyId = { type: "integer" }), [["TYPE_NARROWED", "P", "Collector/properties/surveyId"]]],
  ["isActive made nullable", (d) => (collector(d).isActive = { type: ["boolean", "null"] }), [["TYPE_WIDENED", "C", "Collector/properties/isActive"]]],
  ["surveyId widened to number", (d) => (collector(d).surveyId = { type: ["number", "null"] }), [["TYPE_WIDENED", "C", "Collector/properties/surveyId"]]],
  ["id changed from string to integer", (d) => (collector(d).id = { type: "integer" }), [["TYPE_CHANGED", "CP", "Collector/properties/id"]]],
  [
    "groups items of another record",
    (d) => (collector(d).groups.items = { $ref: "#/components/schemas/FromEmail" }),
    [["TYPE_CHANGED", "CP", "Collector/properties/groups/items"]],
  ],
  ["a uuid format on a plain string", (d) => (response(d).collectorId.format = "uuid"), [["FORMAT_ADDED", "P", "SurveyResponse/properties/collectorId"]]],
  ["the date-time format dropped", (d) => delete collector(d).createdAt.format, [["FORMAT_REMOVED", "C", "Collector/properties/createdAt"]]],
  ["date-time became uuid", (d) => (collector(d).openDate.format = "uuid"), [["FORMAT_CHANGED", "CP", "Collector/properties/openDate"]]],
  [
    "an e-mail format, which the generator has no check for",
    (d) => (collector(d).fromEmail = { type: "string", format: "email" }),
    [["KEYWORD_CHANGED", "CP", "Collector/properties/fromEmail"]],
  ],
  ["pages counted from 1", (d) => (S(d).CollectorPage.properties.page.minimum = 1), [["BOUND_TIGHTENED", "P", "CollectorPage/properties/page"]]],
  ["a response limit no longer non-negative", (d) => delete collector(d).responseLimit.minimum, [["BOUND_LOOSENED", "C", "Collector/properties/responseLimit"]]],
  ["pageSize capped at 100", (d) => (S(d).CollectorPage.properties.pageSize.maximum = 100), [["BOUND_TIGHTENED", "P", "CollectorPage/properties/pageSize"]]],
  ["name limited to 200 characters", (d) => (collector(d).name.maxLength = 200), [["BOUND_TIGHTENED", "P", "Collector/properties/name"]]],
  ["name may not be empty", (d) => (collector(d).name.minLength = 1), [["BOUND_TIGHTENED", "P", "Collector/properties/name"]]],
  ["at most 10 groups", (d) => (collector(d).groups.maxItems = 10), [["BOUND_TIGHTENED", "P", "Collector/properties/groups"]]],
  [
    "duration made strictly positive",
    (d) => {
      response(d).duration.exclusiveMinimum = 0;
    },
    [["BOUND_TIGHTENED", "P", "SurveyResponse/properties/duration"]],
  ],
  ["groups unique", (d) => (collector(d).groups.uniqueItems = true), [["KEYWORD_CHANGED", "CP", "Collector/properties/groups"]]],
  ["a phone number pattern", (d) => (collector(d).phoneNumber.pattern = "^\\+[0-9 ]+$"), [["KEYWORD_CHANGED", "CP", "Collector/properties/phoneNumber"]]],
  [
    "dynamicParameters restricted to string values",
    (d) => (collector(d).dynamicParameters.additionalProperties = { type: "string" }),
    [["KEYWORD_CHANGED", "CP", "Collector/properties/dynamicParameters"]],
  ],
  ["parameters closed", (d) => (collector(d).parameters.additionalProperties = false), [["PROPERTIES_CLOSED", "P", "Collector/properties/parameters"]]],
  ["FromEmail closed to unknown properties", (d) => (S(d).FromEmail.additionalProperties = false), [["PROPERTIES_CLOSED", "ok", "FromEmail"]]],
  [
    "a record removed, and written where it was referred to",
    (d) => {
      collector(d).groups.items = S(d).CollectorGroup;
      delete S(d).CollectorGroup;
    },
    [["RECORD_REMOVED", "R", "CollectorGroup"]],
  ],
  ["a record added", (d) => (S(d).Survey = { type: "object", properties: { id: { type: "integer" } } }), [["RECORD_ADDED", "ok", "Survey"]]],
  ["a description reworded", (d) => (S(d).FromEmail.description = "Who sends the e-mail."), [["ANNOTATION_CHANGED", "ok", "FromEmail"]]],
  ["examples changed", (d) => (S(d).CollectorType.examples = ["SMS"]), [["ANNOTATION_CHANGED", "ok", "CollectorType"]]],
  [
    "a default and an example added",
    (d) => Object.assign(collector(d).showUnsubscribe, { default: false, example: true }),
    [["ANNOTATION_CHANGED", "ok", "Collector/properties/showUnsubscribe"]],
  ],
  [
    "readOnly and writeOnly marked",
    (d) => {
      collector(d).id.readOnly = true;
      collector(d).messageText.writeOnly = true;
    },
    [
      ["ANNOTATION_CHANGED", "ok", "Collector/properties/id"],
      ["OPTIONAL_FIELD_WRITE_ONLY", "ok", "Collector/properties/messageText"],
    ],
  ],
  [
    "deprecated and x- extensions",
    (d) => {
      collector(d).senderId.deprecated = true;
      S(d).Collector["x-internal-owner"] = "team-a";
    },
    [
      ["ANNOTATION_CHANGED", "ok", "Collector"],
      ["DEPRECATED", "ok", "Collector/properties/senderId"],
    ],
  ],
  ["a $comment", (d) => (S(d).Collector.$comment = "see the spec"), [["ANNOTATION_CHANGED", "ok", "Collector"]]],
  ["the FromEmail $ref inlined", (d) => (collector(d).fromEmail = { anyOf: [structuredClone(S(d).FromEmail), { type: "null" }] }), []],
  ["the null alternative moved first", (d) => (collector(d).fromEmail = { anyOf: [{ type: "null" }, { $ref: "#/components/schemas/FromEmail" }] }), []],
  [
    "anyOf became oneOf around [X, null], which the generator has no check for",
    (d) => (collector(d).fromEmail = { oneOf: [{ $ref: "#/components/schemas/FromEmail" }, { type: "null" }] }),
    [["KEYWORD_CHANGED", "CP", "Collector/properties/fromEmail"]],
  ],
  ["type [T, null] written as anyOf with null", (d) => (collector(d).senderId = { anyOf: [{ type: "string" }, { type: "null" }] }), []],
  ["the type list reordered", (d) => (collector(d).surveyId = { type: ["null", "integer"] }), []],
  ["required names reordered", (d) => S(d).Collector.required.reverse(), []],
  [
    "additionalProperties true made explicit on FromEmail: the strict profile admits unknown names there now",
    (d) => (S(d).FromEmail.additionalProperties = true),
    [["PROPERTIES_OPENED", "ok", "FromEmail"]],
  ],
  [
    "an alternative added to a union",
    (d) => (response(d).expireIn = { anyOf: [{ type: "string" }, { type: "integer" }, { type: "null" }] }),
    [["TYPE_WIDENED", "C", "SurveyResponse/properties/expireIn"]],
  ],
  [
    "an alternative added to a union of records",
    (d) => (collector(d).fromEmail = { anyOf: [{ $ref: "#/components/schemas/FromEmail" }, { $ref: "#/components/schemas/CollectorGroup" }, { type: "null" }] }),
    [["ALTERNATIVE_ADDED", "C", "Collector/properties/fromEmail/anyOf/1"]],
  ],
  ["a union of types written as anyOf of bare types", (d) => (collector(d).senderId = { anyOf: [{ type: "null" }, { type: "string" }] }), []],
  ["an OpenAPI 3.0 leftover keyword", (d) => (collector(d).name.nullable = true), [["KEYWORD_CHANGED", "CP", "Collector/properties/name"]]],
  ["a not added", (d) => (collector(d).name.not = { const: "" }), [["KEYWORD_CHANGED", "CP", "Collector/properties/name"]]],
];
