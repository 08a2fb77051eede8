// What the reference documentation says about each record and enum, taken from the bundled
// document: one model, rendered as Markdown (reference-markdown.js) and HTML (reference-html.js).
import { SCHEMA_REF_PREFIX } from "./openapi-document.js";
import { VOCABULARY } from "../vocabulary/index.js";

/**
 * @typedef {{ text: string, link?: string }} TypePart  a piece of a type; `link` names a schema
 * @typedef {{ name: string, type: TypePart[], required: boolean, nullable: boolean,
 *   constraints: string[], description: string, example?: string }} Field
 * @typedef {{ name: string, kind: "record" | "enum" | "value", title: string, description: string,
 *   fields: Field[], values: unknown[], type?: TypePart[], usedIn: string[], example?: string }} Entry
 * @typedef {{ title: string, version: string, description: string,
 *   lists: { name: string, description: string, schema: string }[], entries: Entry[] }} ReferenceModel
 */

const MAX_EXAMPLE = 60;

/** @param {Record<string, any>} document @returns {ReferenceModel} */
export function referenceModel(document) {
  const schemas = document.components.schemas;
  const lists = Object.entries(document.components.responses ?? {}).map(([name, response]) => ({
    name,
    description: response.description ?? "",
    schema: refName(response.content?.["application/json"]?.schema?.$ref) ?? "",
  }));
  const order = readingOrder(
    schemas,
    lists.map((list) => list.schema),
  );
  return {
    title: document.info.title,
    version: document.info.version,
    description: document.info.description ?? "",
    lists,
    entries: order.map((name) => entryFor(name, schemas)),
  };
}

/** The lists' records first, each followed by what it refers to, depth first; then the rest. @param {any} schemas @param {string[]} roots */
function readingOrder(schemas, roots) {
  /** @type {string[]} */
  const order = [];
  /** @param {string} name */
  const visit = (name) => {
    if (!name || order.includes(name) || !(name in schemas)) return;
    order.push(name);
    for (const ref of refsIn(schemas[name])) visit(ref);
  };
  roots.forEach(visit);
  Object.keys(schemas).forEach(visit);
  return order;
}

/** @param {any} node @returns {string[]} */
function refsIn(node) {
  if (Array.isArray(node)) return node.flatMap(refsIn);
  if (node === null || typeof node !== "object") return [];
  const own = typeof node.$ref === "string" ? [refName(node.$ref) ?? node.$ref] : [];
  return [
    ...own,
    ...Object.entries(node)
      .filter(([key]) => key !== "examples")
      .flatMap(([, value]) => refsIn(value)),
  ];
}

/** @returns {Entry} @param {string} name @param {any} schemas */
function entryFor(name, schemas) {
  const schema = schemas[name];
  const example = schema.examples?.[0];
  const usedIn = Object.keys(schemas).filter((other) => other !== name && refsIn(schemas[other]).includes(name));
  const base = { name, title: schema.title ?? name, description: schema.description ?? "", usedIn, fields: [], values: [] };
  if (schema.properties) {
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties).map(([field, fieldSchema]) => ({
      name: field,
      type: typeOf(fieldSchema),
      required: required.has(field),
      nullable: isNullable(fieldSchema),
      constraints: constraintsOf(fieldSchema),
      description: fieldSchema.description ?? "",
      ...(example && example[field] !== undefined ? { example: exampleText(example[field]) } : {}),
    }));
    return { ...base, kind: "record", fields };
  }
  if (Array.isArray(schema.enum)) return { ...base, kind: "enum", values: schema.enum };
  return {
    ...base,
    kind: "value",
    type: typeOf(schema),
    values: schema.const !== undefined ? [schema.const] : [],
    ...(example !== undefined ? { example: exampleText(example) } : {}),
  };
}

/** @returns {TypePart[]} @param {any} schema */
function typeOf(schema) {
  if (typeof schema.$ref === "string") {
    const name = refName(schema.$ref) ?? schema.$ref;
    return [{ text: name, link: name }];
  }
  if (Array.isArray(schema.anyOf)) {
    /** @type {TypePart[][]} */
    const parts = schema.anyOf.filter((/** @type {any} */ branch) => branch.type !== "null").map(typeOf);
    return parts.flatMap((part, i) => (i === 0 ? part : [{ text: " or " }, ...part]));
  }
  /** @type {string[]} */
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type ?? "any"]).filter((/** @type {string} */ type) => type !== "null");
  return types.flatMap((type, i) => {
    const separator = i === 0 ? [] : [{ text: " or " }];
    if (type === "array") return [...separator, { text: "array of " }, ...typeOf(schema.items ?? {})];
    if (type === "object" && !schema.properties) return [...separator, { text: "object (free-form)" }];
    return [...separator, { text: type }];
  });
}

/** @param {any} schema */
function isNullable(schema) {
  if (Array.isArray(schema.anyOf)) return schema.anyOf.some((/** @type {any} */ branch) => branch.type === "null");
  return Array.isArray(schema.type) && schema.type.includes("null");
}

/** @param {any} schema */
export function constraintsOf(schema) {
  return Object.entries(VOCABULARY).flatMap(([keyword, { reference }]) => (reference !== undefined && schema[keyword] !== undefined ? [reference(schema)] : []));
}

/** @param {any} value */
function exampleText(value) {
  const text = JSON.stringify(value);
  return text.length > MAX_EXAMPLE ? `${text.slice(0, MAX_EXAMPLE - 1)}…` : text;
}

/** @param {string} ref */
function refName(ref) {
  return typeof ref === "string" && ref.startsWith(SCHEMA_REF_PREFIX) ? ref.slice(SCHEMA_REF_PREFIX.length) : undefined;
}

/** The anchor of a schema's section, the same in Markdown (GitHub style) and HTML. @param {string} name */
export function anchor(name) {
  return name.toLowerCase();
}
