// An MCP server's tool described and checked by the package, from the packed tarball: the MCP
// SDK's server lists a tool whose input schema is the record's Standard JSON Schema (no
// comment, closed under /strict), validates the arguments a client sends with the record's
// Standard Schema and answers a bad call with each field's message (fieldErrors), all typed under
// strict; its client calls the tool over the SDK's in-memory transport.
import { expect, it } from "vitest";
import { runProgram } from "./node-project.js";

const TIMEOUT = 240_000;

const PROGRAM = `import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { Collector, fieldErrors } from "@survey-collection/contract/strict";
import { makeCollector } from "@survey-collection/contract/testing";

const server = new Server({ name: "collectors", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [{ name: "save_collector", description: "Saves a collector", inputSchema: { type: "object" as const, ...Collector["~standard"].jsonSchema.input({ target: "draft-07" }) } }],
}));
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const result = await Collector["~standard"].validate(request.params.arguments);
  if (result.issues) return { isError: true, content: [{ type: "text" as const, text: JSON.stringify(fieldErrors(result.issues)) }] };
  const name: string = result.value.name;
  return { content: [{ type: "text" as const, text: "saved " + name }] };
});

async function main() {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "model", version: "1.0.0" });
  await client.connect(clientSide);
  const { tools } = await client.listTools();
  const schema = tools[0]!.inputSchema as Record<string, unknown>;
  const good = await client.callTool({ name: "save_collector", arguments: { ...makeCollector({ name: "Spring newsletter" }, { seed: 3 }) } });
  const bad = await client.callTool({ name: "save_collector", arguments: { ...makeCollector({}, { seed: 3 }), name: 7, internalNotes: "x" } });
  console.log(JSON.stringify({
    type: schema.type,
    comment: JSON.stringify(schema).includes("$comment"),
    closed: schema.additionalProperties,
    good: good.content,
    bad: { isError: bad.isError, errors: JSON.parse((bad.content as { text: string }[])[0]!.text) },
  }));
  await client.close();
}
void main();
`;

it(
  "the MCP SDK's server lists a tool with the record's schema, and answers a bad call with each field's message, typed",
  async () => {
    const stdout = await runProgram("mcp-server", ["@modelcontextprotocol/sdk@1", "zod@4"], PROGRAM);
    expect(JSON.parse(stdout)).toEqual({
      type: "object",
      comment: false,
      closed: false,
      good: [{ type: "text", text: "saved Spring newsletter" }],
      bad: { isError: true, errors: { name: "must be a string", internalNotes: "is not allowed here" } },
    });
  },
  TIMEOUT,
);
