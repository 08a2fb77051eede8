// tRPC's errorFormatter, given the field map of a refused input: `initTRPC.create({
// errorFormatter: trpcErrorFormatter })`, and a client reads `error.data.fieldErrors`. tRPC wraps
// what its input parser threw as the cause of a BAD_REQUEST: a record's Standard Schema throws
// its issues (in an error whose `issues` they are), an `assertX` a ContractValidationError.
// Written against tRPC's shapes alone, so that the package imports nothing of tRPC.
import { ContractValidationError } from "./contract-validation-error.js";
import { fieldErrors, type FieldErrors, type Refusal } from "./field-errors.js";
import type { StandardSchemaV1 } from "./standard-schema.js";

/** What an errorFormatter is given, as far as this one reads it. */
export interface TrpcErrorFormatterOptions<Shape extends { data: object }> {
  shape: Shape;
  error: { code: string; cause?: unknown };
}

/** tRPC's error shape, with `data.fieldErrors`: the field map of a refused input, null for any other error. */
export type ShapeWithFieldErrors<Shape extends { data: object }> = Shape & { data: { fieldErrors: FieldErrors | null } };

/**
 * tRPC's default error shape with `data.fieldErrors` added: the field map (as `fieldErrors`
 * makes it) of a BAD_REQUEST whose cause is a ContractValidationError or carries a Standard
 * Schema's issues (the record's, or any other schema's); `null` for every other error, whose
 * cause stays the server's (an invalid reply is an INTERNAL_SERVER_ERROR and shows no field).
 */
export function trpcErrorFormatter<Shape extends { data: object }>({ shape, error }: TrpcErrorFormatterOptions<Shape>): ShapeWithFieldErrors<Shape> {
  const refusal = error.code === "BAD_REQUEST" ? refusalOf(error.cause) : undefined;
  return { ...shape, data: { ...shape.data, fieldErrors: refusal === undefined ? null : fieldErrors(refusal) } };
}

/** The problems a cause holds: itself, as a ContractValidationError, or its `issues`; undefined for any other cause. */
function refusalOf(cause: unknown): Refusal | undefined {
  if (cause instanceof ContractValidationError) return cause;
  try {
    const issues = typeof cause === "object" && cause !== null ? (cause as { issues?: unknown }).issues : undefined;
    return Array.isArray(issues) ? (issues as readonly StandardSchemaV1.Issue[]) : undefined;
  } catch {
    return undefined;
  }
}
