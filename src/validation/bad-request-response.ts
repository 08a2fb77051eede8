// A refused request answered as the Fetch API's Response: what a Hono or Elysia handler, a
// Next.js route handler, a Worker, Deno and Bun return. Made with the runtime's own Response
// (Node 20, browsers, workers, Deno, Bun have it), so the package needs no dependency for it.
import { BAD_REQUEST_CONTENT_TYPE, badRequestBody, type BadRequestOptions, type Refusal } from "./field-errors.js";

/** The 400 answer to a request with these problems: `badRequestBody` as JSON, `application/problem+json`. */
export function badRequestResponse(problems: Refusal, options?: BadRequestOptions): Response {
  return new Response(JSON.stringify(badRequestBody(problems, options)), { status: 400, headers: { "content-type": BAD_REQUEST_CONTENT_TYPE } });
}
