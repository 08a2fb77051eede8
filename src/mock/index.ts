// @survey-collection/contract/mock: the contract's two lists served from ./testing's seeded
// records with the contract's pagination (design decision D20), for client tests before the
// service exists. One handler for node:http and what is built on it (Express, Fastify's
// reply.raw), and the same as a fetch handler (MSW's http.get, Hono, workers).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { PageName } from "../../generated/record-names.js";
import type { WalkedPage } from "../pages/pagination.js";
import { MockLists, type MockOptions } from "./mock-lists.js";

export { DEFAULT_PATHS, LIES, MAX_PAGE_NUMBER, MAX_PAGE_SIZE, MAX_TOTAL, type Lie, type MockAnswer, type MockOptions } from "./mock-lists.js";

export interface MockHandler {
  /** node:http's request listener; Express middleware (with `next`, called for a path it does not serve: without it, 404). */
  (request: IncomingMessage, response: ServerResponse, next?: (error?: unknown) => void): void;
  /** The same for a fetch Request: a Response, or a 404 Response for a path it does not serve. */
  fetch(request: Request): Promise<Response>;
  /** Answers what waits for its latency at once, and every later request, with 503: for a prompt shutdown. */
  close(): void;
  /**
   * Page `number` of a list as the mock serves it (the same records, unknown field and lie
   * included), as a client reads it, or decoded (every date-time field a Date) with `decode`:
   * what a test compares the client's view with. Asks the mock nothing over HTTP.
   */
  page<L extends PageName, D extends boolean = false>(list: L, number: number, options?: { pageSize?: number; decode?: D }): WalkedPage<L, D>;
}

/**
 * A handler serving CollectorPage and SurveyResponsePage lists (`options` say where, how many
 * records, which page comes first, and which faults to make).
 */
export function createMockHandler(options: MockOptions = {}): MockHandler {
  const lists = new MockLists(options);

  const handler = ((request: IncomingMessage, response: ServerResponse, next?: (error?: unknown) => void) => {
    lists.answer(request.method ?? "GET", request.url ?? "/").then(
      (answer) => {
        if (answer === undefined && next !== undefined) return next();
        const { status, headers, body } = answer ?? notServed();
        response.writeHead(status, { ...headers, "content-length": Buffer.byteLength(body) });
        response.end(request.method === "HEAD" ? undefined : body);
      },
      // answer() never rejects; should it, the request is still answered, with no detail.
      () => {
        const { status, headers, body } = problem500();
        if (!response.headersSent) response.writeHead(status, { ...headers, "content-length": Buffer.byteLength(body) });
        response.end(body);
      },
    );
  }) as MockHandler;

  handler.fetch = async (request: Request) => {
    const url = new URL(request.url);
    const { status, headers, body } = (await lists.answer(request.method, `${url.pathname}${url.search}`)) ?? notServed();
    return new Response(request.method === "HEAD" ? null : body, { status, headers });
  };
  handler.close = () => lists.close();
  handler.page = (list, number, { pageSize, decode } = {}) => lists.servedPage(list, number, pageSize, decode === true) as never;
  return handler;
}

function problem500() {
  return { status: 500, headers: { "content-type": "application/json" }, body: JSON.stringify({ error: "the mock failed to answer" }) };
}

function notServed() {
  return { status: 404, headers: { "content-type": "application/json" }, body: JSON.stringify({ error: "not a list the mock serves" }) };
}
