// The deprecation lifecycle (D23): announce, wait, remove. A field, a record or an enum value (a
// const alternative of an anyOf) marked `deprecated` with an `x-sunset` date (RFC 3339
// full-date) may be removed on or after that date without an allow-list entry (the version bump
// stays what its rule needs); removed earlier, or without a deprecation, it is a break as any
// removal, and says which. A sunset closer than
// `--deprecation-days` to the day of the diff gives clients too little notice: a policy break.
import { RULES, type RuleId } from "./rules.js";
import type { Schema } from "./schema.js";
import type { Change, Lifecycle } from "./types.js";

/** The day of the diff and the notice a deprecation must give. */
export interface LifecyclePolicy {
  /** YYYY-MM-DD, in UTC. */
  today: string;
  deprecationDays: number;
}

export const DEFAULT_DEPRECATION_DAYS = 180;

/** The removals a deprecation can announce: a field, a record, an enum value (written as a const alternative, to carry its deprecation). */
const REMOVALS = new Set<RuleId>(["FIELD_REMOVED", "RECORD_REMOVED", "ENUM_VALUE_REMOVED"]);

const FULL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day `text` names (YYYY-MM-DD, a real calendar day), as days since 1970-01-01; undefined for anything else. */
export function dayNumber(text: unknown): number | undefined {
  if (typeof text !== "string") return undefined;
  const match = FULL_DATE.exec(text);
  if (match === null) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return time / 86_400_000;
}

/** Today in UTC, as YYYY-MM-DD. */
export function utcToday(): string {
  return new Date().toISOString().slice(0, 10);
}

/** What a schema announced: deprecated or not, and its sunset when x-sunset is a date. */
export function lifecycleOf(schema: unknown): Lifecycle {
  if (typeof schema !== "object" || schema === null) return { deprecated: false };
  const { deprecated, "x-sunset": sunset } = schema as Schema;
  return { deprecated: deprecated === true, ...(dayNumber(sunset) === undefined ? {} : { sunset: sunset as string }) };
}

/** What a DEPRECATED change says of its sunset: the date, never more of the document than that. */
export function deprecationWords(sunset: unknown): string {
  if (sunset === undefined) return "deprecated, with no x-sunset date";
  if (dayNumber(sunset) !== undefined) return `deprecated, to be removed on or after ${sunset as string}`;
  return "deprecated; its x-sunset is no date of the form YYYY-MM-DD";
}

/** The changes with the lifecycle judged on the day of the diff: removals say what was announced, and a sunset too close is a policy break. */
export function judgeLifecycle(changes: readonly Change[], policy: LifecyclePolicy): Change[] {
  const today = dayNumber(policy.today)!;
  return changes.flatMap((change) => {
    const { lifecycle } = change;
    if (lifecycle === undefined) return [change];
    if (REMOVALS.has(change.rule)) return [removal(change, lifecycle, today)];
    const notice = tooLittleNotice(lifecycle, today, policy);
    if (notice === undefined) return [change];
    const tooSoon: Change = {
      rule: "SUNSET_TOO_SOON",
      class: RULES.SUNSET_TOO_SOON.class,
      pointer: change.pointer,
      message: notice,
      witnesses: [],
      witnessMissing: "no value moves: it breaks the notice a deprecation must give (--deprecation-days), not what the schema admits",
    };
    // A deprecation with too little notice is that break; a sunset moved closer is one beside the other annotations changed.
    return change.rule === "DEPRECATED" ? [tooSoon] : [change, tooSoon];
  });
}

function removal(change: Change, { deprecated, sunset }: Lifecycle, today: number): Change {
  if (!deprecated) return { ...change, message: `${change.message}; it was not deprecated first` };
  if (sunset === undefined) return { ...change, message: `${change.message}; it was deprecated with no x-sunset date` };
  if (dayNumber(sunset)! > today) return { ...change, message: `${change.message}; removed before its sunset, ${sunset}` };
  return { ...change, message: `${change.message}; deprecated, its sunset ${sunset} has come`, sunsetPassed: true };
}

/** What is wrong with a sunset closer than the policy's notice, or undefined when it gives enough. */
function tooLittleNotice({ deprecated, sunset }: Lifecycle, today: number, policy: LifecyclePolicy): string | undefined {
  if (!deprecated || sunset === undefined) return undefined;
  const notice = dayNumber(sunset)! - today;
  if (notice >= policy.deprecationDays) return undefined;
  const when = notice < 0 ? "a day already past" : notice === 0 ? "today" : `${notice} day${notice === 1 ? "" : "s"} after ${policy.today}`;
  return `deprecated, to be removed on or after ${sunset}, ${when}: give clients at least ${policy.deprecationDays} days (--deprecation-days)`;
}
