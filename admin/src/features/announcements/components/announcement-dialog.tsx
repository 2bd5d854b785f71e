/**
 * The dialog that writes or edits an announcement (docs/product-rules.md#notifications):
 * title up to 255 and message up to 1,000 characters with counters, checked with the
 * shared contract so a blank or long text is named at its field before anything is sent.
 */
import { useForm } from "@tanstack/react-form";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  ANNOUNCEMENT_MESSAGE_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  type AnnouncementInput,
  announcementInput,
} from "@app/schema/contracts/notifications";
import type { FieldIssue } from "@app/schema/errors";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { TextField } from "../../../components/ui/text-field";
import { checkWith, parseWith } from "../../../lib/form";
import { fieldBindings, submitHandler, useServerIssues } from "../../../lib/form-bindings";

const FORM_ID = "announcement-form";

interface AnnouncementDialogProps {
  /** Null: closed. The texts to start from (empty for a new announcement). */
  initial: AnnouncementInput | null;
  mode: "create" | "edit";
  pending: boolean;
  error: string | null;
  /** The failed save's error, whose field issues show at their fields. */
  failure: unknown;
  onClose: () => void;
  onSave: (input: AnnouncementInput) => void;
}

function issueMessage(issue: FieldIssue) {
  if (issue.field === "title") return msg`Title is required`;
  if (issue.field === "message") return msg`Message is required`;
  return undefined;
}

export function AnnouncementDialog({ initial, mode, pending, error, failure, onClose, onSave }: AnnouncementDialogProps) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open={initial !== null}
      wide
      title={mode === "create" ? t`New announcement` : t`Edit announcement`}
      error={error}
      onClose={() => !pending && onClose()}
      form={FORM_ID}
      pending={pending}
      label={mode === "create" ? <Trans>Send to all users</Trans> : <Trans>Save</Trans>}
      pendingLabel={mode === "create" ? <Trans>Sending...</Trans> : <Trans>Saving...</Trans>}
    >
      {initial && <AnnouncementForm initial={initial} failure={failure} onSave={onSave} />}
    </ConfirmDialog>
  );
}

/** The fields, a new form each time the dialog opens. */
function AnnouncementForm({
  initial,
  failure,
  onSave,
}: {
  initial: AnnouncementInput;
  failure: unknown;
  onSave: (input: AnnouncementInput) => void;
}) {
  const { t, i18n } = useLingui();
  const form = useForm({
    defaultValues: initial,
    validators: { onSubmit: checkWith(announcementInput, (values) => values, issueMessage) },
    onSubmit: ({ value }) => onSave(parseWith(announcementInput, value)),
  });
  useServerIssues(form, failure, issueMessage);
  return (
    <form id={FORM_ID} className="form-grid" noValidate onSubmit={submitHandler(form)}>
      <form.Field name="title">
        {(field) => (
          <TextField
            {...fieldBindings(i18n, field)}
            label={t`Title`}
            maxLength={ANNOUNCEMENT_TITLE_MAX}
            description={`${field.state.value.length}/${ANNOUNCEMENT_TITLE_MAX}`}
          />
        )}
      </form.Field>
      <form.Field name="message">
        {(field) => (
          <TextAreaField
            {...fieldBindings(i18n, field)}
            label={t`Message`}
            maxLength={ANNOUNCEMENT_MESSAGE_MAX}
            description={`${field.state.value.length}/${ANNOUNCEMENT_MESSAGE_MAX}`}
          />
        )}
      </form.Field>
    </form>
  );
}
