// A server on 127.0.0.1 for the probe's tests: any port, closed (with its connections) when the test is done.
import { createServer, type RequestListener, type Server } from "node:http";
import { onTestFinished } from "vitest";
import { makeCollector } from "../../src/testing/index.js";

export async function serve(listener: RequestListener): Promise<{ origin: string; server: Server }> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onTestFinished(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const address = server.address();
  if (typeof address !== "object" || address === null) throw new Error("no address");
  return { origin: `http://127.0.0.1:${address.port}`, server };
}

/** A collector page whose data are collectors with these ids, made by ./testing. */
export function collectorPage(page: number, pageSize: number, totalCount: number, ids: string[]): string {
  return JSON.stringify({ page, pageSize, totalCount, data: ids.map((id, i) => makeCollector({ id }, { seed: i + 1 })) });
}

/** The ids of the records on page `page` (from 1) of a list of `total`, `pageSize` a page. */
export function idsOf(page: number, pageSize: number, total: number): string[] {
  const first = (page - 1) * pageSize;
  return Array.from({ length: Math.max(0, Math.min(pageSize, total - first)) }, (_, i) => `c${first + i}`);
}
