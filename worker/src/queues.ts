/** The queues this Worker consumes, by name (wrangler.toml [[queues.consumers]]): index.ts dispatches a batch on it. */
export const QUEUES = { push: "lionart-push", reconcile: "lionart-reconcile", checks: "lionart-payment-checks" } as const;

/**
 * Retries each consumer allows before a message is given up: wrangler.toml's `max_retries` of
 * every consumer above, so a message's last attempt is attempt `MAX_RETRIES + 1`.
 */
export const MAX_RETRIES = 3;

/** The dead-letter queues, each consumed by recording its messages as failed jobs (OPS-1). */
export const DEAD_LETTER_QUEUES = [`${QUEUES.push}-dlq`, `${QUEUES.reconcile}-dlq`, `${QUEUES.checks}-dlq`] as const;
