// `diff` on realistic edits of the package's own document (realistic-edit-list.ts): each edit
// finds its rules on their sides, and edits that change nothing a value can be judged by find no
// breaking change at all.
import { describe, expect, it } from "vitest";
import { diffDocuments } from "../../src/diff/index.js";
import { collector, DOCUMENT, EDITS, SIDE } from "./realistic-edit-list.js";

const POLICY = { lifecycle: { today: "2026-01-01", deprecationDays: 180 }, allowances: [] };
const compareDocuments = (previous: unknown, current: unknown) => diffDocuments(previous, current, POLICY).changes;

describe("diff on realistic edits of the package's document", () => {
  it("covers at least 40 edits", () => {
    expect(EDITS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(EDITS.map(([what, edit, expected]) => [what, edit, expected] as const))("%s", (_, edit, expected) => {
    const current = structuredClone(DOCUMENT);
    edit(current);
    const changes = compareDocuments(DOCUMENT, current).filter((change) => !(change.rule === "ANNOTATION_CHANGED" && expected.every(([rule]) => rule !== "ANNOTATION_CHANGED")));
    expect(changes.map((change) => [change.rule, change.class, change.pointer]).sort()).toEqual(
      expected.map(([rule, side, pointer]) => [rule, SIDE[side], `/components/schemas/${pointer}`]).sort(),
    );
  });

  it("says each change in words a reviewer reads (the snapshot beside this file, reviewed when it changes)", () => {
    const said = Object.fromEntries(
      EDITS.map(([what, edit]) => {
        const current = structuredClone(DOCUMENT);
        edit(current);
        return [what, compareDocuments(DOCUMENT, current).map((change) => `${change.rule} ${change.pointer}: ${change.message}`)];
      }),
    );
    expect(said).toMatchSnapshot();
  });

  it("hints at a rename: a field removed and one added with the same schema in the same record", () => {
    const current = structuredClone(DOCUMENT);
    collector(current).senderName = collector(current).senderId;
    delete collector(current).senderId;
    const messages = compareDocuments(DOCUMENT, current).map((change) => change.message);
    expect(messages).toEqual([
      "senderId was removed; possibly renamed to senderName; it was not deprecated first",
      "senderName was added as an optional field; possibly renamed from senderId",
    ]);
  });
});
