// survey-contract diff <old> <new>: what changed between two versions of the contract, whether
// it breaks anyone, and which version bump it needs (D17).
import { existsSync } from "node:fs";
import { AllowListError, DocumentShapeError, allowancesFromFlags, diffDocuments, parseAllowList, type Allowance, type JudgedChange, type LifecyclePolicy } from "../diff/index.js";
import { positionOf, syntaxErrorOffset, withoutByteOrderMark } from "../validation/json-syntax.js";
import { DIFF_FORMATS, type DiffFormat } from "./reporters/diff-formats.js";
import type { ReportedChange } from "./reporters/diff-reporter.js";
import { locatePointers } from "./json-locations.js";
import { EXIT, UsageError, readFailure, type Output } from "./output.js";
import { readWholeInput } from "./read-input.js";
import { textAtRef } from "./document-at-ref.js";
import { documentPlace } from "./document-name.js";

/** What `diff` compares against when given a git ref and no new document. */
export const DEFAULT_DOCUMENT = "generated/openapi.json";

/**
 * The largest document or allow-list diff reads (D25): 64 MiB, hundreds of times the size of a
 * real contract, far below what would exhaust memory.
 */
const MAX_DOCUMENT_BYTES = 64 * 1024 * 1024;

export interface DiffOptions {
  /** The previous document's path, or undefined with `against`. */
  previous?: string;
  current: string;
  /** A git ref: the previous document is the one the ref holds at `current`'s path in the repository. */
  against?: string;
  /** With `against`: the ref may hold no document (the change that adds it), compared as an empty contract. */
  allowNewDocument?: boolean;
  /** Whether `current` was left to its default, generated/openapi.json: a missing file then says how to name one. */
  currentDefaulted?: boolean;
  allow: string[];
  /** An allow-list file of accepted breaks, each with its reason. */
  allowFile?: string;
  format: DiffFormat;
  checkVersion: boolean;
  /** The day and the notice the deprecation lifecycle is judged by (D23). */
  lifecycle: LifecyclePolicy;
}

interface ReadDocument {
  name: string;
  text: string;
  document: Record<string, any>;
  /** Whether `name` is a file of the checkout (not `ref:path`), where an annotation can point. */
  inCheckout: boolean;
  /** With --allow-new-document, the ref and path that held no document: this is an empty contract. */
  absentAtRef?: { ref: string; path: string };
}

export async function diffCommand(options: DiffOptions, out: Output): Promise<number> {
  const allowances = await readAllowances(options);
  if (options.currentDefaulted && !existsSync(options.current)) {
    throw new UsageError(
      `no document given, and ${options.current} (where this package keeps its own) is not here: name the contract document, as in survey-contract diff --against ${options.against ?? "origin/main"} contract/openapi.json`,
    );
  }
  if (options.allowNewDocument && options.against === undefined) {
    throw new UsageError("--allow-new-document goes with --against <ref>: it lets the ref hold no document, on the change that adds it");
  }
  const previous = options.against === undefined ? await readDocument(options.previous!) : await readAtRef(options.against, options.current, options.allowNewDocument === true);
  // With --against, <new> is a path in the repository, the same path on both sides: no package's export
  const current = options.against === undefined ? await readDocument(options.current) : await readFile(options.current);
  const { changes, blocking, version } = compareBoth(previous, current, { lifecycle: options.lifecycle, allowances });
  DIFF_FORMATS[options.format].reporter(out)({
    previous: { name: previous.name, version: version.previous },
    current: { name: current.name, version: version.current },
    changes: placeChanges(changes, previous, current),
    blocking,
    version,
    checkVersion: options.checkVersion,
    ...(previous.absentAtRef === undefined ? {} : { absentAtRef: previous.absentAtRef }),
  });
  return blocking > 0 || (options.checkVersion && !version.ok) ? EXIT.INVALID : EXIT.OK;
}

