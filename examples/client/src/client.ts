// Walks every collector of the example server with `records`: each page validated, the walk
// stopped at totalCount, a clear error if the server misbehaves. SERVER_URL says where.
import { records, type Collector, type CollectorType } from "@survey-collection/contract";

const server = process.env.SERVER_URL ?? "http://127.0.0.1:3000";

async function fetchCollectorPage(page: number): Promise<unknown> {
  const response = await fetch(`${server}/collectors?page=${page}&pageSize=25`);
  if (!response.ok) throw new Error(`GET /collectors page ${page}: HTTP ${response.status}`);
  return response.json();
}

const byType = new Map<CollectorType, number>();
let open = 0;
for await (const collector of records(fetchCollectorPage, { list: "CollectorPage", firstPage: 1 })) {
  const typed: Collector = collector;
  byType.set(typed.type, (byType.get(typed.type) ?? 0) + 1);
  if (typed.status === "OPEN") open++;
}
const total = [...byType.values()].reduce((sum, n) => sum + n, 0);
console.log(JSON.stringify({ total, open, byType: Object.fromEntries(byType) }));
