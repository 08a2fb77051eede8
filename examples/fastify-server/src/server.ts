// Starts the example server. HOST and PORT choose where (PORT=0: any free port); it prints
// the address it listens on. Outside production it checks every response against the contract.
import { buildApp } from "./app.js";

const app = buildApp({ checkResponses: process.env.NODE_ENV !== "production" });
const address = await app.listen({ host: process.env.HOST ?? "127.0.0.1", port: Number(process.env.PORT ?? 3000) });
console.log(`listening on ${address}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
