// One GET over node:http or node:https, bounded in time and in bytes: the body is read as it
// arrives and the request abandoned as soon as it passes the limit, so a service that sends too
// much costs at most the limit in memory. Written on node:http rather than fetch to tell a reset
// connection from a timeout and to count bytes as they come.
import http, { type IncomingHttpHeaders } from "node:http";
import https from "node:https";

export interface GetLimits {
  /** The whole exchange, from sending to the last byte of the body. */
  timeoutMs: number;
  maxBodyBytes: number;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Why no answer came: `retry` says whether asking again may help. */
export class TransportFailure extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

/** Connections kept open between pages of one walk, closed at its end. */
export class Connections {
  private readonly http = new http.Agent({ keepAlive: true, maxSockets: 4 });
  private readonly https = new https.Agent({ keepAlive: true, maxSockets: 4 });

  /** GET `url` with `headers`; the answer whatever its status, or a TransportFailure. */
  get(url: URL, headers: Record<string, string>, limits: GetLimits): Promise<Answer> {
    return httpGet(url, headers, limits, url.protocol === "https:" ? this.https : this.http);
  }

  close(): void {
    this.http.destroy();
    this.https.destroy();
  }
}

function httpGet(url: URL, headers: Record<string, string>, limits: GetLimits, agent: http.Agent): Promise<Answer> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { headers: { accept: "application/json", ...headers }, agent });
    const timer = setTimeout(() => fail(new TransportFailure(`no complete answer within ${limits.timeoutMs} ms (--timeout)`, true)), limits.timeoutMs);
    let settled = false;
    function fail(failure: TransportFailure) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      reject(failure);
    }
    request.on("error", (error) => fail(describeNetworkError(error)));
    request.on("response", (response) => {
      const declared = Number(response.headers["content-length"]);
      if (declared > limits.maxBodyBytes) {
        fail(tooLarge(limits.maxBodyBytes, `declares ${declared} bytes`));
        return;
      }
      const chunks: Buffer[] = [];
      let received = 0;
      response.on("data", (chunk: Buffer) => {
        received += chunk.length;
        if (received > limits.maxBodyBytes) fail(tooLarge(limits.maxBodyBytes, "went on past it"));
        else chunks.push(chunk);
      });
      response.on("error", (error) => fail(describeNetworkError(error)));
      response.on("aborted", () => fail(new TransportFailure("the connection closed before the body ended", true)));
      response.on("end", () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
      });
    });
  });
}

function tooLarge(limit: number, what: string): TransportFailure {
  return new TransportFailure(`the body is larger than --max-body-bytes ${limit}: it ${what}; not read further`, false);
}

/** A network error as one line, by its code (never with the request's headers). */
function describeNetworkError(error: NodeJS.ErrnoException): TransportFailure {
  switch (error.code) {
    case "ECONNRESET":
      return new TransportFailure("the connection was reset", true);
    case "ECONNREFUSED":
      return new TransportFailure("the connection was refused: is the service running?", true);
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return new TransportFailure("the host name did not resolve", error.code === "EAI_AGAIN");
    case "EPIPE":
    case "ETIMEDOUT":
    case "ECONNABORTED":
      return new TransportFailure(`the connection failed (${error.code})`, true);
    case "HPE_HEADER_OVERFLOW":
      return new TransportFailure("the answer's headers are too large", false);
    default:
      return new TransportFailure(`the request failed${error.code === undefined ? "" : ` (${error.code})`}`, error.code?.startsWith("HPE_") !== true);
  }
}
