/**
 * A long job as a sequence of named steps, each one bounded invocation of work
 * (docs/ARCHITECTURE.md#scale). In the daily Workflow each step is a `step.do` (its result
 * stored, retried on failure, never run twice once done); elsewhere (`inlineSteps`) the
 * steps simply run in turn. Step names must be the same on every replay, and a step's
 * result must be plain JSON.
 */
export type StepRunner = <T>(name: string, work: () => Promise<T>) => Promise<T>;

/** Runs each step at once, in this invocation (tests, the dev scheduled route, benches). */
export const inlineSteps: StepRunner = (_name, work) => work();
