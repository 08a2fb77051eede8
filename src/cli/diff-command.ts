// survey-contract diff <old> <new>: what changed between two versions of the contract, and
// whether it breaks anyone.
import { readFile } from "node:fs/promises";
import { compareDocuments, type Change } from "../diff/compare-documents.js";
import { DocumentShapeError, assertComparable } from "../diff/document-shape.js";
import { RULES, isBreaking } from "../diff/rules.js";
import { positionOf, syntaxErrorOffset } from "../json-syntax.js";
import { EXIT, UsageError, readFailure, type Output } from "./output.js";

export interface DiffOptions {
  previous: string;
  current: string;
  allow: string[];
  format: "text" | "json";
}

interface ReportedChange extends Change {
  breaking: boolean;
  allowed: boolean;
}

export async function diffCommand(options: DiffOptions, out: Output): Promise<number> {
  for (const allowed of options.allow) {
    if (!(allowed in RULES) && !allowed.startsWith("/")) {
      throw new UsageError(`--allow ${allowed}: give a rule (such as FIELD_NO_LONGER_REQUIRED; see --help) or a JSON Pointer starting with /`);
    }
  }
  const previous = await readDocument(options.previous);
  const current = await readDocument(options.current);
  const changes: ReportedChange[] = compareDocuments(previous, current).map((change) => {
    const breaking = isBreaking(change.class);
    return { ...change, breaking, allowed: breaking && options.allow.some((allowed) => matches(allowed, change)) };
  });
  const blocking = changes.filter((change) => change.breaking && !change.allowed);

  if (options.format === "json") {
    out.stdout(JSON.stringify({ previous: options.previous, current: options.current, breaking: blocking.length > 0, changes }));
  } else {
    for (const change of changes) {
      const mark = change.allowed ? " (allowed)" : "";
      out.stdout(`${change.class}${mark}: ${change.rule} ${change.pointer}: ${change.message}`);
    }
    out.stderr(summary(changes, blocking));
  }
  return blocking.length > 0 ? EXIT.INVALID : EXIT.OK;
}

function matches(allowed: string, change: Change): boolean {
  return allowed === change.rule || allowed === change.pointer || change.pointer.startsWith(`${allowed}/`);
}

function summary(changes: ReportedChange[], blocking: ReportedChange[]): string {
  if (changes.length === 0) return "no changes to the contract";
  const allowed = changes.filter((change) => change.allowed).length;
  const counts = `${changes.length} change${changes.length === 1 ? "" : "s"}, ${blocking.length} breaking${allowed > 0 ? `, ${allowed} breaking but allowed` : ""}`;
  return blocking.length > 0
    ? `${counts}. If a break is intended, pass --allow with its rule or pointer; otherwise change the schemas back.`
    : counts;
}

async function readDocument(file: string): Promise<Record<string, any>> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new UsageError(`${file}: ${readFailure(error)}`);
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    const { line, column } = positionOf(text, Math.max(0, syntaxErrorOffset(text)));
    throw new UsageError(`${file}:${line}:${column}: malformed JSON; give the package's openapi.json`);
  }
  try {
    assertComparable(document);
  } catch (error) {
    if (error instanceof DocumentShapeError) throw new UsageError(`${file}: ${error.message}`);
    throw error;
  }
  return document as Record<string, any>;
}
