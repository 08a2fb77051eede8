// The inputs `validate` reads, from its arguments: files as named, `-` for standard input,
// directories walked for .json, .ndjson and .jsonl files (sorted, names starting with a dot
// left out, each directory entered once however symbolic links loop), and glob patterns expanded (glob.ts).
import { readdirSync, realpathSync, statSync } from "node:fs";
import { expandGlob, isGlob } from "./glob.js";

export interface Input {
  /** The path as printed, or "-" for standard input. */
  name: string;
  ndjson: boolean;
}

const RECORD_FILE = /\.(json|ndjson|jsonl)$/i;
const NDJSON_FILE = /\.(ndjson|jsonl)$/i;

/**
 * @returns the inputs in order, and the arguments that name nothing (a pattern that matches no
 *   file, a directory with no record file), each with why
 */
export function expandInputs(args: readonly string[], allNdjson: boolean): { inputs: Input[]; unmatched: { name: string; message: string }[] } {
  const inputs: Input[] = [];
  const unmatched: { name: string; message: string }[] = [];
  const add = (name: string) => inputs.push({ name, ndjson: allNdjson || NDJSON_FILE.test(name) });
  for (const argument of args) {
    const kind = argument === "-" ? "file" : kindOf(argument);
    if (kind === "file" || (kind === undefined && !isGlob(argument))) {
      add(argument);
      continue;
    }
    const found: string[] = [];
    const named = kind === "directory" ? [argument] : expandGlob(argument);
    for (const name of named) {
      if (kindOf(name) === "directory") walkDirectory(name, new Set(), found);
      else found.push(name);
    }
    if (found.length === 0) {
      unmatched.push({ name: argument, message: kind === "directory" ? "is a directory with no .json, .ndjson or .jsonl file" : "matches no file" });
    }
    for (const name of found) add(name);
  }
  return { inputs, unmatched };
}

function walkDirectory(dir: string, visited: Set<string>, found: string[]): void {
  let real: string;
  try {
    real = realpathSync(dir);
  } catch {
    return;
  }
  if (visited.has(real)) return;
  visited.add(real);
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return;
  }
  for (const name of names) {
    if (name.startsWith(".")) continue; // .git and the like, as a shell's * leaves them out
    const child = dir.endsWith("/") ? `${dir}${name}` : `${dir}/${name}`;
    const kind = kindOf(child);
    if (kind === "directory") walkDirectory(child, visited, found);
    else if (kind === "file" && RECORD_FILE.test(name)) found.push(child);
  }
}

/** What a path names, following symbolic links, with one stat: undefined when it names nothing. */
function kindOf(name: string): "directory" | "file" | undefined {
  try {
    return statSync(name).isDirectory() ? "directory" : "file";
  } catch {
    return undefined;
  }
}
