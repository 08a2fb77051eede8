// `type`: a set of JSON types, where number holds integer; absent means any type.
import { JSON_TYPES } from "../keywords.js";
import type { Judge } from "./judge.js";

// Every type but integer, which number holds.
const ANY_TYPE = [...JSON_TYPES].filter((type) => type !== "integer");

export const judgeTypes: Judge = (comparison, keyword, p, c, at, direction) => {
  // `type` is the one keyword of its kind; the guard keeps a future one from being read as a type
  if (keyword !== "type") return;
  const previous = p.type;
  const current = c.type;
  const before = previous === undefined ? new Set(ANY_TYPE) : typeSet(previous);
  const after = current === undefined ? new Set(ANY_TYPE) : typeSet(current);
  const covers = (a: Set<string>, b: Set<string>) => [...b].every((t) => a.has(t) || (t === "integer" && a.has("number")));
  const describe = (types: Set<string>, given: unknown) => (given === undefined ? "any type" : [...types].join(" or "));
  const message = `type ${describe(before, previous)} became ${describe(after, current)}`;
  if (covers(after, before) && !covers(before, after)) comparison.change("TYPE_WIDENED", at, message, direction);
  else if (covers(before, after) && !covers(after, before)) comparison.change("TYPE_NARROWED", at, message, direction);
  // Here either both cover each other (the same types) or neither does
  else if (!covers(before, after) || !covers(after, before)) comparison.change("TYPE_CHANGED", at, message, direction);
};

function typeSet(type: unknown): Set<string> {
  return new Set<string>(Array.isArray(type) ? type : [type as string]);
}
