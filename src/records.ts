// The record types and enum values of the contract. Everything here comes from schemas/
// through generated/; only the generic envelope `Page<T>` is written out, because JSON Schema
// has no generics that a type generator can follow.
import type { PAGE_ITEMS, PageName, RecordName } from "../generated/record-names.js";
import type { CollectorPage as CollectorPageSchema, ContractRecords } from "../generated/types.js";

export type { Collector, CollectorGroup, CollectorStatus, CollectorType, FromEmail, SurveyResponse, SurveyResponseStatus } from "../generated/types.js";
export { COLLECTOR_STATUSES, COLLECTOR_TYPES, SURVEY_RESPONSE_STATUSES } from "../generated/enums.js";
export type { RecordName } from "../generated/record-names.js";

/**
 * The paginated envelope shared by every list: `data` holds the records of one page. Whether
 * `page` counts from 0 or 1 is not part of the contract, and no relation between
 * `data.length`, `pageSize` and `totalCount` is enforced.
 */
export interface Page<T> extends Omit<CollectorPageSchema, "data"> {
  /** The records of this page. */
  data: T[];
}

/** Every record's type by its name, each page as `Page` of the record its `data` holds. */
export type RecordTypes = { [R in RecordName]: R extends PageName ? Page<ContractRecords[(typeof PAGE_ITEMS)[R]]> : ContractRecords[R] };
