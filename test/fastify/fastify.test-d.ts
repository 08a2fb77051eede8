// The type provider of ./fastify: a route's body typed as its record, its reply as what
// stringifyX takes (Dates or their text in date-time fields, nulls, more columns), a Standard
// Schema's parts as its output and input.
import Fastify from "fastify";
import { describe, expectTypeOf, it } from "vitest";
import { Collector, CollectorPage, type EncodableCollectorPage } from "../../src/index.js";
import * as strict from "../../src/strict.js";
import type { ContractTypeProvider } from "../../src/fastify/index.js";
import type { StandardSchemaV1 } from "../../src/validation/standard-schema.js";

const server = Fastify().withTypeProvider<ContractTypeProvider>();

describe("ContractTypeProvider", () => {
  it("types a body given as a record as the record, in either entry", () => {
    server.post("/collectors", { schema: { body: strict.Collector } }, async (request) => {
      expectTypeOf(request.body).toEqualTypeOf<Collector>();
      return null;
    });
    server.put("/collectors", { schema: { body: Collector } }, async (request) => {
      expectTypeOf(request.body).toEqualTypeOf<Collector>();
      return null;
    });
  });

  it("types a reply given as a record as what stringifyX takes: Dates and rows that carry more are sent, a wrong field is an error", () => {
    server.get("/collectors", { schema: { response: { 200: CollectorPage } } }, async (_request, reply) => {
      const row = {
        id: "c1",
        name: "n",
        completedResponsesCount: 0,
        type: "SMS" as const,
        status: "OPEN" as const,
        createdAt: new Date(),
        updatedAt: new Date(),
        closeDate: null,
        isActive: true,
        isDeleted: false,
        limitByIp: false,
        limitByCookie: false,
        passwordHash: "x",
      };
      const page: EncodableCollectorPage = { page: 1, pageSize: 1, totalCount: 1, data: [row] };
      expectTypeOf(reply.send).toBeCallableWith(page);
      return page;
    });
    // @ts-expect-error: completedResponsesCount is a number
    server.get("/wrong", { schema: { response: { 200: CollectorPage } } }, async () => ({ page: 1, pageSize: 1, totalCount: 1, data: [{ completedResponsesCount: "1" }] }));
  });

  it("types another Standard Schema's request part as its output", () => {
    const query = {} as StandardSchemaV1<{ page: string }, { page: number }>;
    server.get("/pages", { schema: { querystring: query } }, async (request) => {
      expectTypeOf(request.query).toEqualTypeOf<{ page: number }>();
      return null;
    });
  });
});
