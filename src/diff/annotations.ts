// Annotations: what differs between two schemas that say nothing about validity (title,
// description, examples, x-*), reported as compatible changes, also below two schemas of the
// same meaning, where nothing else can differ.
import { pointerSegment } from "../validation/json-pointer.js";
import { isAnnotation, keywordsHolding } from "./keywords.js";
import { deprecationWords, lifecycleOf } from "./lifecycle.js";
import type { Add } from "./rules.js";
import { asObject, type Schema } from "./schema.js";
import { meaningKey } from "./meaning-keys.js";
import type { SchemaMeaning } from "./schema-meaning.js";

/** The meanings of the two documents compared. */
export interface Meanings {
  previous: SchemaMeaning;
  current: SchemaMeaning;
}

/** The keywords that hold schemas, by how: a map of them, one, or a list (the vocabulary's `holds`). */
const SCHEMA_MAPS = keywordsHolding("schemas");
const SCHEMA_SINGLES = keywordsHolding("schema");
const SCHEMA_LISTS = keywordsHolding("schema list");

/** The annotations that differ between two schemas: a deprecation (D23) on its own, the others as one change at `at`. */
export function annotationChanges(p: Schema, c: Schema, at: string, add: Add): void {
  const deprecated = c.deprecated === true && p.deprecated !== true;
  if (deprecated) add("DEPRECATED", at, deprecationWords(c["x-sunset"]), lifecycleOf(c));
  const names = [...new Set([...Object.keys(p), ...Object.keys(c)])].filter((name) => isAnnotation(name) && !(deprecated && DEPRECATION.has(name)));
  const changed = names.filter((name) => JSON.stringify(p[name]) !== JSON.stringify(c[name]));
  // The sunset of what stays deprecated, moved: the lifecycle judges its notice again (D23).
  const sunsetMoved = c.deprecated === true && changed.includes("x-sunset");
  if (changed.length > 0) add("ANNOTATION_CHANGED", at, `${changed.join(", ")} changed`, sunsetMoved ? lifecycleOf(c) : undefined);
}

/** The annotations a deprecation is made of, reported as one DEPRECATED change. */
const DEPRECATION = new Set(["deprecated", "x-sunset"]);

/**
 * Two schemas of the same meaning: only their annotations, at any depth, can differ. Which
 * keywords hold schemas is the vocabulary's to say; the members of a list are paired by meaning,
 * each with the first of the same meaning not yet taken: where order counts (prefixItems), the
 * lists mean the same member by member, so that is the one at the same position.
 */
export function annotationsBelow(meanings: Meanings, p: Schema, c: Schema, at: string, add: Add): void {
  const below = (ps: unknown, cs: unknown, pointer: string) => {
    annotationChanges(asObject(ps), asObject(cs), pointer, add);
    annotationsBelow(meanings, asObject(ps), asObject(cs), pointer, add);
  };
  for (const name of SCHEMA_MAPS) {
    const previous = asObject(p[name] ?? {});
    const current = asObject(c[name] ?? {});
    for (const key of Object.keys(previous)) if (Object.hasOwn(current, key)) below(previous[key], current[key], `${at}/${name}/${pointerSegment(key)}`);
  }
  for (const name of SCHEMA_SINGLES) if (p[name] !== undefined && c[name] !== undefined) below(p[name], c[name], `${at}/${name}`);
  for (const name of SCHEMA_LISTS) {
    if (!Array.isArray(p[name]) || !Array.isArray(c[name])) continue;
    for (const [i, j] of pairedMembers(meanings, p[name], c[name])) below(p[name][i], c[name][j], `${at}/${name}/${j}`);
  }
}

/** Index pairs of two lists of schemas: each member with the first of the same meaning not yet taken. */
function pairedMembers(meanings: Meanings, previous: (Schema | boolean)[], current: (Schema | boolean)[]): [number, number][] {
  const currentKeys = current.map((schema) => meaningKey(meanings.current.canonical(schema)));
  const taken = new Set<number>();
  const pairs: [number, number][] = [];
  previous.forEach((schema, i) => {
    const key = meaningKey(meanings.previous.canonical(schema));
    const j = currentKeys.findIndex((candidate, index) => candidate === key && !taken.has(index));
    if (j < 0) return;
    taken.add(j);
    pairs.push([i, j]);
  });
  return pairs;
}
