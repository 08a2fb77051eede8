// The types of the document's components, by openapi-typescript: what a client generated
// from generated/openapi.json sees, checked against the record types by the type tests.
import openapiTS, { astToString } from "openapi-typescript";

/**
 * @param {Record<string, any>} document the bundled OpenAPI document
 * @returns {Promise<string>} TypeScript declarations
 */
export async function buildOpenApiTypes(document) {
  const ast = await openapiTS(/** @type {import("openapi-typescript").OpenAPI3} */ (structuredClone(document)), { exportType: false, alphabetize: false });
  return astToString(ast);
}
