// `properties` with `required`, field by field: a field removed, added (required or not), newly
// required or no longer required, made writeOnly or readable again (D22: what a response no
// longer or again sends), and each kept field compared in place. A field removed and
// one added with the same meaning in the same record are each other's likely rename.
import { pointerSegment } from "../../validation/json-pointer.js";
import { lifecycleOf } from "../lifecycle.js";
import { meaningKey } from "../meaning-keys.js";
import { isWriteOnly, type Schema } from "../schema.js";
import { pairRenames, type Renames } from "../renames.js";
import type { Judge, Walk } from "./judge.js";

export const judgeProperties: Judge = (comparison, _keyword, p, c, at, direction) => {
  const previous: Record<string, Schema> = p.properties ?? {};
  const current: Record<string, Schema> = c.properties ?? {};
  if (p.properties !== undefined && c.properties === undefined && c.required === undefined && c.additionalProperties === undefined) {
    // No property named any more: the values under those names are free, and the strict profile, which closes only records that name properties, does not close this one.
    comparison.change("CONSTRAINT_LOOSENED", `${at}/properties`, `properties ${Object.keys(previous).join(", ")} no longer constrained`, direction);
    return;
  }
  const previousRequired = new Set<string>(p.required ?? []);
  const currentRequired = new Set<string>(c.required ?? []);
  const removed = Object.keys(previous).filter((name) => !Object.hasOwn(current, name));
  const added = Object.keys(current).filter((name) => !Object.hasOwn(previous, name));
  const renames = renamesOf(comparison, previous, current, removed, added);
  for (const name of Object.keys(previous)) {
    const pointer = `${at}/properties/${pointerSegment(name)}`;
    if (!Object.hasOwn(current, name)) {
      const hint = renames.removed.get(name) === undefined ? "" : `; possibly renamed to ${renames.removed.get(name)}`;
      comparison.change("FIELD_REMOVED", pointer, `${name} was removed${previousRequired.has(name) ? " (it was required)" : ""}${hint}`, direction, lifecycleOf(previous[name]));
      continue;
    }
    if (previousRequired.has(name) && !currentRequired.has(name)) comparison.change("FIELD_NO_LONGER_REQUIRED", pointer, `${name} is no longer required`, direction);
    if (!previousRequired.has(name) && currentRequired.has(name)) comparison.change("FIELD_NEWLY_REQUIRED", pointer, `${name} is now required`, direction);
    const sent = sentChange(previous[name], current[name]);
    if (sent === "no longer") {
      const required = previousRequired.has(name);
      const rule = required ? "REQUIRED_FIELD_WRITE_ONLY" : "OPTIONAL_FIELD_WRITE_ONLY";
      comparison.change(rule, pointer, `${name} became writeOnly: a service that follows OpenAPI no longer sends it${required ? " (it was required)" : ""}`, direction);
    } else if (sent === "again") {
      const required = currentRequired.has(name);
      const rule = required ? "FIELD_ADDED_REQUIRED" : "FIELD_ADDED_OPTIONAL";
      comparison.change(rule, pointer, `${name} is no longer writeOnly: services send it again${required ? ", as a required field" : ""}`, direction);
    }
    const readable = (schema: Schema) => (sent === undefined ? schema : withoutWriteOnly(schema));
    comparison.schemas(readable(previous[name]!), readable(current[name]!), pointer, direction);
  }
  for (const name of added) {
    const pointer = `${at}/properties/${pointerSegment(name)}`;
    const hint = renames.added.get(name) === undefined ? "" : `; possibly renamed from ${renames.added.get(name)}`;
    if (currentRequired.has(name)) comparison.change("FIELD_ADDED_REQUIRED", pointer, `${name} was added as a required field${hint}`, direction);
    else comparison.change("FIELD_ADDED_OPTIONAL", pointer, `${name} was added as an optional field${hint}`, direction);
  }
  // A name required without being a property: the record must still have it.
  for (const name of currentRequired) {
    if (!previousRequired.has(name) && !Object.hasOwn(current, name)) comparison.change("FIELD_NEWLY_REQUIRED", `${at}/required`, `${name} is now required`, direction);
  }
  for (const name of previousRequired) {
    if (!currentRequired.has(name) && !Object.hasOwn(previous, name)) comparison.change("FIELD_NO_LONGER_REQUIRED", `${at}/required`, `${name} is no longer required`, direction);
  }
};

/** Whether a field stops being sent (it became writeOnly) or is sent again (it no longer is), D22. */
function sentChange(previous: unknown, current: unknown): "no longer" | "again" | undefined {
  const before = isWriteOnly(previous);
  const after = isWriteOnly(current);
  if (before === after) return undefined;
  return after ? "no longer" : "again";
}

/** A field's schema without its writeOnly, which the field's change has said: the annotation is not reported again. */
function withoutWriteOnly(schema: Schema): Schema {
  if (typeof schema !== "object" || schema === null) return schema;
  const { writeOnly: _said, ...rest } = schema;
  return rest;
}

/** A field removed and one added with the same schema in the same record: each is the other's likely rename. */
function renamesOf(comparison: Walk, previous: Record<string, Schema>, current: Record<string, Schema>, removed: string[], added: string[]): Renames {
  return pairRenames(
    removed,
    added,
    (name) => meaningKey(comparison.previousMeaning.canonical(previous[name])),
    (name) => meaningKey(comparison.currentMeaning.canonical(current[name])),
  );
}
