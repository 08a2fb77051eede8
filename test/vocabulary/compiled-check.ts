// The check the generator emits for one schema, compiled here with the runtime helpers it calls
// (runtime/check-helpers.ts, the source the generated module is copied from).
import { buildCheckCode } from "../../scripts/lib/check-code.js";
import * as helpers from "../../runtime/check-helpers.js";

export function compiledCheck(schema: Record<string, unknown>): (value: unknown) => boolean {
  const code = buildCheckCode({ defs: { R: schema }, recordNames: ["R"], formats: {} });
  const body = code
    .replace(/^import [^;]*;$/m, "")
    .replace(/^export function/gm, "function")
    .replace(/export const (\w+) =/g, "exports.$1 =");
  const exports: Record<string, (value: unknown) => boolean> = {};
  new Function("exports", ...Object.keys(helpers), body)(exports, ...Object.values(helpers));
  return exports.R!;
}
