/**
 * The Operations tab (docs/product-rules.md#operations, OPS-2): queue jobs given up after their
 * retries, open or already sent again (sub-tabs with counts, "10,000+" beyond the cap), each with
 * its queue, error, attempts and first and last attempt; finance and the owner send an open one
 * again after a confirmation. Bodies are shown as the queue holds them, for reading.
 */
import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { FailedJobView } from "@app/schema/contracts/operations";
import type { FailedJobState } from "@app/schema/db/operations";
import { formatCount, formatDateTime } from "@app/web/money";
import { PageNav } from "../../../components/page-nav";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Cell, compareText, DataTable, Row } from "../../../components/ui/table";
import { type TabItem, Tabs } from "../../../components/ui/tabs";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import type { AppHref } from "../../../lib/router-link";
import { useFailedJobs, useResendJob } from "../api/failed-jobs";
import { listCount } from "../../../lib/list-count";

interface FailedJobsTabProps {
  status: FailedJobState;
  cursor: string | undefined;
  statusHref: (status: FailedJobState) => AppHref;
  onCursor: (cursor: string | undefined) => void;
  mayResend: boolean;
}

export function FailedJobsTab({ status, cursor, statusHref, onCursor, mayResend }: FailedJobsTabProps) {
  const { t, i18n } = useLingui();
  const jobs = useFailedJobs({ status, cursor });
  const [target, setTarget] = useState<FailedJobView | null>(null);
  const { counts, items, total, nextCursor } = jobs.data;
  const openCount = listCount(counts.open, i18n.locale);
  const resentCount = listCount(counts.resent, i18n.locale);
  const tabs: TabItem<FailedJobState>[] = [
    { key: "open", label: t`Failed (${openCount})`, href: statusHref("open") },
    { key: "resent", label: t`Sent again (${resentCount})`, href: statusHref("resent") },
  ];
  const empty = status === "open" ? t`No failed jobs: every queue job has run.` : t`No job has been sent again yet.`;
  return (
    <>
      <p className="muted">
        <Trans>
          A job is listed here when it still failed after its retries. Sending it again puts it back on its queue once; the audit
          log keeps who did.
        </Trans>
      </p>
      <Tabs label={t`Failed jobs by state`} items={tabs} selected={status} variant="sub">
        {items.length === 0 ? (
          <p className="empty">{empty}</p>
        ) : (
          <DataTable<FailedJobView>
            label={t`Failed jobs`}
            className="compact-table"
            columns={[
              { key: "queue", label: t`Queue`, isRowHeader: true, sort: (a, b) => compareText(a.queue, b.queue) },
              { key: "error", label: t`Error` },
              { key: "attempts", label: t`Attempts` },
              { key: "first", label: t`First attempt`, sort: (a, b) => compareText(a.firstAttemptAt, b.firstAttemptAt) },
              { key: "last", label: t`Last attempt`, sort: (a, b) => compareText(a.lastAttemptAt, b.lastAttemptAt) },
              { key: "action", label: status === "open" ? t`Action` : t`Sent again` },
            ]}
            rows={items}
          >
            {(job) => (
              <Row key={job.id} id={job.id}>
                <Cell>
                  <span translate="no">{job.queue}</span>
                  <span className="cell-sub">
                    <code>{job.body}</code>
                  </span>
                </Cell>
                <Cell className="cell-detail">
                  {job.error ?? <Trans>None recorded (received by the dead-letter queue)</Trans>}
                </Cell>
                <Cell className="num">{formatCount(job.attempts, i18n.locale)}</Cell>
                <Cell className="nowrap">{formatDateTime(job.firstAttemptAt, i18n.locale)}</Cell>
                <Cell className="nowrap">{formatDateTime(job.lastAttemptAt, i18n.locale)}</Cell>
                <Cell className="nowrap">
                  {job.state === "open" ? (
                    mayResend ? (
                      <Button size="small" onPress={() => setTarget(job)}>
                        <Trans>Send again</Trans>
                      </Button>
                    ) : (
                      "—"
                    )
                  ) : (
                    <span>
                      {job.resentAt ? formatDateTime(job.resentAt, i18n.locale) : "—"}
                      <span className="cell-sub" translate="no">
                        {job.resentBy}
                      </span>
                    </span>
                  )}
                </Cell>
              </Row>
            )}
          </DataTable>
        )}
        <PageNav shown={items.length} total={total} cursor={cursor} nextCursor={nextCursor} onCursor={onCursor} />
      </Tabs>
      <ResendDialog job={target} onClose={() => setTarget(null)} />
    </>
  );
}

function ResendDialog({ job, onClose }: { job: FailedJobView | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const mutation = useResendJob();
  function close() {
    if (mutation.isPending) return;
    mutation.reset();
    onClose();
  }
  const queue = job?.queue ?? "";
  return (
    <ConfirmDialog
      open={job !== null}
      title={t`Send this job again?`}
      onClose={close}
      pending={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error, i18n) : null}
      label={<Trans>Send again</Trans>}
      pendingLabel={<Trans>Sending...</Trans>}
      onConfirm={() =>
        job &&
        mutation.mutate(job.id, {
          onSuccess: () => {
            toast({ title: t`The job is back on its queue.` });
            mutation.reset();
            onClose();
          },
        })
      }
    >
      <p>
        <Trans>
          It goes back on the queue <span translate="no">{queue}</span> as it is, once. Fix what made it fail first, or it will
          fail again.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}
