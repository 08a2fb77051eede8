// One HTTP response read as the body of a page: a status other than 2xx is the service's own
// error, an HttpError with the status and a short excerpt of what it said, never a contract
// error about a body that was not a page. The excerpt is read within a few kilobytes, escaped,
// and the URL's secrets are starred: the message is printed and logged where the service's
// bytes must not steer a terminal or leak a token.
import { escapeLine } from "../text/escape-line.js";
import { redactedUrl } from "../text/secrets.js";
import { MAX_PAGE_VALUES, holdsMoreValuesThan } from "./page-budget.js";
import { DEFAULT_MAX_BODY_BYTES, PageReadError } from "./read-limits.js";

/**
 * What is read of a response: the Fetch API's `Response` has it, in browsers, Node.js and edge
 * runtimes alike. Written out here because the package's types name no platform's API.
 */
export interface FetchResponse {
  readonly ok: boolean;
  readonly status: number;
  readonly url: string;
  readonly body: { getReader(): ByteReader } | null;
  /** Where a redirect goes (`location`), when the walk asked not to follow it. */
  readonly headers?: { get(name: string): string | null };
  /** `opaqueredirect` where the runtime hides a redirect's target (a browser's fetch). */
  readonly type?: string;
  text(): Promise<string>;
}

/** How much of a service's answer is read (D27), as probe reads it. */
export interface ReadLimits {
  /** The most bytes of a body read, as they arrive (default 16 MiB, as probe's --max-body-bytes); past it a PageReadError, never a partial page. */
  maxBodyBytes?: number;
  /** The most JSON values a body may hold, counted before it is parsed (default 1 000 000, as probe's); past it a PageReadError. */
  maxValues?: number;
}

interface ByteReader {
  read(): Promise<{ done: boolean; value?: Uint8Array | undefined }>;
  cancel(): Promise<void>;
}

// Every runtime the package runs in has them; the package's types name no platform's API.
declare const TextDecoder: new () => { decode(bytes: Uint8Array, options: { stream: boolean }): string };
declare const TextEncoder: new () => { encode(text: string): Uint8Array };

/** The most of an error body kept in an HttpError, in characters. */
const EXCERPT_CHARS = 200;
/** The most of an error body read to make the excerpt, in bytes: the rest is never read. */
export const EXCERPT_BYTES = 4096;

/** A service answered a page's request with a status other than 2xx. */
export class HttpError extends Error {
  override readonly name = "HttpError";

  constructor(
    /** The HTTP status. */
    readonly status: number,
    /** The URL asked, its secrets (userinfo, token parameters) as ***. */
    readonly url: string,
    /** The start of the body the service sent, escaped, at most EXCERPT_CHARS characters. */
    readonly excerpt: string,
  ) {
    super(escapeLine(`${url} answered HTTP ${status}${excerpt === "" ? "" : `: ${excerpt}`}`));
  }
}

/** The body of a 2xx response, as text, read within the limits; any other status throws HttpError. */
export async function responseText(response: FetchResponse, limits: ReadLimits = {}): Promise<string> {
  const maxBodyBytes = limitOf(limits.maxBodyBytes, "maxBodyBytes", DEFAULT_MAX_BODY_BYTES);
  const maxValues = limitOf(limits.maxValues, "maxValues", MAX_PAGE_VALUES);
  if (!response.ok) throw new HttpError(response.status, redactedUrl(response.url), await excerptOf(response));
  const bytes = await bodyWithin(response, maxBodyBytes);
  if (holdsMoreValuesThan(bytes, maxValues)) {
    throw new PageReadError(redactedUrl(response.url), "maxValues", `the body holds more than ${maxValues} JSON values (maxValues): not parsed`);
  }
  return new TextDecoder().decode(bytes, { stream: false });
}

function limitOf(given: number | undefined, name: string, fallback: number): number {
  if (given === undefined) return fallback;
  if (!Number.isSafeInteger(given) || given < 1) throw new RangeError(escapeLine(`${name} must be a whole number of 1 or more, not ${String(given)}`));
  return given;
}

/** The body's bytes, read as they arrive and abandoned past `maxBodyBytes`: a body that never ends costs at most the limit. */
async function bodyWithin(response: FetchResponse, maxBodyBytes: number): Promise<Uint8Array> {
  if (response.body === null) return within(new TextEncoder().encode(await response.text()), response, maxBodyBytes);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || value === undefined) break;
      length += value.byteLength;
      if (length > maxBodyBytes) throw tooLong(response, maxBodyBytes);
      chunks.push(value);
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

function within(bytes: Uint8Array, response: FetchResponse, maxBodyBytes: number): Uint8Array {
  if (bytes.byteLength > maxBodyBytes) throw tooLong(response, maxBodyBytes);
  return bytes;
}

function tooLong(response: FetchResponse, maxBodyBytes: number): PageReadError {
  return new PageReadError(redactedUrl(response.url), "maxBodyBytes", `the body is longer than ${maxBodyBytes} bytes (maxBodyBytes): not read further`);
}

/** The start of the body, read within EXCERPT_BYTES. */
async function excerptOf(response: FetchResponse): Promise<string> {
  return excerpt(await startOf(response));
}

/** What an error body says, to quote in a message: white space runs as one space, cut at EXCERPT_CHARS, escaped. */
export function excerpt(body: string): string {
  const text = body.replace(/\s+/g, " ").trim();
  const characters = [...text];
  const cut = characters.length > EXCERPT_CHARS ? `${characters.slice(0, EXCERPT_CHARS).join("")}…` : text;
  return escapeLine(cut);
}

async function startOf(response: FetchResponse): Promise<string> {
  if (response.body === null) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let bytes = 0;
  try {
    while (bytes < EXCERPT_BYTES) {
      const { done, value } = await reader.read();
      if (done || value === undefined) break;
      bytes += value.byteLength;
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    // The body broke off: the excerpt is what came.
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  return text;
}
