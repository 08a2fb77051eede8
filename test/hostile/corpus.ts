// The differential corpus: the values every independent validator is compared with ours on.
// Valid records, single breaking changes of them (twice the weight), almost-records and
// arbitrary JSON, so that well over a tenth are valid and the rest fail in every way.
import fc from "fast-check";
import type { TableName } from "../contract-table.js";
import type { ProfileName } from "../profiles.js";
import { almostRecord, validRecord } from "./arbitraries.js";
import { COMPONENTS } from "./contract-schemas.js";
import { mutationsOf } from "./mutations.js";

/** `npm run test:deep` compares 10 000 values per record and profile. */
export const CORPUS_SIZE = process.env.CONTRACT_DEEP ? 10_000 : 600;

export function differentialCorpus(record: TableName, profile: ProfileName): fc.Arbitrary<unknown> {
  const valid = validRecord(record, profile);
  const mutated = valid.chain((value) => {
    const mutations = mutationsOf(value, COMPONENTS[record]!, profile);
    return fc.constantFrom(...mutations).map((mutation) => mutation.apply(value));
  });
  return fc.oneof(valid, mutated, mutated, almostRecord(record), fc.jsonValue({ maxDepth: 3 }));
}
