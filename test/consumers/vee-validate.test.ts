// The README's vee-validate 4 form, from the packed package: `useForm` with
// `veeValidateSchema(Collector)` in a Vue 3 component, type-checked under strict, mounted in
// jsdom and filled in as a person would. A bad value shows the package's message for its field
// and saves nothing; a good one saves the collector as edited, typed as the record.
import { expect, it } from "vitest";
import { FULL } from "../fixtures.js";
import { pinned, readmeBlock } from "./frameworks.js";
import { runProgram } from "./node-project.js";

const TIMEOUT = 240_000;

/** A document for Vue to render into: jsdom's window as the globals a browser gives, before Vue is imported. */
const DOM = `import { JSDOM } from "jsdom";

const { window } = new JSDOM('<!doctype html><html><body><div id="app"></div></body></html>');
for (const name of ["window", "document", "Node", "Element", "HTMLElement", "HTMLInputElement", "SVGElement", "Event"] as const) {
  Object.defineProperty(globalThis, name, { value: name === "window" ? window : window[name], configurable: true, writable: true });
}
`;

/** jsdom's own types are not what is tested: the little of it the program reads. */
const JSDOM_TYPES = `declare module "jsdom" {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
`;

/** The form a component renders with the README's composable, filled in with each value in turn. */
const MAIN = `import "./dom.js";
import { createApp, defineComponent, h } from "vue";
import { isCollector, type Collector } from "@survey-collection/contract";
import { useCollectorForm } from "./form.js";

const collector = ${JSON.stringify({ ...FULL.Collector, responseLimit: 500 })} as Collector;
const saved: Collector[] = [];

const CollectorForm = defineComponent({
  setup() {
    const { responseLimit, errors, onSubmit } = useCollectorForm(collector, (value) => void saved.push(value));
    return () =>
      h("form", { novalidate: true, onSubmit }, [
        h("label", ["Response limit ", h("input", { type: "number", value: responseLimit.value, onInput: (event: Event) => (responseLimit.value = (event.target as HTMLInputElement).valueAsNumber) })]),
        errors.value.responseLimit ? h("p", { role: "alert" }, errors.value.responseLimit) : null,
        h("button", { type: "submit" }, "Save"),
      ]);
  },
});
createApp(CollectorForm).mount("#app");

async function settled() {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Types the value, submits, and reads what the form shows. */
async function submit(value: string) {
  const input = document.querySelector("input")!;
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
  document.querySelector("form")!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  await settled();
  return { value, alert: document.querySelector('[role="alert"]')?.textContent ?? null, saved: saved.length };
}

const shown = [];
for (const value of ["-5", "2.5", "", "250"]) shown.push(await submit(value));
console.log(JSON.stringify({ shown, saved: saved.map((value) => ({ responseLimit: value.responseLimit, valid: isCollector(value), same: JSON.stringify({ ...value, responseLimit: 500 }) === JSON.stringify(collector) })) }));
`;

it(
  "type-checks useForm with veeValidateSchema(Collector), and shows the package's message for a bad field in jsdom",
  async () => {
    const printed = await runProgram("vee-validate-form", [pinned("vue"), pinned("vee-validate"), pinned("jsdom")], MAIN, {
      "src/form.ts": readmeBlock("vee-validate (Vue)"),
      "src/dom.ts": DOM,
      "src/jsdom.d.ts": JSDOM_TYPES,
    });
    const { shown, saved } = JSON.parse(printed.trim().split("\n").at(-1)!) as { shown: unknown[]; saved: unknown[] };
    expect(shown).toEqual([
      { value: "-5", alert: "must be 0 or more", saved: 0 },
      { value: "2.5", alert: "must be an integer or null", saved: 0 },
      { value: "", alert: "must be an integer or null", saved: 0 },
      { value: "250", alert: null, saved: 1 },
    ]);
    expect(saved).toEqual([{ responseLimit: 250, valid: true, same: true }]);
  },
  TIMEOUT,
);
