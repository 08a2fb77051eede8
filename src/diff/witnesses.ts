// A witness for every breaking claim: a value one side admits and the other refuses, at the
// place the change is about (the value of the field, item or record there), found among the
// values witness-values.ts proposes and checked against both schemas by admits.ts before it is
// kept. A break for clients needs a value the new schema admits and the old refused; one for
// producers the other way; one for both, a value each way. Where none is found, or the schemas
// use what admits.ts does not decide, the change says so instead of showing a value.
import { segmentName } from "../validation/json-pointer.js";
import { Admission, type Budget, type Verdict } from "./admits.js";
import type { ChangeClass } from "./rules.js";
import type { References } from "./references.js";
import { propertyVariants, witnessCandidates } from "./witness-values.js";

/** Which side admits the value (the other refuses it). */
export type WitnessSide = "previous" | "current";

export interface Witness {
  value: unknown;
  admittedBy: WitnessSide;
  /** Where the schemas that judged it are: the value is one of the field, item or record there. */
  at: string;
}

/** The two schemas at the place a change is about, as the walk met them (comparison.ts). */
export interface Origin {
  /** Where the two schemas are: the pointer of the change, or a pointer it starts with. */
  at: string;
  previous: unknown;
  current: unknown;
  /** The dynamic scope of each side there, for `$dynamicRef`s. */
  previousScope: readonly string[];
  currentScope: readonly string[];
  /** Inside a `not` above that place: a value there says nothing plain about the record. */
  negated: boolean;
}

/** What a breaking change shows: its witnesses, and why a way has none. */
export interface Witnessed {
  witnesses: Witness[];
  missing?: string;
}

/** Which way each breaking class needs a value admitted. */
const WAYS: Partial<Record<ChangeClass, WitnessSide[]>> = {
  "breaking for clients": ["current"],
  "breaking for producers": ["previous"],
  "breaking for clients and producers": ["current", "previous"],
};

/** Why a way has no witness, completed by the way it is missing in: "no value admitted before and refused now …". */
const NOT_FOUND = "was found";
const UNDECIDED = "could be checked (the schemas use a keyword, format, pattern or reference this check does not evaluate)";
const SPENT = "no witness was searched for (this comparison spent the work it may put into witnesses)";
const NEGATED = "no witness (the change is inside a not, where a value of its own place says nothing plain about the record)";

/**
 * How much work all witness searches of one comparison may take together, in checks of a schema
 * against a value: a few milliseconds, enough for the breaks of a release (a search takes tens to
 * hundreds), so that a document of thousands of breaks stays as quick as without witnesses; the
 * changes past it say so.
 */
const BUDGET = 20_000;

export class Witnesses {
  private readonly previous: Admission;
  private readonly current: Admission;
  private readonly budget: Budget = { left: BUDGET };
  /** Each origin's search, by the property it is about and the side that admits: many changes at one place share it. */
  private readonly found = new WeakMap<Origin, Map<string, Witness | string>>();

  constructor(
    private readonly previousReferences: References,
    private readonly currentReferences: References,
  ) {
    this.previous = new Admission(previousReferences, this.budget);
    this.current = new Admission(currentReferences, this.budget);
  }

  /**
   * The witnesses of a change of `changeClass` at `pointer`, judged by the schemas of `origin`;
   * undefined for a class that claims no break. A change about one property of the value
   * (`…/properties/name` below the record) is witnessed by values that differ in that property.
   */
  of(changeClass: ChangeClass, origin: Origin | undefined, pointer: string): Witnessed | undefined {
    const ways = WAYS[changeClass];
    if (ways === undefined) return undefined;
    if (origin === undefined) return { witnesses: [], missing: ways.map((way) => `${wayWords(way)} ${NOT_FOUND}`).join("; ") };
    if (origin.negated) return { witnesses: [], missing: NEGATED };
    const witnesses: Witness[] = [];
    const missing: string[] = [];
    const property = propertyAbout(origin.at, pointer);
    for (const way of ways) {
      const result = this.search(origin, way, property);
      if (result === SPENT) return { witnesses, missing: SPENT };
      if (typeof result === "string") missing.push(`${wayWords(way)} ${result}`);
      else witnesses.push(result);
    }
    return missing.length === 0 ? { witnesses } : { witnesses, missing: missing.join("; ") };
  }

  private search(origin: Origin, way: WitnessSide, property: string | undefined): Witness | string {
    let byWay = this.found.get(origin);
    // A cache; without it the search runs again and finds the same
    if (byWay === undefined) this.found.set(origin, (byWay = new Map()));
    // Any text stands for no property, as no name follows the way
    const key = `${way} ${property ?? ""}`;
    const known = byWay.get(key);
    // A cache; without it the search runs again and finds the same
    if (known !== undefined) return known;
    const result = this.firstSeparating(origin, way, property);
    byWay.set(key, result);
    return result;
  }

  private firstSeparating(origin: Origin, way: WitnessSide, property: string | undefined): Witness | string {
    // A shortcut; past the budget no candidate is made, and the end of the search says so
    if (this.budget.left <= 0) return SPENT;
    let undecided = false;
    const candidates = witnessCandidates(
      { schema: origin.previous, references: this.previousReferences },
      { schema: origin.current, references: this.currentReferences },
      this.budget,
      property,
    );
    // A value that separates the sides for another change of the same place too is kept only until one separating for this change alone is found.
    let shared: Witness | undefined;
    for (const value of candidates) {
      const before: Verdict = this.previous.admits(origin.previous, value, origin.previousScope);
      if (before === undefined) {
        undecided = true;
        continue;
      }
      if (before !== (way === "previous")) continue;
      const now: Verdict = this.current.admits(origin.current, value, origin.currentScope);
      if (now === undefined) undecided = true;
      else if (now === (way === "current")) {
        const witness: Witness = { value, admittedBy: way, at: origin.at };
        if (property === undefined || this.refusedForProperty(origin, way, property, value)) return witness;
        shared ??= witness;
      }
    }
    if (shared !== undefined) return shared;
    // The budget is spent in fractions of a check, so it lands on 0 exactly only by chance, and then either reading is right
    if (this.budget.left <= 0) return SPENT;
    return undecided ? UNDECIDED : NOT_FOUND;
  }

  /**
   * Whether the side that refuses `value` admits it once `property` alone is changed (left out, or
   * given a value either side admits there): then it is refused for the change about that
   * property, not for another change of the same record.
   */
  private refusedForProperty(origin: Origin, way: WitnessSide, property: string, value: unknown): boolean {
    const [refusing, schema, scope] = way === "previous" ? [this.current, origin.current, origin.currentScope] : [this.previous, origin.previous, origin.previousScope];
    const sides = { previous: { schema: origin.previous, references: this.previousReferences }, current: { schema: origin.current, references: this.currentReferences } };
    for (const variant of propertyVariants(sides.previous, sides.current, value, property)) {
      if (refusing.admits(schema, variant, scope) === true) return true;
    }
    return false;
  }
}

/** The property a change at `pointer` is about, when it lies directly below `at` (`at/properties/name`). */
function propertyAbout(at: string, pointer: string): string | undefined {
  if (!pointer.startsWith(`${at}/properties/`)) return undefined;
  const segment = pointer.slice(at.length + "/properties/".length);
  return segment.includes("/") ? undefined : segmentName(segment);
}

function wayWords(way: WitnessSide): string {
  return way === "current" ? "no value admitted now and refused before" : "no value admitted before and refused now";
}
