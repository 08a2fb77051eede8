// Compares two versions of this package's OpenAPI document, record by record and keyword by
// keyword, and names each change with a rule of rules.ts.
//
// Written here rather than taken from a library: the maintained OpenAPI diff tools compare
// operations (paths), which this contract has none of (design decision D10), and OpenAPI 3.1's
// JSON Schema 2020-12 is beyond most of them; the contract needs both directions of a response
// body (see rules.ts). The walk is comparison.ts, each keyword judged by the judge of its kind
// (judges/, as keywords.ts says what each kind means); schemas are compared by
// meaning where that is decidable (schema-meaning.ts): a `$ref` and the same schema inline, the
// order inside `anyOf`, `enum` and `type`, a disjoint `oneOf` and an `anyOf`, `type: [T, "null"]`
// and an `anyOf` with null are the same. It expects documents that passed assertComparable
// (document-shape.ts).
import { pointerSegment } from "../validation/json-pointer.js";
import { Comparison } from "./comparison.js";
import { lifecycleOf, type Lifecycle } from "./lifecycle.js";
import { pairRenames } from "./renames.js";
import { RULES, type Add, type ChangeClass, type RuleId } from "./rules.js";
import { forgetPatternLengths } from "./pattern-lengths.js";
import { forgetMeaningKeys, meaningKey } from "./meaning-keys.js";
import { SchemaMeaning } from "./schema-meaning.js";
import type { Schema } from "./schema.js";
import { Witnesses, type Origin, type Witness, type Witnessed } from "./witnesses.js";
import { forgetAutomata } from "./pattern-automaton.js";

export interface Change {
  rule: RuleId;
  class: ChangeClass;
  /** JSON Pointer into the new document, or into the old one for what was removed. */
  pointer: string;
  message: string;
  /** For a removal or a deprecation: what was announced (D23), which judgeLifecycle reads. */
  lifecycle?: Lifecycle;
  /** A removal on or after the sunset its deprecation announced: accepted without an allow-list entry. */
  sunsetPassed?: true;
  /** For a breaking change: values one side admits and the other refuses, each checked against both (witnesses.ts). */
  witnesses?: Witness[];
  /** For a breaking change: why a way it claims has no witness. */
  witnessMissing?: string;
}

interface Document {
  components?: { schemas?: Record<string, Schema>; responses?: Record<string, Schema> };
}

export function compareDocuments(previous: Document, current: Document): Change[] {
  forgetWhatWasWorkedOut();
  try {
    return changesBetween(previous, current);
  } finally {
    forgetWhatWasWorkedOut();
  }
}

/** Each comparison starts afresh and keeps nothing after it: meaning keys and pattern lengths are worked out per comparison. */
function forgetWhatWasWorkedOut(): void {
  forgetMeaningKeys();
  forgetPatternLengths();
  forgetAutomata();
}

function changesBetween(previous: Document, current: Document): Change[] {
  const changes: Change[] = [];
  const origins: (Origin | undefined)[] = [];
  const add: Add = (rule, pointer, message, lifecycle, origin) => {
    changes.push({ rule, class: RULES[rule].class, pointer, message, ...(lifecycle === undefined ? {} : { lifecycle }) });
    origins.push(origin);
  };
  const previousSchemas = ownAt(previous.components, "schemas");
  const currentSchemas = ownAt(current.components, "schemas");
  const comparison = new Comparison(new SchemaMeaning(previous), new SchemaMeaning(current), add);
  const recordMeanings = {
    previous: (name: string) => meaningKey(comparison.previousMeaning.canonical(previousSchemas[name])),
    current: (name: string) => meaningKey(comparison.currentMeaning.canonical(currentSchemas[name])),
  };
  compareNamed(previousSchemas, currentSchemas, "/components/schemas", "RECORD", add, (p, c, at) => comparison.schemas(p, c, at), recordMeanings);
  compareNamed(ownAt(previous.components, "responses"), ownAt(current.components, "responses"), "/components/responses", "RESPONSE", add, (p, c, at) =>
    comparison.responses(p, c, at),
  );
  const witnesses = new Witnesses(comparison.previousMeaning.references, comparison.currentMeaning.references);
  changes.forEach((change, i) => addWitnesses(change, witnesses.of(change.class, origins[i], change.pointer)));
  return changes;
}

/** The witnesses of a breaking change, laid into it (it was made just now, here). */
function addWitnesses(change: Change, witnessed: Witnessed | undefined): void {
  if (witnessed === undefined) return;
  change.witnesses = witnessed.witnesses;
  if (witnessed.missing !== undefined) change.witnessMissing = witnessed.missing;
}

/** An own property only: a record named `constructor` or `toString` is a record like any other. */
function ownAt(object: Record<string, any> | undefined, key: string): Record<string, Schema> {
  return object !== undefined && Object.hasOwn(object, key) ? object[key] : {};
}

function compareNamed(
  previous: Record<string, Schema>,
  current: Record<string, Schema>,
  at: string,
  kind: "RECORD" | "RESPONSE",
  add: Add,
  compare: (previous: Schema, current: Schema, at: string) => void,
  meanings?: { previous: (name: string) => string; current: (name: string) => string },
) {
  const removed = Object.keys(previous).filter((name) => !Object.hasOwn(current, name));
  const added = Object.keys(current).filter((name) => !Object.hasOwn(previous, name));
  // A record removed and one added that mean the same: most likely one record renamed.
  const renames = meanings === undefined ? undefined : pairRenames(removed, added, meanings.previous, meanings.current);
  for (const name of Object.keys(previous)) {
    const pointer = `${at}/${pointerSegment(name)}`;
    const renamedTo = renames?.removed.get(name);
    if (!Object.hasOwn(current, name))
      add(`${kind}_REMOVED`, pointer, `${name} was removed${renamedTo === undefined ? "" : `; possibly renamed to ${renamedTo}`}`, lifecycleOf(previous[name]));
    else compare(previous[name]!, current[name]!, pointer);
  }
  for (const name of added) {
    const renamedFrom = renames?.added.get(name);
    add(`${kind}_ADDED`, `${at}/${pointerSegment(name)}`, `${name} was added${renamedFrom === undefined ? "" : `; possibly renamed from ${renamedFrom}`}`);
  }
}
