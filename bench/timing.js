// What every benchmark here measures with: the median of rounds, and nanoseconds per call.

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Calls `run` `iterations` times; returns nanoseconds per call. @param {() => unknown} run @param {number} iterations */
export function timeBatch(run, iterations) {
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) run();
  return Number(process.hrtime.bigint() - start) / iterations;
}

/**
 * Calls `run` `iterations` times; returns nanoseconds per call of wall time and of this process's
 * CPU time (process.cpuUsage, user and system: on a shared machine what a neighbour takes is not counted).
 * @param {() => unknown} run @param {number} iterations
 */
export function timeBatchWithCpu(run, iterations) {
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) run();
  const wall = Number(process.hrtime.bigint() - start) / iterations;
  const { user, system } = process.cpuUsage(cpu);
  return { wall, cpu: ((user + system) * 1000) / iterations };
}

/** @typedef {Record<string, () => boolean>} Runs each candidate's timed call */

/** How many calls fill about `roundMs`. @param {() => unknown} run @param {number} roundMs */
function calibrate(run, roundMs) {
  let iterations = 1;
  for (;;) {
    const ns = timeBatch(run, iterations) * iterations;
    if (ns > (roundMs * 1e6) / 4 || iterations > 1e7) return Math.max(1, Math.round((iterations * roundMs * 1e6) / ns));
    iterations *= 4;
  }
}

/**
 * Median nanoseconds per call of each run, timed round by round, every run once a round, so a
 * noisy neighbour hurts all alike; with `parseLast`, JSON.parse's rounds come after the others'.
 * @param {Runs} runs
 * @param {{ rounds: number, roundMs: number, parseLast: boolean }} options
 * @returns {Record<string, number>}
 */
export function medianTimes(runs, { rounds, roundMs, parseLast }) {
  const iterations = Object.fromEntries(Object.entries(runs).map(([name, run]) => [name, calibrate(run, roundMs)]));
  /** @type {Record<string, number[]>} */
  const samples = Object.fromEntries(Object.keys(runs).map((name) => [name, []]));
  const timeRounds = (/** @type {string[]} */ names) => {
    for (let round = 0; round < rounds; round++) {
      for (const name of names) samples[name].push(timeBatch(runs[name], iterations[name]));
    }
  };
  const names = Object.keys(runs);
  if (parseLast) {
    timeRounds(names.filter((name) => name !== "JSON.parse"));
    timeRounds(["JSON.parse"]);
  } else {
    timeRounds(names);
  }
  return Object.fromEntries(names.map((name) => [name, median(samples[name])]));
}

/**
 * As medianTimes (every run once a round), with the median CPU time per call beside the wall time.
 * @param {Runs} runs
 * @param {{ rounds: number, roundMs: number }} options
 * @returns {{ wall: Record<string, number>, cpu: Record<string, number> }}
 */
export function medianTimesWithCpu(runs, { rounds, roundMs }) {
  const names = Object.keys(runs);
  const iterations = Object.fromEntries(names.map((name) => [name, calibrate(runs[name], roundMs)]));
  /** @type {Record<string, number[]>} */
  const wall = Object.fromEntries(names.map((name) => [name, []]));
  /** @type {Record<string, number[]>} */
  const cpu = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const name of names) {
      const times = timeBatchWithCpu(runs[name], iterations[name]);
      wall[name].push(times.wall);
      cpu[name].push(times.cpu);
    }
  }
  return { wall: Object.fromEntries(names.map((name) => [name, median(wall[name])])), cpu: Object.fromEntries(names.map((name) => [name, median(cpu[name])])) };
}

/**
 * A text read as a send reads it: a socket's write, an encoding to UTF-8 or a hash reads every
 * character, and a text joined by `+` (stringifyX's, fast-json-stringify's, JSON.stringify's of a
 * large value) is made one string the first time it is read. One character read makes the engine
 * do that join, which a send pays: a bench that times the text only as returned leaves it out.
 * @param {unknown} text @returns {boolean} whether there was a text
 */
export function readAsSent(text) {
  if (typeof text !== "string") return false;
  SENT_READ.last = text.charCodeAt(text.length >> 1);
  return SENT_READ.last >= 0;
}

/**
 * Where readAsSent keeps the character it reads: a read whose result is only compared with 0 may
 * be dropped by an optimizing compiler that knows a character code is never below 0, and the text
 * would then be timed unjoined.
 */
const SENT_READ = { last: 0 };
