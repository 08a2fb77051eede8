// The hand-written schemas/ as a second, independent reference: registered as they are under
// one base URI, so their relative `$ref`s and the `$dynamicRef` of the page envelope resolve
// as JSON Schema 2020-12 says, and judged by @hyperjump/json-schema with format assertion on.
//
// One known difference is bridged: hyperjump accepts second 60 only on the 27 days a leap
// second was inserted, while D4 reads RFC 3339 as the JSON Schema test suite does (second 60
// whenever the instant is 23:59 UTC). Everything else about a date-time is hyperjump's own
// parse.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { registerSchema, setShouldValidateFormat, validate } from "@hyperjump/json-schema/draft-2020-12";
import "@hyperjump/json-schema/formats";
import { addFormat } from "@hyperjump/json-schema/experimental";
import { isDateTime } from "@hyperjump/json-schema-formats";
import type { TableName } from "../contract-table.js";
import type { ProfileName } from "../profiles.js";

const SCHEMAS_DIR = path.resolve(import.meta.dirname, "../../schemas");
const BASE = "https://survey-collection.test";

let registered = false;

/** Every schema file under `${BASE}/<profile>/`, the strict copies closed to unknown properties (D3). */
function registerAll(): void {
  if (registered) return;
  registered = true;
  setShouldValidateFormat(true);
  addFormat({ id: "https://json-schema.org/format/date-time", handler: (value) => typeof value !== "string" || isDateTime(value) || isAnyDayLeapSecond(value) });
  for (const file of readdirSync(SCHEMAS_DIR).filter((name) => name.endsWith(".schema.json"))) {
    const text = readFileSync(path.join(SCHEMAS_DIR, file), "utf8");
    registerSchema(JSON.parse(text), `${BASE}/tolerant/${file}`);
    registerSchema(JSON.parse(text, closeRecords), `${BASE}/strict/${file}`);
  }
}

const LEAP_SECOND = /^(\d{4}-\d{2}-\d{2}[Tt](\d{2}):(\d{2}):)60(\.\d+)?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;

/** Second 60 at 23:59 UTC, on a date-time that hyperjump accepts with second 59. */
function isAnyDayLeapSecond(value: string): boolean {
  const match = LEAP_SECOND.exec(value);
  if (!match || !isDateTime(`${value.slice(0, 17)}59${value.slice(19)}`)) return false;
  const [, , hour, minute, , sign, offsetHour, offsetMinute] = match;
  const offset = sign === undefined ? 0 : (sign === "+" ? 1 : -1) * (Number(offsetHour) * 60 + Number(offsetMinute));
  const utcMinute = (((Number(hour) * 60 + Number(minute) - offset) % 1440) + 1440) % 1440;
  return utcMinute === 23 * 60 + 59;
}

function closeRecords(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const schema = value as Record<string, unknown>;
  return schema.properties !== undefined && schema.additionalProperties === undefined ? { ...schema, additionalProperties: false } : schema;
}

export async function handWrittenValidator(record: TableName, profile: ProfileName): Promise<(value: unknown) => boolean> {
  registerAll();
  const validator = await validate(`${BASE}/${profile}/${record}.schema.json`);
  return (value) => validator(value as never).valid;
}
