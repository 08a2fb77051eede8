// A route's schema given as any Standard Schema (zod, valibot, one written by hand), answered to
// Fastify as every Fastify 5 reads it. Fastify 5 reads a validator's answer two ways:
// - an answer given at once as `{ value }` or `{ error }`, the value put in place of the request
//   part; 5.0.0 only when the value is truthy (`ret.value`), later releases whatever it is;
// - an answer given as a promise: 5.0.0 read `{ value }` or `{ error }` from its value, later
//   releases read it as pass or fail only (the value is never put in place of the request part);
//   all of them take a rejection as the error of the request.
// So a synchronous schema answers `{ value }` with its output, or `{ error }`; an asynchronous one
// rejects with the error, or resolves to nothing once its output is the value sent, which every
// release leaves in place. The handler never gets what the schema did not give: where a release
// would pass another value than the schema's output (a key the schema strips, a value it coerces,
// a falsy output), the request is a 500 saying why. A refusal's issues are kept as the package
// keeps any schema's (`boundedIssues`: the first 100, each bounded), so that its 400 body is too.
import { shorten } from "../validation/contract-validation-error.js";
import { pointerSegment } from "../validation/json-pointer.js";
import { boundedIssues } from "../validation/standard-issues.js";
import type { StandardSchemaV1 } from "../validation/standard-schema.js";
import { escapeLine } from "../text/escape-line.js";

type Validate = (value: unknown) => unknown;

/** What a schema judges. */
type Part = "request" | "reply";

/** What Fastify takes from a validator that answers at once. */
type Answer = { value: unknown } | { error: Error };

/** The longest message of an error said here: a sender's keys and a schema's messages are quoted in it. */
const MAX_MESSAGE_LENGTH = 600;

/** The place a pointer to the first difference takes in a message at most. */
const MAX_POINTER_IN_MESSAGE = 100;

/** A Standard Schema's validate; anything else (a JSON Schema for Fastify's own Ajv) is refused when the route is declared. */
export function standardValidate(schema: unknown, where: string): Validate {
  const props = typeof schema === "object" && schema !== null ? (schema as Partial<StandardSchemaV1>)["~standard"] : undefined;
  if (props === undefined || typeof props.validate !== "function") {
    throw new TypeError(
      `${where} is not a record of @survey-collection/contract nor a Standard Schema: this compiler compiles those only (a JSON Schema needs Fastify's own compiler, set on that route)`,
    );
  }
  return (value) => props.validate(value);
}

/**
 * Fastify's validator for a request part given as a Standard Schema.
 * @param where the schema's place (`the body schema of POST /collectors`), for the words of a 500
 */
export function standardRequestValidator(validate: Validate, where: string): (data: unknown) => Answer | Promise<undefined> {
  return (data) => {
    let result: unknown;
    try {
      result = validate(data);
    } catch (error) {
      return { error: schemaFault(`${where} threw`, error) };
    }
    return isThenable(result) ? answerLater(result, data, where) : answerNow(result, data, where);
  };
}

function answerNow(result: unknown, data: unknown, where: string): Answer {
  const verdict = verdictOf(result, where);
  if ("error" in verdict) return verdict;
  const { value } = verdict;
  // 5.0.0 leaves the request part as sent where `{ value }` is falsy; later releases put it in place.
  if (!value && !Object.is(value, data))
    return { error: schemaFault(`${where} gives a falsy value (${describeFalsy(value)}) in place of the one sent, which Fastify 5.0 does not pass on`) };
  return { value };
}

async function answerLater(pending: PromiseLike<unknown>, data: unknown, where: string): Promise<undefined> {
  let result: unknown;
  try {
    result = await pending;
  } catch (error) {
    throw schemaFault(`${where} rejected`, error);
  }
  const verdict = verdictOf(result, where);
  if ("error" in verdict) throw verdict.error;
  const difference = firstDifference(verdict.value, data);
  if (difference !== undefined) {
    throw schemaFault(
      `${where} validates asynchronously and gives another value than the one sent (at ${difference === "" ? "(root)" : shorten(difference, MAX_POINTER_IN_MESSAGE)}): Fastify passes on the request part as sent from an asynchronous validator, so a schema that strips, coerces or fills in a value must be synchronous (an asynchronous check belongs in a preHandler hook)`,
    );
  }
  return undefined;
}

