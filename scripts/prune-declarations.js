#!/usr/bin/env node
// Part of `npm run build`: dist/ keeps only the declarations a consumer's TypeScript can reach,
// those of the entry points `exports` names and of whatever they import; the others (the
// modules of diff, the issues' wording, the wire view…) describe code nobody imports from
// outside, and would only make the tarball larger and suggest an API that is not one.
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The declaration files package.json's `exports` (and `types`) point at. @param {any} pkg */
export function entryDeclarations(pkg) {
  const entries = [pkg.types];
  for (const target of Object.values(pkg.exports)) if (typeof target === "object" && target.types) entries.push(target.types);
  return entries.map((entry) => path.resolve(root, entry));
}

/** Every declaration file reachable from `entries` through relative imports and `import("…")` types. @param {any} entries */
export function reachableDeclarations(entries) {
  const reached = new Set();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop();
    if (reached.has(file)) continue;
    if (!existsSync(file)) throw new Error(`${path.relative(root, file)} is named by package.json but was not built`);
    reached.add(file);
    const text = readFileSync(file, "utf8");
    for (const [, specifier] of text.matchAll(/(?:from\s+|import\s*\(\s*)["'](\.{1,2}\/[^"']+)["']/g)) {
      pending.push(path.resolve(path.dirname(file), specifier.replace(/\.js$/, ".d.ts")));
    }
  }
  return reached;
}

function main() {
  const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  const keep = reachableDeclarations(entryDeclarations(pkg));
  let removed = 0;
  for (const folder of ["dist/src", "dist/generated"]) {
    for (const relative of readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })) {
      const file = path.join(root, folder, relative);
      if (file.endsWith(".d.ts") && !keep.has(file)) {
        rmSync(file);
        removed++;
      }
    }
  }
  console.log(`declarations: ${keep.size} kept (reachable from package.json exports), ${removed} removed`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
