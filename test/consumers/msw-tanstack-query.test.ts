// A client project that tests its data layer with MSW and TanStack Query, from the packed
// tarball: the package's mock answers MSW's handlers, an infinite query reads the list with
// readPage and getNextPageParam as they are, a service's 500 reaches the query as an HttpError,
// and the client walk fails with duplicate-id on a service that repeats records (was: 45
// records of which 43 distinct, no error).
import { expect, it } from "vitest";
import { runProgram } from "./node-project.js";

const TIMEOUT = 240_000;

const PROGRAM = `import { InfiniteQueryObserver, QueryClient } from "@tanstack/query-core";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { HttpError, PaginationError, getNextPageParam, readPage, records, type Collector, type CollectorPage } from "@survey-collection/contract";
import { createMockHandler } from "@survey-collection/contract/mock";

const API = "https://api.example.test";
const honest = createMockHandler({ total: 45, pageSize: 20 });
const repeating = createMockHandler({ total: 45, pageSize: 20, lie: "duplicate", paths: { CollectorPage: "/repeating/collectors" } });
const server = setupServer(
  http.get(\`\${API}/collectors\`, ({ request }) => honest.fetch(request)),
  http.get(\`\${API}/repeating/collectors\`, ({ request }) => repeating.fetch(request)),
  http.get(\`\${API}/failing/collectors\`, () => HttpResponse.text("upstream timed out", { status: 500 })),
);
server.listen({ onUnhandledRequest: "error" });

function collectorsQuery(client: QueryClient, base: string) {
  return new InfiniteQueryObserver(client, {
    queryKey: ["collectors", base],
    queryFn: async ({ pageParam, signal }): Promise<CollectorPage> => readPage("CollectorPage", await fetch(\`\${base}/collectors?page=\${pageParam}&pageSize=20\`, { signal })),
    initialPageParam: 1,
    getNextPageParam,
  });
}

async function main() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = collectorsQuery(client, API);
  await observer.refetch();
  let result = observer.getCurrentResult();
  while (result.hasNextPage) result = await observer.fetchNextPage();
  const collectors: Collector[] = result.data?.pages.flatMap((page) => page.data) ?? [];

  const failed = await collectorsQuery(client, \`\${API}/failing\`).refetch();
  const error = failed.error instanceof HttpError ? { status: failed.error.status, excerpt: failed.error.excerpt } : String(failed.error);

  let walked = 0;
  let problem: string | undefined;
  try {
    for await (const _collector of records(\`\${API}/repeating/collectors?page={page}&pageSize={pageSize}\`, { list: "CollectorPage", firstPage: 1, pageSize: 20 })) walked++;
  } catch (caught) {
    if (caught instanceof PaginationError) problem = caught.problem;
  }
  client.clear();
  server.close();
  console.log(JSON.stringify({ pageParams: result.data?.pageParams, sizes: result.data?.pages.map((page) => page.data.length), distinct: new Set(collectors.map((c) => c.id)).size, error, walked, problem }));
}
void main();
`;

it(
  "MSW handlers answered by the package's mock: an infinite query reads every page, a 500 is an HttpError, repeated records fail the walk with duplicate-id",
  async () => {
    const stdout = await runProgram("msw-tanstack", ["msw@2", "@tanstack/query-core@5"], PROGRAM);
    const seen = JSON.parse(stdout) as { walked: number };
    expect(seen).toEqual({
      pageParams: [1, 2, 3],
      sizes: [20, 20, 5],
      distinct: 45,
      error: { status: 500, excerpt: "upstream timed out" },
      walked: seen.walked,
      problem: "duplicate-id",
    });
    expect(seen.walked).toBeLessThan(45);
  },
  TIMEOUT,
);
