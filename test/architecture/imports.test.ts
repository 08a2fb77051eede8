// How the modules of src/ import each other: no import circle, type imports included (a circle
// of types still ties modules that should stand one above the other), and the CLI reaches the
// breaking-change check through its one entry alone.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SRC = path.join(ROOT, "src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith(".ts") ? [file] : [];
  });
}

/** Each module of src/ → the modules of src/ it imports or re-exports, types included. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, "utf8");
    const targets = [...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+"(\.[^"]+)"/gms)]
      .map((match) => path.resolve(path.dirname(file), match[1]!.replace(/\.js$/, ".ts")))
      .filter((target) => target.startsWith(SRC + path.sep));
    graph.set(file, targets);
  }
  return graph;
}

/** The import circles: each as the modules on it, from where the walk met it. */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (state.get(target) === "open") found.push(stack.slice(stack.indexOf(target)).map((module) => path.relative(ROOT, module)));
      else if (state.get(target) === undefined) visit(target);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (state.get(file) === undefined) visit(file);
  return found;
}

describe("src/'s imports", () => {
  it("hold no circle, type imports included", () => {
    expect(circles(importGraph())).toEqual([]);
  });

  it("finds a circle where there is one (the check itself)", () => {
    const a = path.join(SRC, "a.ts");
    const b = path.join(SRC, "b.ts");
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([["src/a.ts", "src/b.ts"]]);
  });

  it("reach the breaking-change check from the CLI through src/diff/index.ts alone", () => {
    const graph = importGraph();
    const fromCli = [...graph].filter(([file]) => file.startsWith(path.join(SRC, "cli") + path.sep)).flatMap(([, targets]) => targets);
    const intoDiff = new Set(fromCli.filter((target) => target.startsWith(path.join(SRC, "diff") + path.sep)).map((target) => path.relative(ROOT, target)));
    expect([...intoDiff]).toEqual(["src/diff/index.ts"]);
  });
});
