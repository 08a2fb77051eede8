#!/usr/bin/env node
// npm run bench:fastify: requests a second of a real Fastify server on 127.0.0.1 (its own
// process, bench/fastify-server.js) answering pages of driver rows, the package's serializer
// compiler against Fastify's default for the same page, measured by autocannon in short bounded
// runs, interleaved round by round so that the machine's drift hurts both alike.
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { parseArgs } from "node:util";
import { median } from "./timing.js";

const { values: options } = parseArgs({
  options: { rounds: { type: "string", default: "5" }, seconds: { type: "string", default: "3" }, connections: { type: "string", default: "10" } },
});
const ROUNDS = Number(options.rounds);
const SECONDS = Number(options.seconds);
const CONNECTIONS = Number(options.connections);
const SIZES = [20, 100, 1000];
const LISTS = ["collectors", "responses"];

/** Starts the server and waits for its address. */
async function startServer() {
  const server = spawn(process.execPath, [new URL("./fastify-server.js", import.meta.url).pathname], { stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  const origin = await new Promise((resolve, reject) => {
    server.stdout.on("data", (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]);
    });
    server.once("exit", (code) => reject(new Error(`the server exited with ${code}`)));
  });
  return { server, origin: /** @type {string} */ (origin) };
}

/** Requests a second of one short run against `url`; every answer must be a 200. @param {string} url */
async function requestsPerSecond(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} answers other than 2xx, ${result.errors} errors`);
  return result.requests.average;
}

const { server, origin } = await startServer();
try {
  /** @type {{ list: string, size: number, contract: number, fastify: number }[]} */
  const rows = [];
  for (const list of LISTS) {
    for (const size of SIZES) {
      /** @type {{ contract: number[], fastify: number[] }} */
      const samples = { contract: [], fastify: [] };
      await requestsPerSecond(`${origin}/contract/${list}/${size}`); // warm both before the first round counts
      await requestsPerSecond(`${origin}/default/${list}/${size}`);
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? ["contract", "fastify"] : ["fastify", "contract"];
        for (const route of order)
          samples[/** @type {"contract" | "fastify"} */ (route)].push(await requestsPerSecond(`${origin}/${route === "contract" ? "contract" : "default"}/${list}/${size}`));
      }
      rows.push({ list, size, contract: median(samples.contract), fastify: median(samples.fastify) });
    }
  }
  console.log(`Fastify 5 on 127.0.0.1, pages of Postgres rows (PGlite), autocannon ${CONNECTIONS} connections, ${SECONDS} s runs, median of ${ROUNDS} interleaved rounds\n`);
  console.log("| list | rows a page | package's serializer compiler (stringifyX, checked) | Fastify's default (fast-json-stringify, unchecked) | ratio |");
  console.log("|---|---:|---:|---:|---:|");
  for (const row of rows) {
    console.log(
      `| ${row.list} | ${row.size} | ${Math.round(row.contract).toLocaleString("en")} req/s | ${Math.round(row.fastify).toLocaleString("en")} req/s | ${(row.contract / row.fastify).toFixed(2)} |`,
    );
  }
} finally {
  server.kill("SIGTERM");
  await once(server, "exit");
}
