// The changes `diff` finds between two documents, before the lifecycle and allowances judge them:
// what the tests of the walk read.
import { Walk } from "../../src/diff/walk.js";
import type { Change } from "../../src/diff/types.js";

export function compareDocuments(previous: unknown, current: unknown): Change[] {
  return new Walk(previous, current).documents(previous as Record<string, any>, current as Record<string, any>);
}
