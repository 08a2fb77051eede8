// Deterministic benchmark pages: every field of every record filled, values varied by a
// seeded generator so that no two records are alike and every run sees the same text.

/** mulberry32: a tiny seeded PRNG, enough to vary fixture values reproducibly. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COLLECTOR_TYPES = ["SMS", "EMAIL", "WEB_LINK", "WHATSAPP", "WIDGET"];
const COLLECTOR_STATUSES = ["OPEN", "CLOSED", "DRAFT", "DELETED", "INACTIVE", "SCHEDULED", "RESPONSE_LIMIT_EXCEEDED"];
const RESPONSE_STATUSES = ["CREATED", "IN_PROGRESS", "COMPLETED", "PENDING_REVIEW", "REVIEWED", "ARCHIVED", "CANCELLED", "EXPIRED"];

function pick(random, values) {
  return values[Math.floor(random() * values.length)];
}

function integer(random, max) {
  return Math.floor(random() * max);
}

function pad(n, width = 2) {
  return String(n).padStart(width, "0");
}

function dateTime(random) {
  const offsets = ["Z", "+01:00", "-05:30", "+09:00"];
  const fraction = random() < 0.5 ? `.${pad(integer(random, 1000), 3)}` : "";
  return `20${pad(20 + integer(random, 7))}-${pad(1 + integer(random, 12))}-${pad(1 + integer(random, 28))}T${pad(integer(random, 24))}:${pad(integer(random, 60))}:${pad(integer(random, 60))}${fraction}${pick(random, offsets)}`;
}

function uuid(random) {
  const hex = (n) => Array.from({ length: n }, () => "0123456789abcdef"[integer(random, 16)]).join("");
  return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
}

function group(random, i) {
  return {
    id: 1000 + i,
    name: `Group ${i}`,
    departmentId: uuid(random),
    organizationId: uuid(random),
    createdAt: dateTime(random),
  };
}

export function collector(random, i) {
  return {
    id: `col_${i.toString(36)}`,
    name: `Collector ${i}`,
    responseLimit: 100 + integer(random, 10000),
    completedResponsesCount: integer(random, 5000),
    surveyId: 1 + integer(random, 100000),
    type: pick(random, COLLECTOR_TYPES),
    openDate: dateTime(random),
    closeDate: dateTime(random),
    fromEmail: { email: `surveys+${i}@example.com`, name: `Research team ${i % 17}` },
    senderId: `sender-${integer(random, 100)}`,
    messageText: "Tell us how we did: it takes two minutes and helps us improve.",
    closedMessage: "This survey is closed. Thank you for your interest.",
    showUnsubscribe: random() < 0.5,
    status: pick(random, COLLECTOR_STATUSES),
    createdAt: dateTime(random),
    updatedAt: dateTime(random),
    dynamicParameters: { campaign: `c${integer(random, 50)}`, wave: integer(random, 4) },
    isActive: random() < 0.8,
    isDeleted: random() < 0.05,
    buttonText: "Start the survey",
    provider: "provider-name",
    templateId: `tpl-${integer(random, 300)}`,
    phoneNumber: `+1 555 ${pad(integer(random, 10000), 4)}`,
    parameters: { locale: "en", retries: integer(random, 3) },
    limitByIp: random() < 0.5,
    limitByCookie: random() < 0.5,
    surveyTitle: `Customer satisfaction ${integer(random, 20)}`,
    groups: [group(random, i * 2), group(random, i * 2 + 1)],
  };
}

export function surveyResponse(random, i) {
  return {
    id: uuid(random),
    status: pick(random, RESPONSE_STATUSES),
    contactId: 1 + integer(random, 1e6),
    collectorId: `col_${integer(random, 1e4).toString(36)}`,
    expireIn: `P${1 + integer(random, 30)}D`,
    content: { q1: integer(random, 11), q2: "Friendly and quick.", q3: [integer(random, 5), integer(random, 5)] },
    maxScore: 100,
    totalScore: integer(random, 101),
    dynamicParameters: { source: "email", wave: integer(random, 4) },
    duration: integer(random, 3600),
    surveyId: 1 + integer(random, 100000),
    createdAt: dateTime(random),
    updatedAt: dateTime(random),
  };
}

/** @param {"collectors" | "responses"} kind @param {number} size */
export function page(kind, size) {
  const random = seededRandom(size * 7 + (kind === "collectors" ? 1 : 2));
  const make = kind === "collectors" ? collector : surveyResponse;
  return { page: 1, pageSize: size, totalCount: size * 3, data: Array.from({ length: size }, (_, i) => make(random, i)) };
}
