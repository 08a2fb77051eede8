// Identifiers and definitions: they name or hold schemas, and say nothing about a value by
// themselves. The bundled document carries none of them; the check generator refuses them.
/** @satisfies {Record<string, import("./definition.js").KeywordDefinition>} */
const DEFINITIONS = {
  $schema: { diff: "structure" },
  $id: { diff: "structure" },
  $anchor: { diff: "structure" },
  $dynamicAnchor: { diff: "structure" },
  $vocabulary: { diff: "structure" },
  $defs: { diff: "structure", holds: "schemas" },
};

export default DEFINITIONS;
