/**
 * The dialog that writes or edits an announcement (docs/product-rules.md#notifications):
 * title up to 255 and message up to 1,000 characters with counters, checked with the
 * shared contract so a blank or long text is named at its field before anything is sent.
 */
import { useEffect, useState, type FormEvent } from "react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  ANNOUNCEMENT_MESSAGE_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  type AnnouncementInput,
  announcementInput,
} from "@app/schema/contracts/notifications";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { TextAreaField } from "../../components/ui/text-area-field";
import { TextField } from "../../components/ui/text-field";
import { fieldText, type FieldMessage } from "../../lib/field-message";

const FORM_ID = "announcement-form";

interface AnnouncementDialogProps {
  /** Null: closed. The texts to start from (empty for a new announcement). */
  initial: AnnouncementInput | null;
  mode: "create" | "edit";
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onSave: (input: AnnouncementInput) => void;
}

type Errors = Partial<Record<keyof AnnouncementInput, FieldMessage>>;

export function AnnouncementDialog({ initial, mode, pending, error, onClose, onSave }: AnnouncementDialogProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<AnnouncementInput>({ title: "", message: "" });
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    if (initial) {
      setDraft(initial);
      setErrors({});
    }
  }, [initial]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = announcementInput.safeParse(draft);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === "title") next.title ??= msg`Title is required`;
        if (issue.path[0] === "message") next.message ??= msg`Message is required`;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    onSave(parsed.data);
  }

  const titleCount = `${draft.title.length}/${ANNOUNCEMENT_TITLE_MAX}`;
  const messageCount = `${draft.message.length}/${ANNOUNCEMENT_MESSAGE_MAX}`;
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
      <form id={FORM_ID} className="form-grid" onSubmit={onSubmit} noValidate>
        <TextField
          label={t`Title`}
          value={draft.title}
          maxLength={ANNOUNCEMENT_TITLE_MAX}
          description={titleCount}
          onChange={(title) => setDraft({ ...draft, title })}
          errorMessage={fieldText(i18n, errors.title)}
        />
        <TextAreaField
          label={t`Message`}
          value={draft.message}
          maxLength={ANNOUNCEMENT_MESSAGE_MAX}
          description={messageCount}
          onChange={(message) => setDraft({ ...draft, message })}
          errorMessage={fieldText(i18n, errors.message)}
        />
      </form>
    </ConfirmDialog>
  );
}
