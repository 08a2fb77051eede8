// The one hand-shaped type module under generated/validators: what every compiled validator
// module exports, so src/ can rely on it without knowing Ajv.

export function buildValidatorTypes() {
  return `/** Answers whether a value is a valid record; stops at the first problem. */
export type Validator = (data: unknown) => boolean;

/** One problem found by a reporting validator. \`instancePath\` is a JSON Pointer. */
export interface ValidatorError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** Like \`Validator\`, and leaves every problem it found in \`errors\`. */
export interface ReportingValidator {
  (data: unknown): boolean;
  errors?: ValidatorError[] | null;
}

/** One record of a profile's table: its check, its report, and for a page the record of its items. */
export interface RecordEntry<Name extends string = string> {
  readonly record: Name;
  readonly check: Validator;
  readonly report: ReportingValidator;
  readonly items?: RecordEntry;
  /** For a page: the index of the item its last failing check stopped at in \`list\`, or -1 (another list, or none). */
  readonly invalidItem?: (list: unknown) => number;
}
`;
}
