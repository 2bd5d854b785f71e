/** Every drizzle table, for `drizzle(env.DB, { schema })` and drizzle-kit. */
export * from "./users";
export * from "./security";
export * from "./settings";
export * from "./investments";
export * from "./ledger";
export * from "./requests";
export * from "./notifications";
export * from "./approvals";
export * from "./payments";
export * from "./liabilities";
export * from "./daily-run";
export * from "./payout-numbers";
export * from "./operations";
export * from "./identity-checks";
export * from "./flags";
export * from "./row-counts";
