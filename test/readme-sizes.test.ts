// Every size the README states, measured: the README's table of what a program that imports
// some of the package's functions weighs is read here, row by row, and each row's program is
// bundled by each bundler users run (test/bundlers.ts), minified and gzipped. A figure holds
// while it is within ROOM of every bundler's measure: room for the fields a release adds and
// for the bundlers' differences, not for a figure nobody measured. A size stated anywhere else
// in the README fails the first test, so README and measure cannot drift apart.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { BUNDLERS, ROOT, programUsing } from "./bundlers.js";

/** How far a measure may be from the README's figure, either way, as a share of the figure. */
const ROOM = 0.05;

const README = readFileSync(path.join(ROOT, "README.md"), "utf8");
const HEADER = "| a program that imports | minified | gzip |";
/** The unit the figures are in, as the README states it (and the measures here count it). */
const UNIT = "1 KB is 1 024 bytes";
const KB = 1024;

/** A size in bytes or binary units, as a person writes one ("7.7 KB", "512 MiB", "300 bytes"). */
const SIZE = /\b\d[\d.,]*\s?(?:[kKMGT]i?B|bytes?)\b/g;

interface SizeRow {
  /** The row as the README writes it. */
  line: string;
  imports: string[];
  minified: number;
  gzip: number;
}

/** The README's table of sizes, below its header row and until the first line that is no table row. */
function sizeTable(readme: string): { rows: SizeRow[]; text: string } {
  const lines = readme.split("\n");
  const start = lines.indexOf(HEADER);
  if (start === -1) throw new Error(`README.md has no table of sizes headed "${HEADER}"`);
  const end = lines.findIndex((line, index) => index > start && !line.startsWith("|"));
  const rows = lines.slice(start + 2, end === -1 ? undefined : end).map((line) => {
    const [what, minified, gzip] = line.split("|").slice(1, -1);
    return { line, imports: [...what!.matchAll(/`([A-Za-z_$][\w$]*)`/g)].map((match) => match[1]!), minified: bytesOf(minified!), gzip: bytesOf(gzip!) };
  });
  return { rows, text: lines.slice(start, end === -1 ? undefined : end).join("\n") };
}

function bytesOf(cell: string): number {
  const match = /^\s*(\d+(?:\.\d+)?) KB\s*$/.exec(cell);
  if (!match) throw new Error(`"${cell}" is no size in KB`);
  return Number(match[1]) * KB;
}

const kilobytes = (bytes: number) => `${(bytes / KB).toFixed(2)} KB`;

const TABLE = sizeTable(README);

describe("the sizes the README states", () => {
  it("are all in its table of sizes, each row naming what a program imports, in the unit the README states", () => {
    expect(TABLE.rows.length).toBeGreaterThan(0);
    for (const row of TABLE.rows) expect(row.imports, row.line).not.toEqual([]);
    // The prose as one line: a figure or the unit may be cut at any space.
    const prose = README.replace(TABLE.text, "").replace(/\s+/g, " ");
    expect(prose).toContain(UNIT);
    const elsewhere = prose.replace(UNIT, "").match(SIZE) ?? [];
    expect(elsewhere, "a size the README states outside its table of sizes, which nothing measures").toEqual([]);
  });

  it.each(TABLE.rows.map((row) => ({ ...row, names: row.imports.join(", ") })))(
    "$names: each bundler's program within 5 % of the README's figures",
    async ({ imports, minified, gzip }) => {
      for (const [bundler, bundle] of Object.entries(BUNDLERS)) {
        const code = await bundle(programUsing(imports));
        const measured = { minified: code.length, gzip: gzipSync(code).length };
        for (const [kind, figure] of Object.entries({ minified, gzip })) {
          const bytes = measured[kind as keyof typeof measured];
          const what = `${bundler}, ${kind}: ${kilobytes(bytes)} against the README's ${kilobytes(figure)}`;
          expect(bytes, what).toBeGreaterThanOrEqual(figure * (1 - ROOM));
          expect(bytes, what).toBeLessThanOrEqual(figure * (1 + ROOM));
        }
      }
    },
  );
});
