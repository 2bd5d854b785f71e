/**
 * Tests keep the jobs' JSON log lines (src/lib/log.ts, OPS-4) out of the console: files share
 * one workerd (vitest.config.ts `isolate: false`), and a queue job that finishes after its file
 * ended would send its line over the test runner's connection while that file's environment is
 * torn down, which stalls the run. A test that reads the lines spies on console itself
 * (src/lib/log.test.ts), and its spy replaces this filter while it runs.
 */
const JOB_LINE = /^\{"job":/;

for (const method of ["log", "error"] as const) {
  const write = console[method].bind(console);
  console[method] = (...args: unknown[]) => {
    if (typeof args[0] === "string" && JOB_LINE.test(args[0])) return;
    write(...args);
  };
}
