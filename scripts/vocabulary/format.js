// format: asserted (D4), by the checks formats/vocabulary.json lists.
import { FORMATS } from "../lib/formats-module.js";

/** @satisfies {Record<string, import("./definition.js").KeywordDefinition>} */
const DEFINITIONS = {
  format: {
    holds: "string",
    diff: "format",
    appliesTo: ["string"],
    /** @param {any} schema @param {string} v @param {{ formats: Record<string, string>, where: string }} context */
    check: (schema, v, { formats, where }) => {
      const check = formats[schema.format];
      if (check === undefined) throw new Error(`${where}: format "${schema.format}" has no check in formats/`);
      return [`${check}(${v})`];
    },
    issue: { message: "must be {format}" },
    reference: (schema) => (Object.hasOwn(FORMATS, schema.format) ? FORMATS[schema.format].reference : `format ${schema.format}`),
  },
};

export default DEFINITIONS;
