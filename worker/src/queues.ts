/** The queues this Worker consumes, by name (wrangler.toml [[queues.consumers]]): index.ts dispatches a batch on it. */
export const QUEUES = { push: "lionart-push", reconcile: "lionart-reconcile", checks: "lionart-payment-checks" } as const;
