// The enum values as readonly arrays in the spec's order (COLLECTOR_TYPES, …), taken from the
// enum schemas so that a value added to a schema reaches the arrays, the types and the
// validators at once.

/** CollectorType → COLLECTOR_TYPES, CollectorStatus → COLLECTOR_STATUSES @param {string} typeName */
function enumConstantName(typeName) {
  const words = typeName.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase();
  return words.endsWith("S") ? `${words}ES` : `${words}S`;
}

/**
 * @param {{ name: string, schema: Record<string, any> }[]} enumSchemas
 * @returns {string} TypeScript module source
 */
export function buildEnumModule(enumSchemas) {
  const names = enumSchemas.map(({ name }) => name);
  const lines = [`import type { ${names.join(", ")} } from "./types.js";`];
  for (const { name, schema } of enumSchemas) {
    lines.push("", `/** ${schema.description} */`, `export const ${enumConstantName(name)} = ${JSON.stringify(schema.enum)} as const satisfies readonly ${name}[];`);
  }
  return lines.join("\n");
}
