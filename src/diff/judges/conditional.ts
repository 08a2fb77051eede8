// `if` / `then` / `else`, by direction: a conditional added only narrows (values that match `if`
// must now also match `then`, the others `else`) and one removed only widens; under the same
// `if`, `then` and `else` are compared in place, each change on its side. A changed `if` moves
// values both ways (which ones match it changed): both.
import { sameMeaning } from "../meaning-keys.js";
import type { Schema } from "../schema.js";
import type { Judge, Walk } from "./judge.js";

export const judgeConditional: Judge = (comparison, keyword, p, c, at, direction) => {
  if (keyword === "if") {
    judgeIf(comparison, p, c, at, direction);
    return;
  }
  // Under a changed, added or removed `if`, that change says it all (an `if` on one side only is no same `if`).
  if (p.if === undefined || !sameIf(comparison, p, c)) return;
  if (p[keyword] === undefined && c[keyword] === undefined) return;
  comparison.schemas(p[keyword] ?? true, c[keyword] ?? true, `${at}/${keyword}`, direction);
};

function judgeIf(comparison: Walk, p: Schema, c: Schema, at: string, direction: Parameters<Judge>[5]): void {
  const branches = (schema: Schema) => schema.then !== undefined || schema.else !== undefined;
  if (p.if === undefined && c.if === undefined) return;
  if (p.if === undefined) {
    if (branches(c)) comparison.change("CONSTRAINT_TIGHTENED", `${at}/if`, "if/then/else was added: it only narrows", direction);
    return;
  }
  if (c.if === undefined) {
    if (branches(p)) comparison.change("CONSTRAINT_LOOSENED", `${at}/if`, "if/then/else was removed: it only widened", direction);
    return;
  }
  if (!sameIf(comparison, p, c) && (branches(p) || branches(c)))
    comparison.change("CONSTRAINT_CHANGED", `${at}/if`, "if changed: which values the branches apply to moved", direction);
}

function sameIf(comparison: Walk, p: Schema, c: Schema): boolean {
  return sameMeaning(comparison.previousMeaning.canonical(p.if), comparison.currentMeaning.canonical(c.if));
}
