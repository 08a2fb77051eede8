// Rows as a Postgres driver gives them: the bench's varied records stored in a real Postgres
// (PGlite, in memory) with two internal columns beside the contract's, then read back by a query
// that names the columns as the contract does. timestamptz columns come back as Dates, absent
// optional columns as null, jsonb as parsed values, each row an object of the driver's making.
import { PGlite } from "@electric-sql/pglite";
import { variedPage } from "./fixtures.js";

/** The contract's fields of each list's record, with the SQL type each is stored in. */
const COLUMNS = {
  collectors: {
    id: "text",
    name: "text",
    responseLimit: "bigint",
    completedResponsesCount: "bigint",
    surveyId: "bigint",
    type: "text",
    openDate: "timestamptz",
    closeDate: "timestamptz",
    fromEmail: "jsonb",
    senderId: "text",
    messageText: "text",
    closedMessage: "text",
    showUnsubscribe: "boolean",
    status: "text",
    createdAt: "timestamptz",
    updatedAt: "timestamptz",
    dynamicParameters: "jsonb",
    isActive: "boolean",
    isDeleted: "boolean",
    buttonText: "text",
    provider: "text",
    templateId: "text",
    phoneNumber: "text",
    parameters: "jsonb",
    limitByIp: "boolean",
    limitByCookie: "boolean",
    surveyTitle: "text",
    groups: "jsonb",
  },
  responses: {
    id: "uuid",
    status: "text",
    contactId: "bigint",
    collectorId: "text",
    expireIn: "text",
    content: "jsonb",
    maxScore: "bigint",
    totalScore: "bigint",
    dynamicParameters: "jsonb",
    duration: "bigint",
    surveyId: "bigint",
    createdAt: "timestamptz",
    updatedAt: "timestamptz",
  },
};

/** @typedef {"collectors" | "responses"} Kind */

/** A field's column name, as a schema of snake_case columns names it. @param {string} field */
function column(field) {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/**
 * `count` rows of each list, read back from Postgres as the driver returns them, every other
 * optional column left NULL on some rows so that nulls are varied too.
 * @param {number} count
 * @returns {Promise<Record<Kind, Record<string, unknown>[]>>}
 */
export async function driverRows(count) {
  const db = new PGlite();
  try {
    /** @type {Record<string, Record<string, unknown>[]>} */
    const rows = {};
    for (const kind of /** @type {Kind[]} */ (["collectors", "responses"])) {
      const fields = Object.entries(COLUMNS[kind]);
      const columns = [...fields.map(([field, type]) => `${column(field)} ${type}`), "password_hash text not null", "internal_notes text"];
      await db.exec(`create table ${kind} (${columns.join(", ")})`);
      const records = variedPage(kind, count).data;
      for (const [i, record] of records.entries()) {
        const values = fields.map(([field, type]) => {
          const value = /** @type {Record<string, unknown>} */ (record)[field];
          if (value === undefined || value === null) return null;
          return type === "jsonb" ? JSON.stringify(value) : value;
        });
        const placeholders = [...fields.map((_, n) => `$${n + 1}`), `$${fields.length + 1}`, `$${fields.length + 2}`];
        await db.query(`insert into ${kind} values (${placeholders.join(", ")})`, [
          ...values,
          `$argon2id$v=19$m=65536,t=3,p=4$${i.toString(36)}`,
          i % 3 === 0 ? null : `called back on day ${i}`,
        ]);
      }
      const selected = [...fields.map(([field]) => `${column(field)} as "${field}"`), "password_hash", "internal_notes"];
      const result = await db.query(`select ${selected.join(", ")} from ${kind}`);
      rows[kind] = /** @type {Record<string, unknown>[]} */ (result.rows);
    }
    return /** @type {Record<Kind, Record<string, unknown>[]>} */ (rows);
  } finally {
    await db.close();
  }
}
