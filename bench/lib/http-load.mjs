/**
 * The load loop the API benches share: `total` GETs of `url`, `concurrency` in flight, each
 * answer read whole; durations in ms, sorted. A status other than `expectStatus` (when
 * given) stops the bench, since it would measure an error page.
 */
export async function load(url, { total, concurrency, headers = {}, expectStatus }) {
  const durations = [];
  let next = 0;
  const lane = async () => {
    while (next < total) {
      next += 1;
      const t0 = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      durations.push(performance.now() - t0);
      if (expectStatus !== undefined && res.status !== expectStatus) {
        throw new Error(`${url} answered ${res.status}, expected ${expectStatus}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, lane));
  return durations.sort((a, b) => a - b);
}

/** The p-th percentile (0..100) of sorted durations, nearest rank. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
