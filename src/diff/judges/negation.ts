// `not`: added admits fewer values, removed more; a change inside counts the other way round.
import type { Schema } from "../schema.js";
import type { Judge } from "./judge.js";

export const judgeNegation: Judge = (comparison, keyword, p, c, at, direction) => {
  const previous = p[keyword];
  const current = c[keyword];
  if (previous === undefined && current === undefined) return;
  if (previous === undefined || current === undefined) {
    const added = previous === undefined;
    comparison.change(added ? "CONSTRAINT_TIGHTENED" : "CONSTRAINT_LOOSENED", `${at}/not`, `not was ${added ? "added" : "removed"}`, direction);
    return;
  }
  comparison.schemas(previous as Schema, current as Schema, `${at}/not`, { flipped: !direction.flipped });
};
