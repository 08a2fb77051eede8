// The example server: two list operations whose bodies are the contract's CollectorPage and
// SurveyResponsePage. Their paths and query parameters are this example's own; the contract
// specifies only the bodies.
import Fastify, { type FastifyInstance } from "fastify";
import document from "@survey-collection/contract/openapi.json" with { type: "json" };
import { assertCollectorPage, assertSurveyResponsePage } from "@survey-collection/contract/strict";
import { COLLECTORS, SURVEY_RESPONSES } from "./data.js";

export interface AppOptions {
  /** Check every response against the strict profile before it is sent. */
  checkResponses: boolean;
}

/** The contract's schemas as Fastify shared schemas: `#/components/schemas/X` becomes `X#`. */
function registerContractSchemas(app: FastifyInstance) {
  for (const [name, schema] of Object.entries(document.components.schemas)) {
    const text = JSON.stringify(schema).replace(/"#\/components\/schemas\/([A-Za-z]+)"/g, '"$1#"');
    app.addSchema({ $id: name, ...JSON.parse(text) });
  }
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
    { schema: { querystring: pageQuery, response: { 200: { $ref: "CollectorPage#" } } }, ...checked(assertCollectorPage) },
    async (request) => pageOf(COLLECTORS, request.query),
  );
  app.get<{ Querystring: PageQuery }>(
    "/survey-responses",
    { schema: { querystring: pageQuery, response: { 200: { $ref: "SurveyResponsePage#" } } }, ...checked(assertSurveyResponsePage) },
    async (request) => pageOf(SURVEY_RESPONSES, request.query),
  );
  return app;
}
