/**
 * The condition a transfer waits on inside its batch (docs/ARCHITECTURE.md#the-ledger): an
 * SQL expression and its bound parameters, evaluated in the transfer's own INSERT, so a
 * transfer that depends on a state change ("the request is now completed") is posted only
 * when that change happened in the same batch.
 */

/** A SQL condition and its parameters; the transfer is posted only when it holds. */
export interface Guard {
  sql: string;
  params: unknown[];
}
