// Whether one number is a whole multiple of another, as `diff` reads multipleOf everywhere: a
// factor against a factor (judges/multiple.ts) and a value against a factor (admits.ts). The
// ratio is allowed a rounding error, so that 0.3 is a multiple of 0.1 as the schema means it
// (binary division gives 2.9999999999999996).
export function isMultiple(value: number, factor: number): boolean {
  const ratio = value / factor;
  return Number.isFinite(ratio) && Math.abs(ratio - Math.round(ratio)) < 1e-9;
}
