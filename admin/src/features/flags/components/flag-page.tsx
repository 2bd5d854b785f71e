/**
 * One money-laundering flag (docs/product-rules.md#aml-flags, AML-6, AML-7): the investor,
 * the rule and what raised it, the closing so far, the notes, a note form, the closing step
 * this staff member may take (propose on an open flag; confirm on one another staff
 * proposed), and the case report for ANIF as JSON or CSV.
 */
import { useForm } from "@tanstack/react-form";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { flagNoteInput, type FlagView } from "@app/schema/contracts/flags";
import type { FieldIssue } from "@app/schema/errors";
import { formatDateTime, formatPhone } from "@app/web/money";
import { Button } from "../../../components/ui/button";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { useToast } from "../../../components/ui/toast";
import { UserLink } from "../../../components/user-link";
import { errorMessage } from "../../../lib/error-message";
import type { FieldMessage } from "../../../lib/field-message";
import { checkWith, parseWith } from "../../../lib/form";
import { fieldBindings, submitHandler, useServerIssues } from "../../../lib/form-bindings";
import { type FlagAction, flagReportHref, useFlag, useFlagAction } from "../api/flags";
import { RULE_LABELS, STATE_LABELS } from "./flag-words";

interface FlagPageProps {
  flagId: number;
  /** The signed-in staff member's username, to know whether they proposed the closing. */
  username: string;
  mayReview: boolean;
}

export function FlagPage({ flagId, username, mayReview }: FlagPageProps) {
  const { i18n } = useLingui();
  const flag = useFlag(flagId).data;
  const proposedByMe = flag.closeProposedBy?.toLowerCase() === username.toLowerCase();
  return (
    <article className="stack">
      <h2>
        <Trans>
          Flag #{flag.id}: {i18n._(RULE_LABELS[flag.rule])}
        </Trans>
      </h2>
      <dl className="summary-list">
        <dt>
          <Trans>State</Trans>
        </dt>
        <dd>{i18n._(STATE_LABELS[flag.state])}</dd>
        <dt>
          <Trans>Investor</Trans>
        </dt>
        <dd>
          <UserLink userId={flag.userId} name={flag.userName} />{" "}
          {flag.userPhone && <span translate="no">{formatPhone(flag.userPhone)}</span>}
        </dd>
        <dt>
          <Trans>Raised</Trans>
        </dt>
        <dd>{formatDateTime(flag.raisedAt, i18n.locale)}</dd>
        <dt>
          <Trans>What raised it</Trans>
        </dt>
        <dd>
          <code translate="no">{JSON.stringify(flag.subject)}</code>
        </dd>
        {flag.closeProposedBy && (
          <>
            <dt>
              <Trans>Closing proposed</Trans>
            </dt>
            <dd>
              <span translate="no">{flag.closeProposedBy}</span>, {formatDateTime(flag.closeProposedAt ?? "", i18n.locale)}:{" "}
              {flag.closeProposalNote}
            </dd>
          </>
        )}
        {flag.closedBy && (
          <>
            <dt>
              <Trans>Closed</Trans>
            </dt>
            <dd>
              <span translate="no">{flag.closedBy}</span>, {formatDateTime(flag.closedAt ?? "", i18n.locale)}: {flag.closeNote}
            </dd>
          </>
        )}
      </dl>
      <p className="actions">
        <a href={flagReportHref(flag.id, "csv")} download>
          <Trans>Export the case (CSV)</Trans>
        </a>
        <a href={flagReportHref(flag.id, "json")} download>
          <Trans>Export the case (JSON)</Trans>
        </a>
      </p>
      <Notes flag={flag} />
      {mayReview && <NoteForm flagId={flag.id} action="note" />}
      {mayReview && flag.state === "open" && <NoteForm flagId={flag.id} action="propose" />}
      {mayReview && flag.state === "closing" && !proposedByMe && <NoteForm flagId={flag.id} action="confirm" />}
      {mayReview && flag.state === "closing" && proposedByMe && (
        <p className="muted">
          <Trans>You proposed closing this flag: a different staff member must confirm it.</Trans>
        </p>
      )}
    </article>
  );
}

function Notes({ flag }: { flag: FlagView }) {
  const { i18n } = useLingui();
  return (
    <section>
      <h3>
        <Trans>Notes</Trans>
      </h3>
      {flag.notes.length === 0 ? (
        <p className="empty">
          <Trans>No note yet.</Trans>
        </p>
      ) : (
        <ul>
          {flag.notes.map((n) => (
            <li key={n.id}>
              <span translate="no">{n.adminUsername}</span>, {formatDateTime(n.createdAt, i18n.locale)}: {n.note}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const WORDS: Record<FlagAction, { label: ReturnType<typeof msg>; button: ReturnType<typeof msg>; done: ReturnType<typeof msg> }> =
  {
    note: { label: msg`Add a note`, button: msg`Add note`, done: msg`Note added` },
    propose: {
      label: msg`Note for closing`,
      button: msg`Propose closing`,
      done: msg`Closing proposed: a different staff member confirms it`,
    },
    confirm: { label: msg`Note for confirming`, button: msg`Confirm closing`, done: msg`Flag closed` },
  };

/** The message under the note, for the client's check and the server's issues alike. */
function noteIssueMessage(issue: FieldIssue): FieldMessage | undefined {
  if (issue.field !== "note") return undefined;
  return issue.code === "too_big" ? msg`At most 1,000 characters` : msg`A note is required`;
}

const checkNote = checkWith(flagNoteInput, (v: { note: string }) => v, noteIssueMessage);

function NoteForm({ flagId, action }: { flagId: number; action: FlagAction }) {
  const { i18n } = useLingui();
  const toast = useToast();
  const mutation = useFlagAction(flagId, action);
  const words = WORDS[action];
  const form = useForm({
    defaultValues: { note: "" },
    validators: { onSubmit: checkNote },
    onSubmit: ({ value, formApi }) =>
      mutation.mutate(parseWith(flagNoteInput, value).note, {
        onSuccess: () => {
          toast({ title: i18n._(words.done) });
          formApi.reset();
        },
      }),
  });
  useServerIssues(form, mutation.error, noteIssueMessage);
  return (
    <form noValidate onSubmit={submitHandler(form)} className="stack">
      <form.Field name="note">
        {(field) => <TextAreaField {...fieldBindings(i18n, field)} label={i18n._(words.label)} maxLength={1000} isRequired />}
      </form.Field>
      {mutation.isError && (
        <p className="form-error" role="alert">
          {errorMessage(mutation.error, i18n)}
        </p>
      )}
      <div className="actions">
        <Button type="submit" isDisabled={mutation.isPending}>
          {i18n._(words.button)}
        </Button>
      </div>
    </form>
  );
}
