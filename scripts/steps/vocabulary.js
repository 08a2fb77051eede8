// generated/vocabulary.ts: what src/ reads of scripts/vocabulary/ (diff's keyword table, the
// words of issues), so that data still flows one way.
import { typescript } from "../lib/typescript-module.js";
import { buildVocabularyModule } from "../vocabulary/index.js";

export const vocabulary = {
  name: "vocabulary",
  writes: "vocabulary.ts",
  async build() {
    return new Map([["vocabulary.ts", await typescript(buildVocabularyModule())]]);
  },
};
