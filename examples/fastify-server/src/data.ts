// The example's data: a fixed set of collectors and survey responses, the same on every start.
import { COLLECTOR_STATUSES, COLLECTOR_TYPES, SURVEY_RESPONSE_STATUSES, type Collector, type SurveyResponse } from "@survey-collection/contract";

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 9, 30)).toISOString();
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`;

export const COLLECTORS: Collector[] = Array.from({ length: 137 }, (_, i) => ({
  id: `col_${i}`,
  name: `Collector ${i}`,
  completedResponsesCount: (i * 7) % 50,
  responseLimit: i % 3 === 0 ? null : 100,
  type: COLLECTOR_TYPES[i % COLLECTOR_TYPES.length]!,
  status: COLLECTOR_STATUSES[i % COLLECTOR_STATUSES.length]!,
  createdAt: day(i),
  updatedAt: day(i + 1),
  isActive: i % 4 !== 0,
  isDeleted: false,
  limitByIp: i % 2 === 0,
  limitByCookie: false,
  fromEmail: i % 5 === 0 ? { email: `team${i}@example.com`, name: null } : undefined,
  groups: [{ id: i, name: `Group ${i % 10}`, departmentId: uuid(i), createdAt: day(0) }],
}));

export const SURVEY_RESPONSES: SurveyResponse[] = Array.from({ length: 250 }, (_, i) => ({
  id: uuid(1000 + i),
  status: SURVEY_RESPONSE_STATUSES[i % SURVEY_RESPONSE_STATUSES.length]!,
  surveyId: 1 + (i % 4),
  collectorId: `col_${i % 137}`,
  totalScore: i % 11,
  createdAt: day(i % 60),
  updatedAt: day((i % 60) + 1),
}));
