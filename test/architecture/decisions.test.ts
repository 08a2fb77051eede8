// The decisions the code cites (`D9`, "design decision D18") are recorded in the repository,
// in docs/decisions.md, one section each, so that a reader of a clone can follow the reasoning.
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const DECISIONS = readFileSync(path.join(ROOT, "docs/decisions.md"), "utf8");
const CITING = ["src", "scripts", "runtime", "formats", "bench", "test", "examples", "contract", "README.md", "ARCHITECTURE.md"];
const CITATION = /\bD([1-9][0-9]?)\b/g;

function filesUnder(at: string): string[] {
  const full = path.join(ROOT, at);
  if (statSync(full).isFile()) return [at];
  return readdirSync(full).flatMap((name) => (name === "node_modules" || name === "__snapshots__" || name === "fixtures" ? [] : filesUnder(path.join(at, name))));
}

/** Every decision number cited, with a file that cites it. */
function citations(): Map<number, string> {
  const cited = new Map<number, string>();
  for (const file of CITING.flatMap(filesUnder)) {
    if (!/\.(ts|js|json|md)$/.test(file)) continue;
    for (const match of readFileSync(path.join(ROOT, file), "utf8").matchAll(CITATION)) cited.set(Number(match[1]), file);
  }
  return cited;
}

describe("docs/decisions.md", () => {
  it("holds every decision the code cites, as a section of its own", () => {
    const cited = citations();
    expect(cited.size).toBeGreaterThan(10);
    const recorded = new Set([...DECISIONS.matchAll(/^## D([0-9]+) /gm)].map((match) => Number(match[1])));
    const missing = [...cited].filter(([number]) => !recorded.has(number)).map(([number, file]) => `D${number} (cited in ${file})`);
    expect(missing).toEqual([]);
  });

  it("numbers its decisions in order, each once", () => {
    const numbers = [...DECISIONS.matchAll(/^## D([0-9]+) /gm)].map((match) => Number(match[1]));
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  });
});
