// Both entries of the package, looked up by record name, so every test runs in both profiles.
import { expect } from "vitest";
import * as tolerant from "../src/index.js";
import * as strict from "../src/strict.js";
import { ContractValidationError, type ContractIssue } from "../src/index.js";
import type { TableName } from "./contract-table.js";

export const PROFILES = ["tolerant", "strict"] as const;
export type ProfileName = (typeof PROFILES)[number];

export interface RecordApi {
  is(value: unknown): boolean;
  assert(value: unknown): void;
  parse(json: string): unknown;
}

const ENTRIES = { tolerant, strict } as unknown as Record<ProfileName, Record<string, (value: never) => unknown>>;

export function recordApi(profile: ProfileName, record: TableName): RecordApi {
  const entry = ENTRIES[profile];
  return {
    is: entry[`is${record}`] as RecordApi["is"],
    assert: entry[`assert${record}`] as RecordApi["assert"],
    parse: entry[`parse${record}`] as RecordApi["parse"],
  };
}

/** The issues `assert` reports for `value`; fails the test when `value` passes. */
export function issuesOf(api: RecordApi, value: unknown): ContractIssue[] {
  return errorOf(() => api.assert(value)).issues;
}

/** The ContractValidationError `run` throws; fails the test when it throws nothing or anything else. */
export function errorOf(run: () => unknown): ContractValidationError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContractValidationError);
    return error as ContractValidationError;
  }
  expect.fail("expected a ContractValidationError");
}

/** Checks that `is` and `assert` agree that `value` is invalid, with an issue at `path`. */
export function expectInvalidAt(api: RecordApi, value: unknown, path: string, keyword?: string): void {
  expect(api.is(value)).toBe(false);
  const issues = issuesOf(api, value);
  const atPath = issues.filter((issue) => issue.path === path);
  expect(atPath, `issues: ${JSON.stringify(issues)}`).not.toHaveLength(0);
  if (keyword !== undefined) expect(atPath.map((issue) => issue.keyword)).toContain(keyword);
}

export function expectValid(api: RecordApi, value: unknown): void {
  expect(api.is(value)).toBe(true);
  expect(() => api.assert(value)).not.toThrow();
}
