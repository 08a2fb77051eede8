// Annotations: what differs between two schemas written at one place that says nothing about
// validity (title, description, examples, x-*), reported as compatible changes; a deprecation
// (D23) on its own.
import { isAnnotation } from "./keywords.js";
import { deprecationWords, lifecycleOf } from "./lifecycle.js";
import type { RuleId } from "./rules.js";
import type { Schema } from "./schema.js";
import type { Lifecycle } from "./types.js";

/** Where a change found is reported. */
export type Report = (rule: RuleId, pointer: string, message: string, lifecycle?: Lifecycle) => void;

/** The annotations that differ between two schemas: a deprecation (D23) on its own, the others as one change at `at`. */
export function annotationChanges(p: Schema, c: Schema, at: string, report: Report): void {
  const deprecated = c.deprecated === true && p.deprecated !== true;
  if (deprecated) report("DEPRECATED", at, deprecationWords(c["x-sunset"]), lifecycleOf(c));
  const names = [...new Set([...Object.keys(p), ...Object.keys(c)])].filter((name) => isAnnotation(name) && !(deprecated && DEPRECATION.has(name)));
  const changed = names.filter((name) => JSON.stringify(p[name]) !== JSON.stringify(c[name]));
  // The sunset of what stays deprecated, moved: the lifecycle judges its notice again (D23).
  const sunsetMoved = c.deprecated === true && changed.includes("x-sunset");
  if (changed.length > 0) report("ANNOTATION_CHANGED", at, `${changed.join(", ")} changed`, sunsetMoved ? lifecycleOf(c) : undefined);
}

/** The annotations a deprecation is made of, reported as one DEPRECATED change. */
const DEPRECATION = new Set(["deprecated", "x-sunset"]);
