// Every fast-check property of every tier, set once for all (vitest*.config.ts's setupFiles): a
// property that fails stops shrinking SHRINK_BUDGET_MS after its first failure and reports the
// smallest counterexample found by then. Shrinking a whole record can run for minutes and grow
// a worker's heap until it dies, and a synchronous property never yields to the test's timeout:
// without a bound, one broken property would hang its file or lose it and its neighbours.
//
// A property that passes is never cut short: its number of runs (test/depth.ts) is what a
// tier asks for, and stopping it at a time limit would either fail a sound property on a busy
// machine or pass it untried.
import fc, { PreconditionFailure } from "fast-check";

/** How long a failing property may shrink its counterexample, from its first failure. */
const SHRINK_BUDGET_MS = 5_000;

type RunOutcome = ReturnType<fc.IRawProperty<unknown, boolean>["run"]>;

/**
 * A plugin that interrupts a property's runs once `budgetMs` have passed since its first failure,
 * and says so in the report: fast-check then reports the last counterexample it reached.
 */
function shrinkBudget(budgetMs: number): fc.Plugin<unknown> {
  return () => {
    let firstFailureAt: number | undefined;
    let cut = false;
    const noted = <T extends Awaited<RunOutcome>>(outcome: T): T => {
      if (firstFailureAt === undefined && isFailure(outcome)) firstFailureAt = performance.now();
      return outcome;
    };
    return {
      decorateRun: (nestedRun) => (value) => {
        if (firstFailureAt !== undefined && performance.now() - firstFailureAt >= budgetMs) {
          cut = true;
          // Interrupts the runner: a failure already found is reported as it stands.
          return new PreconditionFailure(true);
        }
        const outcome = nestedRun(value);
        return outcome instanceof Promise ? outcome.then(noted) : noted(outcome);
      },
      onAllRunsComplete: function reportCut(details) {
        if (!cut || !details.failed) return;
        const note =
          `Shrinking stopped ${budgetMs} ms after the first failure: the counterexample is the smallest found by then. ` +
          `Replay with { seed, path } and without endOnFailure to shrink it further.`;
        const error = new Error(`${fc.defaultReportMessage(details)}\n\n${note}`, { cause: details.errorInstance });
        // The stack starts at fast-check's call, so that the report shows the test's line, not this one.
        Error.captureStackTrace(error, reportCut);
        throw error;
      },
    };
  };
}

/** Whether a run's outcome is the predicate failing, not a pass (null) or a skip. */
function isFailure(outcome: Awaited<RunOutcome>): boolean {
  return outcome !== null && !PreconditionFailure.isFailure(outcome);
}

// A test file's setup runs once a file, and the files of a worker may share one fast-check
// (isolate: false): installed once for each copy of fast-check, so that plugins do not pile up.
const INSTALLED = Symbol.for("@survey-collection/contract:test-shrink-budget");
const installedIn = ((globalThis as { [INSTALLED]?: WeakSet<object> })[INSTALLED] ??= new WeakSet<object>());
if (!installedIn.has(fc.installGlobalPlugin)) {
  installedIn.add(fc.installGlobalPlugin);
  fc.installGlobalPlugin(shrinkBudget(SHRINK_BUDGET_MS));
}
