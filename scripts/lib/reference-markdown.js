// generated/docs/reference.md: the reference as Markdown tables, with links between records.
import { anchor } from "./reference-model.js";

/** @param {import("./reference-model.js").ReferenceModel} model @param {string} banner */
export function referenceMarkdown(model, banner) {
  const lines = [`<!-- ${banner} -->`, "", `# ${model.title} ${model.version}: reference`, "", model.description, ""];
  lines.push("## Lists", "", "| response | body |", "| --- | --- |");
  for (const list of model.lists) lines.push(`| \`${list.name}\` | [${list.schema}](#${anchor(list.schema)}): ${cell(list.description)} |`);
  lines.push("", "## Records and enums", "", ...model.entries.map((entry) => `- [${entry.name}](#${anchor(entry.name)}) (${entry.kind})`), "");
  for (const entry of model.entries) lines.push(...section(entry));
  return `${lines.join("\n").trimEnd()}\n`;
}

/** @param {import("./reference-model.js").Entry} entry */
function section(entry) {
  const lines = [`### ${entry.name}`, "", entry.description, ""];
  if (entry.kind === "record") {
    lines.push("| field | type | required | nullable | constraints | description | example |", "| --- | --- | --- | --- | --- | --- | --- |");
    for (const field of entry.fields) {
      lines.push(
        `| \`${field.name}\` | ${typeText(field.type)} | ${field.required ? "yes" : "no"} | ${field.nullable ? "yes" : "no"} | ${cell(field.constraints.join("; "))} | ${cell(field.description)} | ${field.example === undefined ? "" : `\`${cell(field.example)}\``} |`,
      );
    }
    lines.push("");
  } else if (entry.kind === "enum") {
    lines.push(`Values, in order: ${entry.values.map((value) => `\`${value}\``).join(", ")}.`, "");
  } else {
    lines.push(`Type: ${typeText(entry.type ?? [])}${entry.values.length > 0 ? `, always \`${JSON.stringify(entry.values[0])}\`` : ""}.`, "");
  }
  if (entry.usedIn.length > 0) lines.push(`Used in: ${entry.usedIn.map((name) => `[${name}](#${anchor(name)})`).join(", ")}.`, "");
  return lines;
}

/** @param {import("./reference-model.js").TypePart[]} parts */
function typeText(parts) {
  return parts.map((part) => (part.link ? `[${part.text}](#${anchor(part.link)})` : part.text)).join("");
}

/** Text that stays inside one table cell. @param {string} text */
function cell(text) {
  return text.replace(/\|/g, "\\|").replace(/\n+/g, " ");
}
