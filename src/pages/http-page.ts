// One HTTP response read as the body of a page: a status other than 2xx is the service's own
// error, an HttpError with the status and a short excerpt of what it said, never a contract
// error about a body that was not a page. The excerpt is read within a few kilobytes, escaped,
// and the URL's secrets are starred: the message is printed and logged where the service's
// bytes must not steer a terminal or leak a token.
import { escapeLine } from "../text/escape-line.js";
import { redactedUrl } from "../text/secrets.js";

/**
 * What is read of a response: the Fetch API's `Response` has it, in browsers, Node.js and edge
 * runtimes alike. Written out here because the package's types name no platform's API.
 */
export interface FetchResponse {
  readonly ok: boolean;
  readonly status: number;
  readonly url: string;
  readonly body: { getReader(): ByteReader } | null;
  text(): Promise<string>;
}

interface ByteReader {
  read(): Promise<{ done: boolean; value?: Uint8Array | undefined }>;
  cancel(): Promise<void>;
}

// Every runtime the package runs in has it; the package's types name no platform's API.
declare const TextDecoder: new () => { decode(bytes: Uint8Array, options: { stream: boolean }): string };

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

/** The body of a 2xx response, as text; any other status throws HttpError. */
export async function responseText(response: FetchResponse): Promise<string> {
  if (!response.ok) throw new HttpError(response.status, redactedUrl(response.url), await excerptOf(response));
  return response.text();
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
