// The changes between two versions in the words of one side (D29): a client reads the records,
// so it hears what it will now receive or stop receiving; a producer sends them, so it hears what
// it may no longer send. Each change also says what it does to the generated types, and what to
// change in code, from its rule's words (diff/rules.ts).
import type { JudgedChange, RuleId, Witness } from "../diff/index.js";
import { witnessText } from "../cli/reporters/diff-reporter.js";
import { RULE_WORDS } from "./rule-words.js";

export type Side = "clients" | "producers";

export interface ChangeForSide {
  rule: RuleId;
  pointer: string;
  /** The place as code names it: `Collector.name`, `CollectorPage.data[]`. */
  place: string;
  message: string;
  /** Whether it breaks this side: its values, its types, or a record gone. */
  breaks: boolean;
  /** What this side now meets, in its own words, from the witnesses. */
  meets: string[];
  /** What it does to the generated types: the code it stops compiling, where it does. */
  types: string;
  /** What this side changes in its code. */
  todo: string;
  /** A deprecation's sunset, or true for one with no date. */
  deprecated?: string | true;
}

/** How much of a witness's JSON text a line shows. */
const WITNESS_SHOWN = 80;

/** The changes for one side: those that break it first, then deprecations, then the rest, each in the order the diff found them. */
export function changesForSide(changes: readonly JudgedChange[], side: Side): ChangeForSide[] {
  const viewed = changes.map((change) => changeForSide(change, side));
  const rank = (change: ChangeForSide) => (change.breaks ? 0 : change.deprecated !== undefined ? 1 : 2);
  return viewed
    .map((change, index) => ({ change, index }))
    .sort((a, b) => rank(a.change) - rank(b.change) || a.index - b.index)
    .map(({ change }) => change);
}

export function breaksSide(change: JudgedChange, side: Side): boolean {
  return change.class === "breaking for clients and producers" || change.class === `breaking for ${side}` || change.class === "removed record";
}

/** One change in the words of one side. */
export function changeForSide(change: JudgedChange, side: Side): ChangeForSide {
  const rule = RULE_WORDS[change.rule];
  const breaks = breaksSide(change, side);
  const deprecated = change.rule === "DEPRECATED" ? (change.lifecycle?.sunset ?? true) : undefined;
  return {
    rule: change.rule,
    pointer: change.pointer,
    place: placeInCode(change.pointer),
    message: change.message,
    breaks,
    meets: (change.witnesses ?? []).map((witness) => meets(witness, side)),
    types: change.compile?.says ?? rule.types,
    todo: breaks || deprecated !== undefined ? rule[side] : "nothing to change",
    ...(deprecated === undefined ? {} : { deprecated }),
  };
}

/** A witness in the words of the side: a client receives, a producer sends. */
function meets({ value, admittedBy }: Witness, side: Side): string {
  const text = witnessText(value, WITNESS_SHOWN);
  if (side === "clients") return admittedBy === "current" ? `you may now receive ${text}` : `you will no longer receive ${text}`;
  return admittedBy === "previous" ? `you may no longer send ${text}` : `you may now send ${text}`;
}

/** `/components/schemas/Collector/properties/fromEmail/properties/email` as `Collector.fromEmail.email`. */
function placeInCode(pointer: string): string {
  const segments = pointer
    .split("/")
    .slice(1)
    .map((segment) => segment.replaceAll("~1", "/").replaceAll("~0", "~"));
  const start = segments[0] === "components" ? 2 : 0;
  let place = segments[start] ?? pointer;
  for (let i = start + 1; i < segments.length; i++) {
    const [keyword, next] = [segments[i], segments[i + 1]];
    if (keyword === "properties" && next !== undefined) {
      place += /^[A-Za-z_$][\w$]*$/.test(next) ? `.${next}` : `[${JSON.stringify(next)}]`;
      i++;
    } else if (keyword === "items") {
      place += "[]";
    } else if (keyword === "anyOf" && next !== undefined) {
      place += ` (alternative ${next})`;
      i++;
    } else {
      place += ` (${keyword}${next === undefined ? "" : ` ${next}`})`;
      i++;
    }
  }
  return place;
}
