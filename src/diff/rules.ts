// The changes `survey-contract diff` knows, each with the class it usually has in the response
// direction (the service produces the records, clients consume them):
// - a change is breaking for clients when the new contract admits values the old did not, read
//   in the tolerant profile (a client written against the old one may meet what it does not handle);
// - it is breaking for producers when the new contract refuses values the old admitted, read in
//   the strict profile (a server that was valid may now fail its own validation);
// - a removed record breaks whoever used it; everything else is compatible;
// - and, by the types (D29), a change is breaking for a side whose correct code stops compiling
//   against the generated types: a listed value refused where only listed values remain (the
//   literal union loses the member code names) breaks clients, though they receive nothing new.
// A change decided by values carries the class its witnesses show (D26, walk.ts), which is its
// rule's usual one unless the schemas around it say otherwise.
// Each rule also names the least version bump it needs (design decision D17, version-policy.ts):
// a break of either side is major, a compatible change that admits or adds something minor,
// an annotation patch.

/** Every class a change can have, in the order reports list them. */
export const CHANGE_CLASSES = ["breaking for clients and producers", "breaking for clients", "breaking for producers", "removed record", "compatible"] as const;

export type ChangeClass = (typeof CHANGE_CLASSES)[number];

export type Bump = "major" | "minor" | "patch";

/** A rule: its usual class and bump, and its words for the diff's help, the changelog and `changes` (D29). */
interface RuleWords {
  class: ChangeClass;
  bump: Bump;
  summary: string;
  /** What it does to the generated TypeScript types. */
  types: string;
  /** What a client (the side that reads the records) does about it. */
  clients: string;
  /** What a producer (the side that sends them) does about it. */
  producers: string;
}

