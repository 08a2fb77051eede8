// The server of `npm run bench:fastify`, in a process of its own: Fastify 5 answering the same
// pages of rows read from Postgres (PGlite, as the driver gives them) on two kinds of route, the
// package's serializer compiler (stringifyX: checked, strict) and Fastify's default
// (fast-json-stringify compiled from the published strict schema: unchecked). Prints its
// address when it listens.
import Fastify from "fastify";
import { readFileSync } from "node:fs";
import { CollectorPage, SurveyResponsePage } from "../dist/src/strict.js";
import { serializerCompiler } from "../dist/src/fastify/index.js";
import { driverRows } from "./driver-rows.js";

const SIZES = [20, 100, 1000];
const LISTS = { collectors: "CollectorPage", responses: "SurveyResponsePage" };

/** The published strict schema of a page, as Fastify's default compiler takes it. @param {string} record */
function publishedSchema(record) {
  const { $schema, $id, ...schema } = JSON.parse(readFileSync(new URL(`../generated/schemas/strict/${record}.json`, import.meta.url), "utf8"));
  return schema;
}

const rows = await driverRows(Math.max(...SIZES));
const app = Fastify({ logger: false });
const records = { CollectorPage, SurveyResponsePage };
for (const [list, record] of Object.entries(LISTS)) {
  for (const size of SIZES) {
    const page = { page: 1, pageSize: size, totalCount: 5000, data: rows[/** @type {"collectors" | "responses"} */ (list)].slice(0, size) };
    app.get(`/contract/${list}/${size}`, { schema: { response: { 200: records[/** @type {keyof typeof records} */ (record)] } }, serializerCompiler }, async () => page);
    app.get(`/default/${list}/${size}`, { schema: { response: { 200: publishedSchema(record) } } }, async () => page);
  }
}
const address = await app.listen({ host: "127.0.0.1", port: 0 });
console.log(`listening on ${address}`);
