#!/usr/bin/env node
// Part of `npm run build`: the generated JavaScript modules and their declarations go into dist/
// as they are. TypeScript compiles the rest of generated/ (and src/) to dist/; these modules are
// already JavaScript, typed by their hand-built .d.ts, so there is nothing to compile.
import { copyFileSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const from = path.join(root, "generated");
const to = path.join(root, "dist", "generated");

let copied = 0;
for (const relative of readdirSync(from, { recursive: true, encoding: "utf8" })) {
  if (!/\.(js|d\.ts)$/.test(relative)) continue;
  mkdirSync(path.dirname(path.join(to, relative)), { recursive: true });
  copyFileSync(path.join(from, relative), path.join(to, relative));
  copied++;
}
if (copied === 0) throw new Error("generated/ holds no JavaScript module: run npm run generate");
