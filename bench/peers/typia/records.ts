// typia, whose checks are written ahead of time from these types by its transform: the
// contract's records as TypeScript types with typia's tags for formats and integers. Optional
// fields absent or null; unknown properties accepted (typia's `is`, the tolerant profile).
import typia, { type tags } from "typia";

type DateTime = string & tags.Format<"date-time">;
type Uuid = string & tags.Format<"uuid">;
type Int = number & tags.Type<"int64">;
type Count = number & tags.Type<"uint64">;
type FreeForm = Record<string, unknown>;

interface FromEmail {
  email: string;
  name?: string | null;
}

interface CollectorGroup {
  id: Int;
  name: string;
  departmentId?: Uuid | null;
  organizationId?: Uuid | null;
  createdAt: DateTime;
}

interface Collector {
  id: string;
  name: string;
  responseLimit?: Count | null;
  completedResponsesCount: Count;
  surveyId?: Int | null;
  type: "SMS" | "EMAIL" | "WEB_LINK" | "WHATSAPP" | "WIDGET";
  openDate?: DateTime | null;
  closeDate?: DateTime | null;
  fromEmail?: FromEmail | null;
  senderId?: string | null;
  messageText?: string | null;
  closedMessage?: string | null;
  showUnsubscribe?: boolean | null;
  status: "OPEN" | "CLOSED" | "DRAFT" | "DELETED" | "INACTIVE" | "SCHEDULED" | "RESPONSE_LIMIT_EXCEEDED";
  createdAt: DateTime;
  updatedAt: DateTime;
  dynamicParameters?: FreeForm | null;
  isActive: boolean;
  isDeleted: boolean;
  buttonText?: string | null;
  provider?: string | null;
  templateId?: string | null;
  phoneNumber?: string | null;
  parameters?: FreeForm | null;
  limitByIp: boolean;
  limitByCookie: boolean;
  surveyTitle?: string | null;
  groups?: CollectorGroup[] | null;
}

interface SurveyResponse {
  id: Uuid;
  status: "CREATED" | "IN_PROGRESS" | "COMPLETED" | "PENDING_REVIEW" | "REVIEWED" | "ARCHIVED" | "CANCELLED" | "EXPIRED";
  contactId?: Int | null;
  collectorId?: string | null;
  expireIn?: string | null;
  content?: FreeForm | null;
  maxScore?: Int | null;
  totalScore?: Int | null;
  dynamicParameters?: FreeForm | null;
  duration?: Count | null;
  surveyId: Int;
  createdAt: DateTime;
  updatedAt: DateTime;
}

interface Page<T> {
  page: Count;
  pageSize: Count;
  totalCount: Count;
  data: T[];
}

export const CollectorPage = typia.createIs<Page<Collector>>();
export const SurveyResponsePage = typia.createIs<Page<SurveyResponse>>();
export const formats = {
  "date-time": typia.createIs<DateTime>(),
  uuid: typia.createIs<Uuid>(),
};

/** For the serialization table (bench/codec-peers/typia.js): unknown properties removed in place, then the JSON text, each asserting. */
export const prune = {
  CollectorPage: typia.misc.createAssertPrune<Page<Collector>>(),
  SurveyResponsePage: typia.misc.createAssertPrune<Page<SurveyResponse>>(),
};
export const stringify = {
  CollectorPage: typia.json.createAssertStringify<Page<Collector>>(),
  SurveyResponsePage: typia.json.createAssertStringify<Page<SurveyResponse>>(),
};