export const RULES = {
  RECORD_REMOVED: {
    class: "removed record",
    bump: "major",
    summary: "a record or enum was removed",
    types: "the type is gone: every import of it stops compiling",
    clients: "the record is gone from the contract: remove the code that reads it, or keep a type of your own for it",
    producers: "stop sending it",
  },
  RESPONSE_REMOVED: {
    class: "removed record",
    bump: "major",
    summary: "a list body was removed from components.responses",
    types: "the list body's type is gone",
    clients: "the list body is gone: remove the code that reads it",
    producers: "stop sending it",
  },
  RECORD_ADDED: {
    class: "compatible",
    bump: "minor",
    summary: "a record or enum was added",
    types: "a new type to import",
    clients: "nothing to change; a new record you may read",
    producers: "nothing to change; a new record you may send",
  },
  RESPONSE_ADDED: {
    class: "compatible",
    bump: "minor",
    summary: "a list body was added",
    types: "a new list body type",
    clients: "nothing to change",
    producers: "nothing to change",
  },
  FIELD_ADDED_OPTIONAL: {
    class: "compatible",
    bump: "minor",
    summary: "a new optional field",
    types: "a new optional property (`f?: T | null`)",
    clients: "nothing to change; read the new field where it helps",
    producers: "nothing to change; you may send the new field",
  },
  FIELD_ADDED_REQUIRED: {
    class: "breaking for producers",
    bump: "major",
    summary: "a new required field",
    types: "a new required property: an object literal without it stops compiling (TS2741)",
    clients: "nothing to change; the field is always there",
    producers: "send the new field in every record",
  },
  FIELD_REMOVED: {
    class: "breaking for clients and producers",
    bump: "major",
    summary: "a field was removed: its name is free for any value, and strict validation rejects it",
    types: "the property is gone: code that reads it stops compiling (TS2339, or TS2551 where a property of a near name is there)",
    clients: "stop reading the field (read its likely new name where the change gives one); it may now hold anything, or be refused by strict validation",
    producers: "stop sending the field (send its likely new name where the change gives one)",
  },
  REQUIRED_FIELD_WRITE_ONLY: {
    class: "breaking for clients",
    bump: "major",
    summary: "a required field became writeOnly: a service that follows OpenAPI no longer sends it (D22)",
    types: "no change to the types",
    clients: "the field is no longer sent to you: stop relying on it",
    producers: "nothing to change; do not send it in responses",
  },
  OPTIONAL_FIELD_WRITE_ONLY: {
    class: "compatible",
    bump: "minor",
    summary: "an optional field became writeOnly: clients no longer receive it (D22)",
    types: "no change to the types",
    clients: "the field is no longer sent to you",
    producers: "nothing to change; do not send it in responses",
  },
  FIELD_NO_LONGER_REQUIRED: {
    class: "breaking for clients",
    bump: "major",
    summary: "a field is no longer required",
    types: "the property becomes optional (`f?: T | null`): code that uses it without a check stops compiling under strictNullChecks (TS18047, TS18048)",
    clients: "handle the field absent or null",
    producers: "nothing to change; you may leave the field out",
  },
  FIELD_NEWLY_REQUIRED: {
    class: "breaking for producers",
    bump: "major",
    summary: "an existing field became required",
    types: "the property becomes required: an object literal without it stops compiling (TS2741)",
    clients: "nothing to change; the field is always there",
    producers: "send the field in every record",
  },
  TYPE_WIDENED: {
    class: "breaking for clients",
    bump: "major",
    summary: "a type admits more (another JSON type, or null)",
    types: "the property's type gains a member (another JSON type, or null): code that uses it as before may stop compiling",
    clients: "handle the values of the new type the change shows",
    producers: "nothing to change",
  },
  TYPE_NARROWED: {
    class: "breaking for producers",
    bump: "major",
    summary: "a type admits less",
    types:
      "the property's type loses a member: where it is a JSON type other than null, code that compares the value with one, or narrows to it and uses it, stops compiling (TS2367, TS2339)",
    clients: "nothing to change for what you receive",
    producers: "stop sending values of the type removed",
  },
  TYPE_CHANGED: {
    class: "breaking for clients and producers",
    bump: "major",
    summary: "a type changed to one neither contains",
    types: "the property's type is replaced: code that uses it stops compiling",
    clients: "read the field as its new type",
    producers: "send the field as its new type",
  },
  ENUM_VALUE_ADDED: {
    class: "breaking for clients",
    bump: "major",
    summary: "an enum value was added (exhaustive switches break)",
    types: "the literal union gains a member: an exhaustive `switch` that assigns the rest to `never` stops compiling (TS2322)",
    clients: "handle the new value (a `switch` needs a case for it, or a default)",
    producers: "nothing to change; you may send the new value",
  },
  ENUM_VALUE_REMOVED: {
    class: "breaking for clients and producers",
    bump: "major",
    summary: "an enum value was removed",
    types: "the literal union loses a member: code that names it stops compiling (`case`: TS2678, a comparison: TS2367)",
    clients: "remove the code that names the value (its `case`, its comparisons): it is no longer sent",
    producers: "stop sending the value",
  },
  ENUM_ADDED: {
    class: "breaking for clients and producers",
    bump: "major",
    summary: "a field was restricted to a list of values",
    types: "the property's type becomes a union of its values: code that names any other value stops compiling (TS2367, TS2678)",
    clients: "compare the field only with the listed values",
    producers: "send only the listed values",
  },
  ENUM_REMOVED: {
    class: "breaking for clients",
    bump: "major",
    summary: "a field is no longer restricted to a list of values",
    types: "the property's type becomes its JSON type: code that assigns it to the union stops compiling (TS2322)",
    clients: "handle any value of the field's type, not only the values listed before",
    producers: "nothing to change",
  },
  FORMAT_ADDED: {
    class: "breaking for producers",
    bump: "major",
    summary: "a format was added",
    types: "no change to the types (a format is not a type)",
    clients: "nothing to change",
    producers: "send only texts of the new format",
  },
  FORMAT_REMOVED: {
    class: "breaking for clients",
    bump: "major",
    summary: "a format was removed",
    types: "no change to the types (a format is not a type)",
    clients: "handle texts that are not of the format any more",
    producers: "nothing to change",
  },
  FORMAT_CHANGED: {
    class: "breaking for clients and producers",
    bump: "major",
    summary: "a format changed",
    types: "no change to the types (a format is not a type)",
    clients: "parse the field as its new format",
    producers: "send texts of the new format",
  },
  BOUND_TIGHTENED: {
    class: "breaking for producers",
    bump: "major",
    summary: "a bound (minimum, exclusiveMaximum, maxLength, minItems, …) was added or tightened",
    types: "no change to the types (a bound is not a type)",
    clients: "nothing to change",
    producers: "send only values within the new bound",
  },
  BOUND_LOOSENED: {
    class: "breaking for clients",
    bump: "major",
    summary: "a bound (minimum, exclusiveMaximum, maxLength, minItems, …) was removed or loosened",
    types: "no change to the types (a bound is not a type)",
    clients: "handle values past the old bound",
    producers: "nothing to change",
  },
  ALTERNATIVE_ADDED: {
    class: "breaking for clients",
    bump: "major",
    summary: "an anyOf admits values of a new alternative",
    types: "the union may gain a member",
    clients: "handle values of the new alternative",
    producers: "nothing to change",
  },
  ALTERNATIVE_REMOVED: {
    class: "breaking for producers",
    bump: "major",
    summary: "an anyOf alternative was removed, with values no other admits",
    types: "the union may lose a member",
    clients: "nothing to change for what you receive",
    producers: "stop sending values of the alternative removed",
  },
  VALUES_NARROWED: {
    class: "breaking for producers",
    bump: "major",
    summary:
      "values a record admitted are refused, by its keywords read together (a $ref beside other keywords, a union of records): found by the exact search, with no narrower rule to name it",
    types: "as the record's keywords read together",
    clients: "nothing to change for what you receive",
    producers: "stop sending values like the one the change shows",
  },
  VALUES_WIDENED: {
    class: "breaking for clients",
    bump: "major",
    summary: "values a record refused are admitted, by its keywords read together: found by the exact search, with no narrower rule to name it",
    types: "as the record's keywords read together",
    clients: "handle values like the one the change shows",
    producers: "nothing to change",
  },
  PROPERTIES_CLOSED: {
    class: "breaking for producers",
    bump: "major",
    summary: "unknown properties are no longer admitted",
    types: "no change to the types",
    clients: "nothing to change",
    producers: "stop sending properties the contract does not name",
  },
  PROPERTIES_OPENED: {
    class: "breaking for clients",
    bump: "major",
    summary: "unknown properties are admitted",
    types: "no change to the types",
    clients: "ignore properties the contract does not name",
    producers: "nothing to change",
  },
  KEYWORD_CHANGED: {
    class: "breaking for clients and producers",
    bump: "major",
    summary: "a keyword or form the contract's generator has no check for changed (D26): named, never passed over, breaking both ways unless allowed",
    types: "not known: the contract's generator has no check for the keyword",
    clients: "read the change in the contract's document",
    producers: "read the change in the contract's document",
  },
  DEPRECATED: {
    class: "compatible",
    bump: "minor",
    summary: "a field, record or enum value was marked deprecated (with its x-sunset date, when given): SemVer makes a deprecation a minor change",
    types: "the property, type or value is marked `@deprecated`: editors strike it through, and nothing stops compiling",
    clients: "move off it before its sunset",
    producers: "move off it before its sunset",
  },
  SUNSET_TOO_SOON: {
    class: "breaking for clients",
    bump: "minor",
    summary: "a deprecation's x-sunset is closer than --deprecation-days (default 180) to the day of the diff: too little notice",
    types: "no change to the types",
    clients: "move off it before its sunset, which is close",
    producers: "move off it before its sunset, which is close",
  },
  ANNOTATION_CHANGED: {
    class: "compatible",
    bump: "patch",
    summary: "an annotation changed: title, description, examples, example, default, deprecated, readOnly, writeOnly, $comment, x-*",
    types: "documentation comments only",
    clients: "nothing to change",
    producers: "nothing to change",
  },
} as const satisfies Record<string, RuleWords>;

export type RuleId = keyof typeof RULES;

/** Whether `name` is a rule: an own key of RULES, so that `toString` or `constructor` is not one. */
export function isRule(name: unknown): name is RuleId {
  return typeof name === "string" && Object.hasOwn(RULES, name);
}

export function isBreaking(changeClass: ChangeClass): boolean {
  return changeClass !== "compatible";
}
