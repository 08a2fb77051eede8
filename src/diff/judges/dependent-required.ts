// `dependentRequired`: a name newly required with a property admits fewer values.
import { pointerSegment } from "../../validation/json-pointer.js";
import type { Judge } from "./judge.js";

export const judgeDependentRequired: Judge = (comparison, keyword, p, c, at, direction) => {
  const previous: Record<string, string[]> = p[keyword] ?? {};
  const current: Record<string, string[]> = c[keyword] ?? {};
  for (const key of new Set([...Object.keys(previous), ...Object.keys(current)])) {
    const before = new Set(Object.hasOwn(previous, key) ? previous[key] : []);
    const after = new Set(Object.hasOwn(current, key) ? current[key] : []);
    const gained = [...after].filter((name) => !before.has(name));
    const lost = [...before].filter((name) => !after.has(name));
    const pointer = `${at}/dependentRequired/${pointerSegment(key)}`;
    if (gained.length > 0) comparison.change("CONSTRAINT_TIGHTENED", pointer, `with ${key}, ${gained.join(", ")} now required`, direction);
    if (lost.length > 0) comparison.change("CONSTRAINT_LOOSENED", pointer, `with ${key}, ${lost.join(", ")} no longer required`, direction);
  }
};
