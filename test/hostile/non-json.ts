// Values JSON.parse never makes, built from valid records: one twist at one object of the
// record (the record itself, a nested record, a list), found by walking the record beside its
// schema. Some twists keep what JSON.stringify sends (a getter, a class, a null prototype, a
// transparent proxy), others change it or make it throw.
import fc from "fast-check";
import { isRecordSchema, nonNullBranch, type Schema } from "./contract-schemas.js";

type Holder = Record<string, unknown>;

/** Where a twist applies: an object of the record, with the names its schema gives it. */
interface Site {
  /** Replaces the object in its parent (or the root). */
  replace(next: unknown): void;
  object: Holder;
  names: string[];
  kind: "record" | "list" | "free-form";
}

const NON_JSON_VALUES: [string, () => unknown][] = [
  ["a function", () => () => 1],
  ["a symbol", () => Symbol("s")],
  ["undefined", () => undefined],
  ["a Date", () => new Date(0)],
  ["a boxed string", () => new String("x")],
  ["a boxed number", () => new Number(1)],
  ["NaN", () => NaN],
  ["Infinity", () => -Infinity],
  ["a BigInt", () => BigInt(7)],
  ["an object with toJSON", () => ({ toJSON: () => "x" })],
];

const boom = () => {
  throw new Error("boom");
};

/** Every twist of one kind at one site, named for the report of a failing case. */
function twistsAt(site: Site, pick: number): [string, () => void][] {
  const { object, names } = site;
  const asWhole: [string, () => void][] = [
    ["own toJSON", () => Object.defineProperty(object, "toJSON", { value: () => ({}), enumerable: pick % 2 === 0 })],
    ["class instance", () => Object.setPrototypeOf(object, class Row {}.prototype)],
    ["class with toJSON", () => Object.setPrototypeOf(object, { toJSON: () => ({}) })],
    ["null prototype", () => Object.setPrototypeOf(object, null)],
    ["transparent proxy", () => site.replace(new Proxy(object, {}))],
    ["proxy with a throwing get", () => site.replace(new Proxy(object, { get: boom }))],
    ["revoked proxy", () => site.replace(revoked(object))],
  ];
  // The contents of a free-form object are never read: only the object itself is twisted.
  if (site.kind === "free-form") return asWhole;
  const present = names.filter((name) => Object.hasOwn(object, name));
  const name = present.length > 0 ? present[pick % present.length]! : undefined;
  const named = names[pick % Math.max(1, names.length)];
  const [valueKind, makeValue] = NON_JSON_VALUES[pick % NON_JSON_VALUES.length]!;
  const twists: [string, () => void][] = [
    [`${valueKind} in unknown property`, () => (object[`x${pick}`] = makeValue())],
    [`throwing getter on unknown property`, () => Object.defineProperty(object, `x${pick}`, { get: boom, enumerable: true })],
    ...asWhole,
  ];
  if (named !== undefined && site.kind === "record") {
    twists.push([`${valueKind} in ${named}`, () => (object[named] = makeValue())]);
    twists.push([`inherited ${named}`, () => inherit(object, named)]);
  }
  if (name !== undefined) {
    twists.push([`non-enumerable ${name}`, () => hide(object, name)]);
    twists.push([`getter for ${name}`, () => asGetter(object, name)]);
    twists.push([`throwing getter for ${name}`, () => Object.defineProperty(object, name, { get: boom, enumerable: true })]);
  }
  return twists;
}

function revoked(object: object): object {
  const { proxy, revoke } = Proxy.revocable(object, {});
  revoke();
  return proxy;
}

function hide(object: Holder, name: string): void {
  Object.defineProperty(object, name, { value: object[name], enumerable: false });
}

function asGetter(object: Holder, name: string): void {
  const value = object[name];
  Object.defineProperty(object, name, { get: () => value, enumerable: true });
}

function inherit(object: Holder, name: string): void {
  const value = name in object ? object[name] : "inherited";
  delete object[name];
  Object.setPrototypeOf(object, { [name]: value });
}

function sitesOf(root: { value: unknown }, schema: Schema): Site[] {
  const sites: Site[] = [];
  const visit = (value: unknown, at: Schema, replace: (next: unknown) => void) => {
    if (value === null || typeof value !== "object") return;
    if (Array.isArray(value) && at.items) {
      sites.push({ object: value as unknown as Holder, names: [], kind: "list", replace });
      const items = nonNullBranch(at.items);
      for (const [i, item] of value.entries()) {
        visit(item, items, (next) => {
          value[i] = next;
        });
      }
      return;
    }
    if (!isRecordSchema(at)) {
      if (!Array.isArray(value)) sites.push({ object: value as Holder, names: [], kind: "free-form", replace });
      return;
    }
    const record = value as Holder;
    sites.push({ object: record, names: Object.keys(at.properties), kind: "record", replace });
    for (const [name, property] of Object.entries(at.properties as Record<string, Schema>)) {
      visit(record[name], nonNullBranch(property), (next) => (record[name] = next));
    }
  };
  visit(root.value, nonNullBranch(schema), (next) => (root.value = next));
  return sites;
}

/** A valid record with one twist, and what the twist was. */
export function twisted(valid: fc.Arbitrary<unknown>, schema: Schema): fc.Arbitrary<{ kind: string; value: unknown }> {
  return fc.tuple(valid, fc.nat(), fc.nat(), fc.nat()).map(([record, siteIndex, twistIndex, pick]) => {
    const root = { value: structuredClone(record) };
    const sites = sitesOf(root, schema);
    const site = sites[siteIndex % sites.length]!;
    const twists = twistsAt(site, pick);
    const [kind, apply] = twists[twistIndex % twists.length]!;
    apply();
    return { kind, value: root.value };
  });
}

/**
 * What D9 says the verdict is: JSON.stringify sends a value valid in `isValidJson`, and every
 * object of the record that the schema names is a plain JSON value as it is read: no toJSON,
 * no boxed primitive, no function, no non-finite number, nothing that throws when read.
 */
export function d9Verdict(value: unknown, schema: Schema, isValidJson: (json: unknown) => boolean): boolean {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
    if (text === undefined || !namedFieldsAreJson(value, nonNullBranch(schema))) return false;
  } catch {
    return false;
  }
  return isValidJson(JSON.parse(text));
}

function namedFieldsAreJson(value: unknown, schema: Schema): boolean {
  if (!isJsonValue(value)) return false;
  if (Array.isArray(value)) {
    const items = schema.items ? nonNullBranch(schema.items) : {};
    return Array.prototype.every.call(value, (item) => namedFieldsAreJson(item, items));
  }
  if (value === null || typeof value !== "object" || !isRecordSchema(schema)) return true;
  const sent = Object.keys(value);
  return Object.entries(schema.properties as Record<string, Schema>).every(
    ([name, property]) => !sent.includes(name) || (value as Holder)[name] === undefined || namedFieldsAreJson((value as Holder)[name], nonNullBranch(property)),
  );
}

function isJsonValue(value: unknown): boolean {
  switch (typeof value) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(value);
    case "object":
      if (value === null) return true;
      if (typeof (value as { toJSON?: unknown }).toJSON === "function") return false;
      return !(value instanceof Number || value instanceof String || value instanceof Boolean);
    default:
      return false;
  }
}
