// The example's data: 137 collectors and 250 survey responses made by the package's ./testing
// makers, seeded, so the same on every start and always records the contract admits, whatever
// it comes to require. A real server reads its store here. The ids are set: the lists keep
// their order and every response names a collector of the list.
import type { Collector, SurveyResponse } from "@survey-collection/contract";
import { makeCollector, makeSurveyResponse } from "@survey-collection/contract/testing";

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`;

export const COLLECTORS: Collector[] = Array.from({ length: 137 }, (_, i) => makeCollector({ id: `col_${i}` }, { seed: i + 1 }));

export const SURVEY_RESPONSES: SurveyResponse[] = Array.from({ length: 250 }, (_, i) =>
  makeSurveyResponse({ id: uuid(1000 + i), collectorId: `col_${i % 137}` }, { seed: 1000 + i }),
);
