// Rename hints: a record or a field removed and one added that mean the same are named as each
// other's likely rename, at any scale (paired through a map, not by comparing every pair).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compareDocuments } from "./changes.js";
import { FROZEN_DOCUMENT } from "../documents.js";

const DOCUMENT = JSON.parse(readFileSync(FROZEN_DOCUMENT, "utf8"));

describe("rename hints", () => {
  it("name a record renamed, with every reference to it moved, as removed and added, each pointing to the other", () => {
    const current = structuredClone(DOCUMENT);
    const schemas = current.components.schemas;
    schemas.Sender = schemas.FromEmail;
    delete schemas.FromEmail;
    schemas.Collector.properties.fromEmail.anyOf[0].$ref = "#/components/schemas/Sender";
    const changes = compareDocuments(DOCUMENT, current);
    expect(changes.map(({ rule, pointer, message }) => [rule, pointer, message])).toEqual([
      ["RECORD_REMOVED", "/components/schemas/FromEmail", "FromEmail was removed; possibly renamed to Sender"],
      ["RECORD_ADDED", "/components/schemas/Sender", "Sender was added; possibly renamed from FromEmail"],
    ]);
  });

  it("name no rename between records that differ", () => {
    const current = structuredClone(DOCUMENT);
    current.components.schemas.Sender = { ...current.components.schemas.FromEmail, required: ["email", "name"] };
    delete current.components.schemas.FromEmail;
    current.components.schemas.Collector.properties.fromEmail.anyOf[0].$ref = "#/components/schemas/Sender";
    const messages = compareDocuments(DOCUMENT, current).map((change) => change.message);
    expect(messages.filter((message) => message.includes("renamed"))).toEqual([]);
  });

  it("pair 8 000 renamed fields, each with its own twin", () => {
    const fields = (prefix: string) => Object.fromEntries(Array.from({ length: 8_000 }, (_, i) => [`${prefix}${i}`, { type: "string", maxLength: i }]));
    const record = (prefix: string) => ({ components: { schemas: { Wide: { type: "object", properties: fields(prefix) } } } });
    const changes = compareDocuments(record("old"), record("new"));
    const removed = changes.filter((change) => change.rule === "FIELD_REMOVED");
    expect(removed).toHaveLength(8_000);
    expect(removed[1234]!.message).toBe("old1234 was removed; possibly renamed to new1234");
    expect(changes.filter((change) => change.rule === "FIELD_ADDED_OPTIONAL")[7999]!.message).toBe("new7999 was added as an optional field; possibly renamed from old7999");
  });
});
