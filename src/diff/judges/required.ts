// `required` where neither side names `properties`: the names a record must have, weighed by
// the properties judge as it weighs them beside fields (there it is judged with `properties`).
import type { Judge } from "./judge.js";
import { judgeProperties } from "./properties.js";

export const judgeRequired: Judge = (comparison, keyword, p, c, at, direction) => {
  if (p.properties === undefined && c.properties === undefined) judgeProperties(comparison, keyword, p, c, at, direction);
};
