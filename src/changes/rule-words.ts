// What each rule of the diff means for a consumer of the contract (D29): what it does to the
// generated TypeScript types, and what a client (the side that reads the records) and a producer
// (the side that sends them) do about it. Read by `survey-contract changes` and the changelog;
// a rule of src/diff/rules.ts without its words here does not type-check.
import type { RuleId } from "../diff/index.js";

interface RuleWords {
  /** What it does to the generated TypeScript types. */
  types: string;
  /** What a client does about it. */
  clients: string;
  /** What a producer does about it. */
  producers: string;
}

export const RULE_WORDS = {
  RECORD_REMOVED: {
    types: "the type is gone: every import of it stops compiling",
    clients: "the record is gone from the contract: remove the code that reads it, or keep a type of your own for it",
    producers: "stop sending it",
  },
  RESPONSE_REMOVED: { types: "the list body's type is gone", clients: "the list body is gone: remove the code that reads it", producers: "stop sending it" },
  RECORD_ADDED: { types: "a new type to import", clients: "nothing to change; a new record you may read", producers: "nothing to change; a new record you may send" },
  RESPONSE_ADDED: { types: "a new list body type", clients: "nothing to change", producers: "nothing to change" },
  FIELD_ADDED_OPTIONAL: {
    types: "a new optional property (`f?: T | null`)",
    clients: "nothing to change; read the new field where it helps",
    producers: "nothing to change; you may send the new field",
  },
  FIELD_ADDED_REQUIRED: {
    types: "a new required property: an object literal without it stops compiling (TS2741)",
    clients: "nothing to change; the field is always there",
    producers: "send the new field in every record",
  },
  FIELD_REMOVED: {
    types: "the property is gone: code that reads it stops compiling (TS2339, or TS2551 where a property of a near name is there)",
    clients: "stop reading the field (read its likely new name where the change gives one); it may now hold anything, or be refused by strict validation",
    producers: "stop sending the field (send its likely new name where the change gives one)",
  },
  REQUIRED_FIELD_WRITE_ONLY: {
    types: "no change to the types",
    clients: "the field is no longer sent to you: stop relying on it",
    producers: "nothing to change; do not send it in responses",
  },
  OPTIONAL_FIELD_WRITE_ONLY: { types: "no change to the types", clients: "the field is no longer sent to you", producers: "nothing to change; do not send it in responses" },
  FIELD_NO_LONGER_REQUIRED: {
    types: "the property becomes optional (`f?: T | null`): code that uses it without a check stops compiling under strictNullChecks (TS18047, TS18048)",
    clients: "handle the field absent or null",
    producers: "nothing to change; you may leave the field out",
  },
  FIELD_NEWLY_REQUIRED: {
    types: "the property becomes required: an object literal without it stops compiling (TS2741)",
    clients: "nothing to change; the field is always there",
    producers: "send the field in every record",
  },
  TYPE_WIDENED: {
    types: "the property's type gains a member (another JSON type, or null): code that uses it as before may stop compiling",
    clients: "handle the values of the new type the change shows",
    producers: "nothing to change",
  },
  TYPE_NARROWED: {
    types:
      "the property's type loses a member: where it is a JSON type other than null, code that compares the value with one, or narrows to it and uses it, stops compiling (TS2367, TS2339)",
    clients: "nothing to change for what you receive",
    producers: "stop sending values of the type removed",
  },
  TYPE_CHANGED: {
    types: "the property's type is replaced: code that uses it stops compiling",
    clients: "read the field as its new type",
    producers: "send the field as its new type",
  },
  ENUM_VALUE_ADDED: {
    types: "the literal union gains a member: an exhaustive `switch` that assigns the rest to `never` stops compiling (TS2322)",
    clients: "handle the new value (a `switch` needs a case for it, or a default)",
    producers: "nothing to change; you may send the new value",
  },
  ENUM_VALUE_REMOVED: {
    types: "the literal union loses a member: code that names it stops compiling (`case`: TS2678, a comparison: TS2367)",
    clients: "remove the code that names the value (its `case`, its comparisons): it is no longer sent",
    producers: "stop sending the value",
  },
  ENUM_ADDED: {
    types: "the property's type becomes a union of its values: code that names any other value stops compiling (TS2367, TS2678)",
    clients: "compare the field only with the listed values",
    producers: "send only the listed values",
  },
  ENUM_REMOVED: {
    types: "the property's type becomes its JSON type: code that assigns it to the union stops compiling (TS2322)",
    clients: "handle any value of the field's type, not only the values listed before",
    producers: "nothing to change",
  },
  FORMAT_ADDED: { types: "no change to the types (a format is not a type)", clients: "nothing to change", producers: "send only texts of the new format" },
  FORMAT_REMOVED: { types: "no change to the types (a format is not a type)", clients: "handle texts that are not of the format any more", producers: "nothing to change" },
  FORMAT_CHANGED: { types: "no change to the types (a format is not a type)", clients: "parse the field as its new format", producers: "send texts of the new format" },
  BOUND_TIGHTENED: { types: "no change to the types (a bound is not a type)", clients: "nothing to change", producers: "send only values within the new bound" },
  BOUND_LOOSENED: { types: "no change to the types (a bound is not a type)", clients: "handle values past the old bound", producers: "nothing to change" },
  ALTERNATIVE_ADDED: { types: "the union may gain a member", clients: "handle values of the new alternative", producers: "nothing to change" },
  ALTERNATIVE_REMOVED: { types: "the union may lose a member", clients: "nothing to change for what you receive", producers: "stop sending values of the alternative removed" },
  VALUES_NARROWED: {
    types: "as the record's keywords read together",
    clients: "nothing to change for what you receive",
    producers: "stop sending values like the one the change shows",
  },
  VALUES_WIDENED: { types: "as the record's keywords read together", clients: "handle values like the one the change shows", producers: "nothing to change" },
  PROPERTIES_CLOSED: { types: "no change to the types", clients: "nothing to change", producers: "stop sending properties the contract does not name" },
  PROPERTIES_OPENED: { types: "no change to the types", clients: "ignore properties the contract does not name", producers: "nothing to change" },
  KEYWORD_CHANGED: {
    types: "not known: the contract's generator has no check for the keyword",
    clients: "read the change in the contract's document",
    producers: "read the change in the contract's document",
  },
  DEPRECATED: {
    types: "the property, type or value is marked `@deprecated`: editors strike it through, and nothing stops compiling",
    clients: "move off it before its sunset",
    producers: "move off it before its sunset",
  },
  SUNSET_TOO_SOON: { types: "no change to the types", clients: "move off it before its sunset, which is close", producers: "move off it before its sunset, which is close" },
  ANNOTATION_CHANGED: { types: "documentation comments only", clients: "nothing to change", producers: "nothing to change" },
} as const satisfies Record<RuleId, RuleWords>;
