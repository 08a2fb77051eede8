// A refused request answered as the Fetch API's Response: what a Hono or Elysia handler, a
// Next.js route handler, a Worker, Deno and Bun return. Made with the runtime's own Response
// (Node 20, browsers, workers, Deno, Bun have it), so the package needs no dependency for it.
import { BAD_REQUEST_CONTENT_TYPE, badRequestBody, type BadRequestOptions, type Refusal } from "./field-errors.js";

/**
 * The runtime's Response, as the program that reads these types declares it (the DOM library,
 * Node's types, Bun's, Deno's, a Worker's): the package's own build names no runtime's types.
 */
export type FetchApiResponse = typeof globalThis extends { Response: { prototype: infer Answer } } ? Answer : never;

/** The runtime's Response constructor, as far as it is called here. */
type ResponseConstructor = new (body: string, init: { status: number; headers: Record<string, string> }) => FetchApiResponse;

/** The 400 answer to a request with these problems: `badRequestBody` as JSON, `application/problem+json`. */
export function badRequestResponse(problems: Refusal, options?: BadRequestOptions): FetchApiResponse {
  const { Response } = globalThis as unknown as { Response: ResponseConstructor };
  return new Response(JSON.stringify(badRequestBody(problems, options)), { status: 400, headers: { "content-type": BAD_REQUEST_CONTENT_TYPE } });
}
