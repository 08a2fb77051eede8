// generated/docs/: the reference of every record and field, as Markdown and as one HTML page.
import { referenceHtml } from "../lib/reference-html.js";
import { referenceMarkdown } from "../lib/reference-markdown.js";
import { referenceModel } from "../lib/reference-model.js";
import { BANNER } from "../lib/typescript-module.js";

export const referenceDocs = {
  name: "reference-docs",
  writes: "docs/reference.md, docs/index.html",
  /** @param {import("./inputs.js").Inputs} inputs */
  async build({ document }) {
    const reference = referenceModel(document);
    return new Map([
      ["docs/reference.md", referenceMarkdown(reference, BANNER)],
      ["docs/index.html", referenceHtml(reference, BANNER)],
    ]);
  },
};
