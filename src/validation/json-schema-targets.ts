// A record's published JSON Schema (2020-12) in the drafts a Standard JSON Schema consumer asks
// for: 2020-12 as published; draft-07 with the root's `$defs` as `definitions` (the published
// schemas bundle every definition there) and the `$schema` of draft-07 (they use no other
// keyword draft-07 lacks: no `$dynamicRef`, no `prefixItems`, no `unevaluated*`). Any other
// target throws, as the spec asks.
import type { JsonSchema } from "../../generated/json-schemas/tolerant.js";
import type { StandardJSONSchemaV1 } from "./standard-schema.js";
import { escapeLine } from "../text/escape-line.js";

const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
const DEFS_REF = "#/$defs/";

/** The schema in the target's draft: a new object each call, the caller's to change. */
export function jsonSchemaFor(schema: JsonSchema, { target }: StandardJSONSchemaV1.Options): Record<string, unknown> {
  if (target === "draft-2020-12") return JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
  if (target === "draft-07") {
    const { $defs, ...root } = withDraft07Refs(schema) as Record<string, unknown>;
    return { ...root, $schema: DRAFT_07, ...($defs === undefined ? {} : { definitions: $defs }) };
  }
  // The target is the caller's input: quoted short and escaped as every printed text is (D24).
  const named = typeof target === "string" ? JSON.stringify(target.slice(0, 100)) : `of type ${typeof target}`;
  throw new Error(escapeLine(`no JSON Schema for the target ${named}: the contract gives draft-2020-12 and draft-07`));
}

/** A copy whose references into `$defs` point into `definitions`. */
function withDraft07Refs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withDraft07Refs);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) =>
      key === "$ref" && typeof child === "string" && child.startsWith(DEFS_REF) ? [key, `#/definitions/${child.slice(DEFS_REF.length)}`] : [key, withDraft07Refs(child)],
    ),
  );
}
