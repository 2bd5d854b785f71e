/**
 * Per-invocation costs for the benches that run the Worker's jobs in Node (bench/scale.mjs),
 * against Cloudflare's per-invocation limits (docs/ARCHITECTURE.md#scale): D1 statements (each
 * statement of a batch counts), the most rows one statement read (`meta.rows_read`), rows
 * written, subrequests and wall time. Invocations run one at a time, so the meter counts into
 * the current one; `report()` sums them per job.
 */

/** A meter: `invocation(job, fn)` runs `fn` as one invocation of `job`; `count(field, n)` adds to it. */
export function newMeter() {
  const jobs = new Map();
  let current = null;
  return {
    count(field, amount) {
      if (current) current[field] += amount;
    },
    noteResult(result) {
      const meta = result?.meta;
      if (!current || !meta) return;
      current.rowsWritten += meta.rows_written ?? 0;
      current.maxRowsRead = Math.max(current.maxRowsRead, meta.rows_read ?? 0);
    },
    async invocation(job, fn) {
      current = { queries: 0, subrequests: 0, rowsWritten: 0, maxRowsRead: 0 };
      const t0 = performance.now();
      try {
        return await fn();
      } finally {
        const ms = performance.now() - t0;
        const j = jobs.get(job) ?? { invocations: 0, ms: 0, maxQueries: 0, maxRowsRead: 0, maxSubrequests: 0, rowsWritten: 0 };
        j.invocations += 1;
        j.ms += ms;
        j.maxQueries = Math.max(j.maxQueries, current.queries);
        j.maxRowsRead = Math.max(j.maxRowsRead, current.maxRowsRead);
        j.maxSubrequests = Math.max(j.maxSubrequests, current.subrequests);
        j.rowsWritten += current.rowsWritten;
        jobs.set(job, j);
        current = null;
      }
    },
    report() {
      return Object.fromEntries(
        [...jobs].map(([job, j]) => [
          job,
          {
            invocations: j.invocations,
            "wall s": Number((j.ms / 1000).toFixed(2)),
            "max D1 queries": j.maxQueries,
            "max rows read": j.maxRowsRead,
            "max subrequests": j.maxSubrequests,
            "rows written": j.rowsWritten,
          },
        ]),
      );
    },
  };
}

/** `db` (a D1 binding) with every statement it runs counted on `meter`. */
export function meteredDb(db, meter) {
  const real = new WeakMap();
  const wrap = (stmt) => {
    const proxy = new Proxy(stmt, {
      get(target, key) {
        if (key === "bind") return (...args) => wrap(target.bind(...args));
        if (key === "run" || key === "all" || key === "raw" || key === "first") {
          return async (...args) => {
            meter.count("queries", 1);
            if (key === "first") {
              const { results, meta } = await target.all();
              meter.noteResult({ meta });
              const row = results[0] ?? null;
              return args[0] === undefined || row === null ? row : row[args[0]];
            }
            const result = await target[key](...args);
            meter.noteResult(result);
            return result;
          };
        }
        const value = target[key];
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    real.set(proxy, stmt);
    return proxy;
  };
  return new Proxy(db, {
    get(target, key) {
      if (key === "prepare") return (sql) => wrap(target.prepare(sql));
      if (key === "batch") {
        return async (statements) => {
          meter.count("queries", statements.length);
          const results = await target.batch(statements.map((s) => real.get(s) ?? s));
          for (const r of results) meter.noteResult(r);
          return results;
        };
      }
      const value = target[key];
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** `fetch` with each call counted as a subrequest on `meter`. */
export function meteredFetch(fetch, meter) {
  return (...args) => {
    meter.count("subrequests", 1);
    return fetch(...args);
  };
}
