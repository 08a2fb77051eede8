// Annotations: say something about a value, never whether it is valid. The check ignores them,
// the reference shows some of them itself (title, description, examples), and a change to any
// of them is compatible.
const annotation = { diff: "annotation", check: /** @type {const} */ ("ignored") };

/** @satisfies {Record<string, import("./definition.js").KeywordDefinition>} */
const DEFINITIONS = {
  title: annotation,
  description: annotation,
  examples: annotation,
  example: annotation,
  default: annotation,
  deprecated: annotation,
  readOnly: annotation,
  writeOnly: annotation,
  $comment: annotation,
  contentEncoding: annotation,
  contentMediaType: annotation,
  contentSchema: annotation,
  externalDocs: annotation,
  xml: annotation,
  discriminator: annotation,
};

export default DEFINITIONS;