/** A Standard Schema result read once: its output, or the error of its refusal (a falsy `issues` is a success, as the spec says). */
function verdictOf(result: unknown, where: string, part: Part = "request"): { value: unknown } | { error: Error } {
  if (typeof result !== "object" || result === null) return { error: schemaFault(`${where} gives no Standard Schema result`) };
  const { issues, value } = result as { issues?: unknown; value?: unknown };
  if (!issues) return { value };
  return { error: refusal(issues, part) };
}

/**
 * Fastify's serializer for a reply given as a Standard Schema: the reply validated by it, then
 * sent as JSON; a refused reply throws (a 500), and so does a schema that answers later, as a
 * reply is written at once.
 */
export function standardReplyWriter(validate: Validate, where: string): (data: unknown) => string {
  return (data) => {
    const result = validate(data);
    if (isThenable(result)) throw new TypeError(`${where} validates asynchronously; a reply is written synchronously`);
    const verdict = verdictOf(result, where, "reply");
    if ("error" in verdict) throw verdict.error;
    return JSON.stringify(verdict.value);
  };
}

/** The error of a request (or reply) the schema refused, with its issues as the package keeps any schema's: Fastify makes a request's a 400. */
function refusal(issues: unknown, part: Part): Error & { issues: StandardSchemaV1.Issue[] } {
  const bounded = boundedIssues(issues);
  const first = bounded[0]?.message ?? "refused";
  return Object.assign(new Error(shorten(escapeLine(`Invalid ${part}: ${first}`), MAX_MESSAGE_LENGTH)), { issues: bounded });
}

/** A schema that does not answer as a Standard Schema does, or whose answer Fastify cannot pass on: the server's fault, a 500. */
function schemaFault(words: string, cause?: unknown): Error {
  const error = new Error(shorten(escapeLine(words), MAX_MESSAGE_LENGTH), cause === undefined ? undefined : { cause });
  return Object.assign(error, { statusCode: 500 });
}

function describeFalsy(value: unknown): string {
  return typeof value === "string" ? '""' : String(value);
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === "object" && value !== null && typeof (value as { then?: unknown }).then === "function";
}

/** One pair of values to compare, with the way from the root to them. */
interface Pair {
  output: unknown;
  sent: unknown;
  key: string;
  parent: Pair | undefined;
}

/**
 * The JSON Pointer of a place where a schema's output is not the value sent, undefined when it
 * is the same value: the same primitives, arrays of the same elements, plain objects of the same
 * own keys (in any order) and values; an output of a class (a Date, a Map) only itself. Each
 * object sent is compared once (a cycle ends), without recursion (a deep value is no deep stack).
 */
function firstDifference(output: unknown, sent: unknown): string | undefined {
  const pending: Pair[] = [{ output, sent, key: "", parent: undefined }];
  const compared = new Map<object, unknown>();
  for (let pair = pending.pop(); pair !== undefined; pair = pending.pop()) {
    if (Object.is(pair.output, pair.sent)) continue;
    const { output: mine, sent: theirs } = pair;
    if (!isPlain(mine) || typeof theirs !== "object" || theirs === null || Array.isArray(mine) !== Array.isArray(theirs)) return pointerOf(pair);
    if (compared.has(theirs)) {
      if (compared.get(theirs) === mine) continue;
      return pointerOf(pair);
    }
    compared.set(theirs, mine);
    const keys = Object.keys(mine);
    const sentKeys = Object.keys(theirs);
    const apart = keys.find((key) => !Object.hasOwn(theirs, key)) ?? (keys.length === sentKeys.length ? undefined : sentKeys.find((key) => !Object.hasOwn(mine, key)));
    if (apart !== undefined) return pointerOf({ output: undefined, sent: undefined, key: apart, parent: pair });
    for (const key of keys) pending.push({ output: (mine as Record<string, unknown>)[key], sent: (theirs as Record<string, unknown>)[key], key, parent: pair });
  }
  return undefined;
}

/**
 * An array or an object of no class (its prototype Object's or none), whose own keys are all it
 * holds; the value sent may be of any (Fastify's querystring has a prototype of its own).
 */
function isPlain(value: unknown): value is object {
  if (typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return true;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function pointerOf(pair: Pair): string {
  const segments: string[] = [];
  for (let at: Pair | undefined = pair; at?.parent !== undefined; at = at.parent) segments.push(`/${pointerSegment(at.key)}`);
  return segments.reverse().join("");
}
