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

export const RULES = {
  RECORD_REMOVED: { class: "removed record", bump: "major", summary: "a record or enum was removed" },
  RESPONSE_REMOVED: { class: "removed record", bump: "major", summary: "a list body was removed from components.responses" },
  RECORD_ADDED: { class: "compatible", bump: "minor", summary: "a record or enum was added" },
  RESPONSE_ADDED: { class: "compatible", bump: "minor", summary: "a list body was added" },
  FIELD_ADDED_OPTIONAL: { class: "compatible", bump: "minor", summary: "a new optional field" },
  FIELD_ADDED_REQUIRED: { class: "breaking for producers", bump: "major", summary: "a new required field" },
  FIELD_REMOVED: { class: "breaking for clients and producers", bump: "major", summary: "a field was removed: its name is free for any value, and strict validation rejects it" },
  REQUIRED_FIELD_WRITE_ONLY: {
    class: "breaking for clients",
    bump: "major",
    summary: "a required field became writeOnly: a service that follows OpenAPI no longer sends it (D22)",
  },
  OPTIONAL_FIELD_WRITE_ONLY: { class: "compatible", bump: "minor", summary: "an optional field became writeOnly: clients no longer receive it (D22)" },
  FIELD_NO_LONGER_REQUIRED: { class: "breaking for clients", bump: "major", summary: "a field is no longer required" },
  FIELD_NEWLY_REQUIRED: { class: "breaking for producers", bump: "major", summary: "an existing field became required" },
  TYPE_WIDENED: { class: "breaking for clients", bump: "major", summary: "a type admits more (another JSON type, or null)" },
  TYPE_NARROWED: { class: "breaking for producers", bump: "major", summary: "a type admits less" },
  TYPE_CHANGED: { class: "breaking for clients and producers", bump: "major", summary: "a type changed to one neither contains" },
  ENUM_VALUE_ADDED: { class: "breaking for clients", bump: "major", summary: "an enum value was added (exhaustive switches break)" },
  ENUM_VALUE_REMOVED: { class: "breaking for clients and producers", bump: "major", summary: "an enum value was removed" },
  ENUM_ADDED: { class: "breaking for clients and producers", bump: "major", summary: "a field was restricted to a list of values" },
  ENUM_REMOVED: { class: "breaking for clients", bump: "major", summary: "a field is no longer restricted to a list of values" },
  FORMAT_ADDED: { class: "breaking for producers", bump: "major", summary: "a format was added" },
  FORMAT_REMOVED: { class: "breaking for clients", bump: "major", summary: "a format was removed" },
  FORMAT_CHANGED: { class: "breaking for clients and producers", bump: "major", summary: "a format changed" },
  BOUND_TIGHTENED: { class: "breaking for producers", bump: "major", summary: "a bound (minimum, exclusiveMaximum, maxLength, minItems, …) was added or tightened" },
  BOUND_LOOSENED: { class: "breaking for clients", bump: "major", summary: "a bound (minimum, exclusiveMaximum, maxLength, minItems, …) was removed or loosened" },
  ALTERNATIVE_ADDED: { class: "breaking for clients", bump: "major", summary: "an anyOf admits values of a new alternative" },
  ALTERNATIVE_REMOVED: { class: "breaking for producers", bump: "major", summary: "an anyOf alternative was removed, with values no other admits" },
  VALUES_NARROWED: {
    class: "breaking for producers",
    bump: "major",
    summary:
      "values a record admitted are refused, by its keywords read together (a $ref beside other keywords, a union of records): found by the exact search, with no narrower rule to name it",
  },
  VALUES_WIDENED: {
    class: "breaking for clients",
    bump: "major",
    summary: "values a record refused are admitted, by its keywords read together: found by the exact search, with no narrower rule to name it",
  },
  PROPERTIES_CLOSED: { class: "breaking for producers", bump: "major", summary: "unknown properties are no longer admitted" },
  PROPERTIES_OPENED: { class: "breaking for clients", bump: "major", summary: "unknown properties are admitted" },
  KEYWORD_CHANGED: {
    class: "breaking for clients and producers",
    bump: "major",
    summary: "a keyword or form the contract's generator has no check for changed (D26): named, never passed over, breaking both ways unless allowed",
  },
  DEPRECATED: {
    class: "compatible",
    bump: "minor",
    summary: "a field, record or enum value was marked deprecated (with its x-sunset date, when given): SemVer makes a deprecation a minor change",
  },
  SUNSET_TOO_SOON: {
    class: "breaking for clients",
    bump: "minor",
    summary: "a deprecation's x-sunset is closer than --deprecation-days (default 180) to the day of the diff: too little notice",
  },
  ANNOTATION_CHANGED: {
    class: "compatible",
    bump: "patch",
    summary: "an annotation changed: title, description, examples, example, default, deprecated, readOnly, writeOnly, $comment, x-*",
  },
} as const satisfies Record<string, { class: ChangeClass; bump: Bump; summary: string }>;

export type RuleId = keyof typeof RULES;

/** Whether `name` is a rule: an own key of RULES, so that `toString` or `constructor` is not one. */
export function isRule(name: unknown): name is RuleId {
  return typeof name === "string" && Object.hasOwn(RULES, name);
}

export function isBreaking(changeClass: ChangeClass): boolean {
  return changeClass !== "compatible";
}
