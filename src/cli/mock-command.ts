// survey-contract mock: serves the contract's lists over HTTP until interrupted.
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { DEFAULT_PATHS, createMockHandler } from "../mock/index.js";
import type { MockSettings } from "./mock-options.js";
import { EXIT, type Output } from "./output.js";

export async function mockCommand(settings: MockSettings, out: Output, stop: Promise<unknown> = interrupted()): Promise<number> {
  const { port, host, path, ...options } = settings;
  const handler = createMockHandler({ ...options, paths: path, lie: options.lie });
  const server = createServer(withBackPressure(handler));
  const failure = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
    server.once("error", resolve);
    server.listen(port, host, () => resolve(undefined));
  });
  if (failure !== undefined) {
    out.stderr(`survey-contract mock: cannot listen on ${host}:${port} (${failure.code ?? failure.message})`);
    return EXIT.USAGE;
  }
  const address = server.address();
  const origin = `http://${host.includes(":") ? `[${host}]` : host}:${typeof address === "object" && address !== null ? address.port : port}`;
  const paths = { ...DEFAULT_PATHS, ...path };
  out.stdout(`survey-contract mock listening on ${origin}`);
  for (const [list, at] of Object.entries(paths)) out.stdout(`  ${list}: ${origin}${at}?page=${settings.firstPage}&pageSize=${settings.pageSize}`);
  await stop;
  // What waits out --latency is answered (503) at once; then every connection is closed.
  handler.close();
  await new Promise((resolve) => setImmediate(resolve));
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  return EXIT.OK;
}

/** Answers being made at once on one connection; pipelined requests past them wait their turn. */
const MAX_ANSWERING = 4;
/** Requests waiting on one connection before it is closed: a client that sends and never reads. */
const MAX_WAITING = 1_000;

/**
 * Back-pressure on pipelined requests: Node parses every request a connection sends at once and
 * hands each to the handler, so a client that pipelines thousands and never reads would have
 * the mock build thousands of pages. Here a connection has at most MAX_ANSWERING answers under
 * way (an answer is done when its bytes are written out), the rest wait in order, reading from
 * it pauses while any wait, and one with more than MAX_WAITING waiting is closed.
 */
function withBackPressure(handler: RequestListener): RequestListener {
  const connections = new WeakMap<Socket, { answering: number; waiting: [IncomingMessage, ServerResponse][] }>();
  return (request, response) => {
    const socket = request.socket;
    let state = connections.get(socket);
    if (state === undefined) connections.set(socket, (state = { answering: 0, waiting: [] }));
    const connection = state;
    const start = (next: IncomingMessage, answer: ServerResponse) => {
      connection.answering++;
      answer.once("close", () => {
        connection.answering--;
        const waiting = connection.waiting.shift();
        if (waiting !== undefined) start(...waiting);
        else if (!socket.destroyed) socket.resume();
      });
      handler(next, answer);
    };
    if (connection.answering < MAX_ANSWERING) return start(request, response);
    if (connection.waiting.length >= MAX_WAITING) return void socket.destroy();
    connection.waiting.push([request, response]);
    socket.pause();
  };
}

function interrupted(): Promise<void> {
  return new Promise((resolve) => {
    process.once("SIGINT", () => resolve());
    process.once("SIGTERM", () => resolve());
  });
}
