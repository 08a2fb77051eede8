// The differential corpus: the values every independent validator is compared with ours on.
// Valid records, single breaking changes of them (twice the weight), almost-records and
// arbitrary JSON, so that well over a tenth are valid and the rest fail in every way.
import fc from "fast-check";
import type { TableName } from "../contract-table.js";
import { cases } from "../depth.js";
import type { ProfileName } from "../profiles.js";
import { almostRecord, validRecord } from "./arbitraries.js";
import { COMPONENTS } from "./contract-schemas.js";
import { mutationsOf } from "./mutations.js";

/** Values compared per record and profile: 600 in `npm test`, 10 000 in `npm run test:deep`. */
export const CORPUS_SIZE = cases(600, 10_000);

export function differentialCorpus(record: TableName, profile: ProfileName): fc.Arbitrary<unknown> {
  const valid = validRecord(record, profile);
  const mutated = valid.chain((value) => {
    const mutations = mutationsOf(value, COMPONENTS[record]!, profile);
    return fc.constantFrom(...mutations).map((mutation) => mutation.apply(value));
  });
  return fc.oneof(valid, mutated, mutated, almostRecord(record), fc.jsonValue({ maxDepth: 3 }));
}