/** The changes; a document that cannot be compared (misshapen, nested too deep, a reference cycle that constrains nothing) is an input error naming it. */
function compareBoth(previous: ReadDocument, current: ReadDocument, policy: Parameters<typeof diffDocuments>[2]): ReturnType<typeof diffDocuments> {
  try {
    return diffDocuments(previous.document, current.document, policy);
  } catch (error) {
    if (!(error instanceof DocumentShapeError)) throw error;
    const name = error.side === "previous" ? previous.name : error.side === "current" ? current.name : `${previous.name} or ${current.name}`;
    throw new UsageError(`${name}: ${error.message}`);
  }
}

/**
 * Each change with where it is: in the new document, or in the old one for what is gone when
 * the old one is a file of the checkout; a document read from git is no file an annotation can
 * point to, so what is gone is placed where it was, in the new document.
 */
function placeChanges(changes: JudgedChange[], previous: ReadDocument, current: ReadDocument): ReportedChange[] {
  if (changes.length === 0) return [];
  const pointers = changes.map((change) => change.pointer);
  const inCurrent = locatePointers(current.text, pointers);
  const inPrevious = locatePointers(previous.text, pointers);
  return changes.map((change) => {
    const here = inCurrent.get(change.pointer)!;
    const there = inPrevious.get(change.pointer)!;
    const [file, { line, column }] = here.exact || !there.exact || !previous.inCheckout ? [current.name, here] : [previous.name, there];
    return { ...change, file, line, column };
  });
}

async function readAllowances(options: DiffOptions): Promise<Allowance[]> {
  try {
    const fromFlags = allowancesFromFlags(options.allow);
    if (options.allowFile === undefined) return fromFlags;
    return [...fromFlags, ...parseAllowList(await readText(options.allowFile), options.allowFile)];
  } catch (error) {
    if (error instanceof AllowListError) throw new UsageError(error.message);
    throw error;
  }
}

/** A document named by its path or by a package's export (document-name.ts), read within MAX_DOCUMENT_BYTES. */
async function readDocument(given: string): Promise<ReadDocument> {
  const { name, path } = documentPlace(given);
  return parseDocument(name, await readText(name, path), true);
}

async function readFile(file: string): Promise<ReadDocument> {
  return parseDocument(file, await readText(file), true);
}

/** A file's text, within MAX_DOCUMENT_BYTES; anything that stops it is a UsageError naming the file. */
async function readText(name: string, path: string = name): Promise<string> {
  try {
    const overLimit = (how: string) => `is larger than ${MAX_DOCUMENT_BYTES} bytes, more than a document can be: ${how}; not read further`;
    return (await readWholeInput({ name, path, ndjson: false }, MAX_DOCUMENT_BYTES, overLimit)).toString("utf8");
  } catch (error) {
    throw new UsageError(`${name}: ${readFailure(error)}`);
  }
}

/**
 * The document the ref holds at the path given (document-at-ref.ts); on the change that adds it
 * (--allow-new-document), an empty contract.
 */
async function readAtRef(ref: string, file: string, allowNewDocument: boolean): Promise<ReadDocument> {
  const { name, inRepository, text } = await textAtRef(ref, file, allowNewDocument, MAX_DOCUMENT_BYTES);
  return text === undefined ? absentBaseline(name, ref, inRepository) : parseDocument(name, text, false);
}

/**
 * On the change that adds the document (--allow-new-document), the ref's side is a contract of
 * no records at 0.0.0: every record is added, a minor bump; every format says so.
 */
function absentBaseline(name: string, ref: string, inRepository: string): ReadDocument {
  const document = { openapi: "3.1.0", info: { title: "no contract yet", version: "0.0.0" }, components: { schemas: {} } };
  return { name, text: JSON.stringify(document), document, inCheckout: false, absentAtRef: { ref, path: inRepository } };
}

function parseDocument(name: string, raw: string, inCheckout: boolean): ReadDocument {
  const text = withoutByteOrderMark(raw);
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    const { line, column } = positionOf(text, Math.max(0, syntaxErrorOffset(text)));
    throw new UsageError(`${name}:${line}:${column}: malformed JSON; give the package's openapi.json`);
  }
  return { name, text, document: document as Record<string, any>, inCheckout };
}
