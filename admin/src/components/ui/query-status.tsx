/**
 * What a panel shows in place of data it does not have: while its read is under way,
 * `loading` as a status; once the read failed, `failed` and the error's own message as an
 * alert. Callers render it when the query has no data to show (`!query.isSuccess`).
 */
import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { errorMessage } from "../../lib/error-message";

interface QueryStatusProps {
  query: { isError: boolean; error: unknown };
  /** "Loading the reserve..." */
  loading: ReactNode;
  /** "Could not load the reserve." */
  failed: ReactNode;
}

export function QueryStatus({ query, loading, failed }: QueryStatusProps) {
  const { i18n } = useLingui();
  if (query.isError) {
    return (
      <p className="notice notice-error" role="alert">
        {failed} {errorMessage(query.error, i18n)}
      </p>
    );
  }
  return (
    <p className="muted" role="status">
      {loading}
    </p>
  );
}
