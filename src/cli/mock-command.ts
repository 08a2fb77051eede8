// survey-contract mock: serves the contract's lists over HTTP until interrupted.
import { createServer } from "node:http";
import { DEFAULT_PATHS, createMockHandler } from "../mock/index.js";
import type { MockSettings } from "./mock-options.js";
import { EXIT, type Output } from "./output.js";

export async function mockCommand(settings: MockSettings, out: Output, stop: Promise<unknown> = interrupted()): Promise<number> {
  const { port, host, path, ...options } = settings;
  const handler = createMockHandler({ ...options, paths: path, lie: options.lie });
  const server = createServer(handler);
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
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  return EXIT.OK;
}

function interrupted(): Promise<void> {
  return new Promise((resolve) => {
    process.once("SIGINT", () => resolve());
    process.once("SIGTERM", () => resolve());
  });
}
