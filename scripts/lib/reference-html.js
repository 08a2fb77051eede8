// generated/docs/index.html: the reference as one static HTML page, its styles and its one
// small script (the search box) inline, so that it opens offline and anywhere; on a narrow
// screen the columns stack and wide tables scroll within themselves.
//
// Written here rather than with Redocly's build-docs: with no operations in the document
// (design decision D10) it renders little more than the title, and its page loads its script
// from a CDN, so it does not open offline.
import { anchor } from "./reference-model.js";

/** @param {import("./reference-model.js").ReferenceModel} model @param {string} banner */
export function referenceHtml(model, banner) {
  const toc = model.entries.map((entry) => `<li><a href="#${anchor(entry.name)}">${escapeHtml(entry.name)}</a> <span class="kind">${entry.kind}</span></li>`).join("\n");
  const lists = model.lists
    .map((list) => `<tr><td><code>${escapeHtml(list.name)}</code></td><td><a href="#${anchor(list.schema)}">${escapeHtml(list.schema)}</a>: ${prose(list.description)}</td></tr>`)
    .join("\n");
  return `<!DOCTYPE html>
<!-- ${escapeHtml(banner)} -->
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(model.title)} ${escapeHtml(model.version)}: reference</title>
<style>
body { font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; margin: 0; color: #1d2330; background: #fff; }
header { background: #1d3557; color: #fff; padding: 24px 40px; }
header h1 { margin: 0 0 4px; font-size: 26px; }
header p { margin: 0; max-width: 900px; opacity: 0.9; }
main { display: grid; grid-template-columns: 210px minmax(0, 1fr); gap: 32px; padding: 24px 40px; }
nav ul { list-style: none; padding: 0; margin: 0; position: sticky; top: 16px; }
nav li { margin: 4px 0; }
.kind { color: #6b7280; font-size: 12px; }
section { margin-bottom: 36px; }
h2 { border-bottom: 2px solid #e5e7eb; padding-bottom: 4px; }
table { border-collapse: collapse; width: 100%; margin: 8px 0 12px; font-size: 14px; }
th, td { border: 1px solid #e5e7eb; padding: 6px 8px; text-align: left; vertical-align: top; }
th { background: #f3f4f6; }
code { font: 13px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; background: #f3f4f6; padding: 1px 4px; border-radius: 3px; overflow-wrap: anywhere; }
header code { background: rgba(255, 255, 255, 0.18); color: #fff; }
td:last-child { max-width: 260px; }
td:first-child code { white-space: nowrap; overflow-wrap: normal; }
a { color: #1d4ed8; }
.yes { color: #b91c1c; font-weight: 600; }
.scroll { overflow-x: auto; }
#search { width: 100%; box-sizing: border-box; padding: 6px 8px; margin-bottom: 12px; font: inherit; border: 1px solid #cbd5e1; border-radius: 4px; }
.hidden { display: none; }
@media (max-width: 700px) {
  header { padding: 16px; }
  main { grid-template-columns: minmax(0, 1fr); gap: 8px; padding: 16px; }
  nav ul { position: static; columns: 2; }
  td:first-child code { white-space: normal; overflow-wrap: anywhere; }
}
</style>
</head>
<body>
<header><h1>${escapeHtml(model.title)} <small>${escapeHtml(model.version)}</small></h1><p>${prose(model.description)}</p></header>
<main>
<nav aria-label="Records and enums">
<input id="search" type="search" placeholder="Search fields and records" aria-label="Search fields and records">
<ul>
${toc}
</ul></nav>
<div>
<section id="lists"><h2>Lists</h2>
<table><thead><tr><th>response</th><th>body</th></tr></thead><tbody>
${lists}
</tbody></table></section>
${model.entries.map(section).join("\n")}
</div>
</main>
<script>
// The search box: keeps the sections and fields whose name or description holds every word typed.
document.getElementById("search").addEventListener("input", (event) => {
  const words = event.target.value.toLowerCase().split(/\\s+/).filter(Boolean);
  const matches = (text) => words.every((word) => text.toLowerCase().includes(word));
  for (const section of document.querySelectorAll("section[data-schema]")) {
    const rows = [...section.querySelectorAll("tr[data-field]")];
    const whole = matches(section.dataset.schema) || matches(section.querySelector("p")?.textContent ?? "");
    let shown = 0;
    for (const row of rows) {
      const show = words.length === 0 || whole || matches(row.textContent);
      row.classList.toggle("hidden", !show);
      if (show) shown++;
    }
    section.classList.toggle("hidden", words.length > 0 && !whole && shown === 0);
  }
  document.getElementById("lists").classList.toggle("hidden", words.length > 0);
});
</script>
</body>
</html>
`;
}

/** @param {import("./reference-model.js").Entry} entry */
function section(entry) {
  const parts = [
    `<section id="${anchor(entry.name)}" data-schema="${escapeHtml(entry.name)}"><h2>${escapeHtml(entry.name)} <span class="kind">${entry.kind}</span></h2>`,
    `<p>${prose(entry.description)}</p>`,
  ];
  if (entry.kind === "record") {
    parts.push(
      '<div class="scroll"><table><thead><tr><th>field</th><th>type</th><th>required</th><th>nullable</th><th>constraints</th><th>description</th><th>example</th></tr></thead><tbody>',
      ...entry.fields.map(
        (field) =>
          `<tr data-field="${escapeHtml(field.name)}"><td><code>${escapeHtml(field.name)}</code></td><td>${typeHtml(field.type)}</td><td${field.required ? ' class="yes"' : ""}>${field.required ? "yes" : "no"}</td><td>${field.nullable ? "yes" : "no"}</td><td>${escapeHtml(field.constraints.join("; "))}</td><td>${prose(field.description)}</td><td>${field.example === undefined ? "" : `<code>${escapeHtml(field.example)}</code>`}</td></tr>`,
      ),
      "</tbody></table></div>",
    );
  } else if (entry.kind === "enum") {
    parts.push(`<p>Values, in order: ${entry.values.map((value) => `<code>${escapeHtml(String(value))}</code>`).join(", ")}.</p>`);
  } else {
    parts.push(`<p>Type: ${typeHtml(entry.type ?? [])}${entry.values.length > 0 ? `, always <code>${escapeHtml(JSON.stringify(entry.values[0]))}</code>` : ""}.</p>`);
  }
  if (entry.usedIn.length > 0) parts.push(`<p>Used in: ${entry.usedIn.map((name) => `<a href="#${anchor(name)}">${escapeHtml(name)}</a>`).join(", ")}.</p>`);
  parts.push("</section>");
  return parts.join("\n");
}

/** @param {import("./reference-model.js").TypePart[]} parts */
function typeHtml(parts) {
  return parts.map((part) => (part.link ? `<a href="#${anchor(part.link)}">${escapeHtml(part.text)}</a>` : escapeHtml(part.text))).join("");
}

/** Description text: escaped, with `code` spans kept. @param {string} text */
function prose(text) {
  return escapeHtml(text).replace(/`([^`]+)`/g, "<code>$1</code>");
}

/** @param {string} text */
function escapeHtml(text) {
  return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
