// The example server: two list operations whose bodies are the contract's CollectorPage and
// SurveyResponsePage. Their paths and query parameters are this example's own; the contract
// specifies only the bodies.
import Fastify, { type FastifyInstance } from "fastify";
import collectorPage from "@survey-collection/contract/schemas/strict/CollectorPage.json" with { type: "json" };
import surveyResponsePage from "@survey-collection/contract/schemas/strict/SurveyResponsePage.json" with { type: "json" };
import { assertCollectorPage, assertSurveyResponsePage } from "@survey-collection/contract/strict";
import { COLLECTORS, SURVEY_RESPONSES } from "./data.js";

export interface AppOptions {
  /** Check every response against the strict profile before it is sent. */
  checkResponses: boolean;
}

/**
 * The contract's JSON Schemas of the two list bodies as Fastify shared schemas, referred to by
 * their `$id`. Fastify's Ajv speaks draft-07 unless told otherwise, so the `$schema` line of
 * these 2020-12 schemas is left out; they use nothing draft-07 lacks.
 */
function registerContractSchemas(app: FastifyInstance) {
  for (const { $schema, ...schema } of [collectorPage, surveyResponsePage]) app.addSchema(schema);
}

const pageQuery = {
  type: "object",
  properties: {
    page: { type: "integer", minimum: 1, default: 1 },
    pageSize: { type: "integer", minimum: 1, maximum: 100, default: 20 },
  },
  additionalProperties: false,
} as const;

interface PageQuery {
  page: number;
  pageSize: number;
}

/** Pages count from 1 in this example. */
function pageOf<T>(all: T[], { page, pageSize }: PageQuery) {
  return { page, pageSize, totalCount: all.length, data: all.slice((page - 1) * pageSize, page * pageSize) };
}

export function buildApp({ checkResponses }: AppOptions): FastifyInstance {
  const app = Fastify({ logger: false });
  registerContractSchemas(app);

  // In development, a response that breaks the contract is a 500 here, not a surprise in a client.
  const checked = (assert: (value: unknown) => void) =>
    checkResponses ? { preSerialization: async (_request: unknown, _reply: unknown, payload: unknown) => (assert(payload), payload) } : {};

  app.get<{ Querystring: PageQuery }>(
    "/collectors",
    { schema: { querystring: pageQuery, response: { 200: { $ref: collectorPage.$id } } }, ...checked(assertCollectorPage) },
    async (request) => pageOf(COLLECTORS, request.query),
  );
  app.get<{ Querystring: PageQuery }>(
    "/survey-responses",
    { schema: { querystring: pageQuery, response: { 200: { $ref: surveyResponsePage.$id } } }, ...checked(assertSurveyResponsePage) },
    async (request) => pageOf(SURVEY_RESPONSES, request.query),
  );
  return app;
}
