// TanStack Query's infinite queries on the contract's lists, with the real @tanstack/query-core:
// readPage as the query function, getNextPageParam as it is, no glue.
import { InfiniteQueryObserver, QueryClient } from "@tanstack/query-core";
import { afterEach, describe, expect, it } from "vitest";
import { HttpError, getNextPageParam, readPage, type CollectorPage } from "../src/index.js";
import { createMockHandler } from "../src/mock/index.js";
import { serve } from "./probe/serve.js";

const clients: QueryClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

function infiniteQuery(origin: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(client);
  return new InfiniteQueryObserver(client, {
    queryKey: ["collectors", origin],
    queryFn: async ({ pageParam, signal }): Promise<CollectorPage> => readPage("CollectorPage", await fetch(`${origin}/collectors?page=${pageParam}&pageSize=20`, { signal })),
    initialPageParam: 1,
    getNextPageParam,
  });
}

describe("an infinite query of a list", () => {
  it("reads page after page until totalCount records, then has no next page", async () => {
    const { origin } = await serve(createMockHandler({ total: 45, pageSize: 20 }));
    const observer = infiniteQuery(origin);
    await observer.refetch();
    let result = observer.getCurrentResult();
    while (result.hasNextPage) result = await observer.fetchNextPage();
    expect(result.status).toBe("success");
    expect(result.data?.pageParams).toEqual([1, 2, 3]);
    expect(result.data?.pages.map((page) => page.data.length)).toEqual([20, 20, 5]);
    expect(new Set(result.data?.pages.flatMap((page) => page.data.map((collector) => collector.id))).size).toBe(45);
  });

  it("fails with the service's HttpError, not a contract error, on a 500", async () => {
    const { origin } = await serve((_request, response) => response.writeHead(500).end("upstream timed out"));
    const result = await infiniteQuery(origin).refetch();
    expect(result.status).toBe("error");
    expect(result.error).toBeInstanceOf(HttpError);
    expect(result.error).toMatchObject({ status: 500, excerpt: "upstream timed out" });
  });
});
