/**
 * The identity form (docs/product-rules.md#identity, IDV-1, IDV-2): legal name, date of birth,
 * document type and number, a photo of the document and a selfie (the phone's front camera
 * where it has one). The size and type of each photo are checked here first, then by the
 * server; a refused field is named under it.
 */
import { msg } from "@lingui/core/macro";
import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { IDENTITY_FILE_MAX_BYTES, IDENTITY_FILE_TYPES, identitySubmissionInput } from "@app/schema/contracts/identity";
import { toFieldIssues } from "@app/schema/issues";
import { ApiError } from "@app/web/api-client";
import { describeError } from "@app/web/error-messages";
import { toast, useToastScope } from "@app/web/toast-store";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { clientIssue, errorTexts, type FieldErrors, firstByField } from "../../../lib/field-issues";
import { useSubmitIdentity } from "../api/identity";
import { identityCodes, identityIssueMessages } from "../identity-messages";
import { PhotoField } from "./photo-field";

const TEXT_FIELDS = ["fullLegalName", "dateOfBirth", "documentType", "documentNumber"] as const;
const FILE_FIELDS = ["documentPhoto", "selfie"] as const;

/** A client-side issue for photo `file` of `field`, or null when it may be sent. */
function photoIssue(field: string, file: FormDataEntryValue | null) {
  if (!(file instanceof File) || file.size === 0) return clientIssue(field, "required");
  if (file.size > IDENTITY_FILE_MAX_BYTES) return { ...clientIssue(field, "too_big"), maximum: IDENTITY_FILE_MAX_BYTES };
  if (!(IDENTITY_FILE_TYPES as readonly string[]).includes(file.type)) return clientIssue(field, "invalid_format");
  return null;
}

export function IdentityForm({ defaultName }: { defaultName: string }) {
  const { t, i18n } = useLingui();
  const stepToast = useToastScope("identity:submit");
  const submit = useSubmitIdentity();
  const [issues, setIssues] = useState<FieldErrors>({});
  const errors = errorTexts(i18n, issues, identityIssueMessages, identityCodes);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, String(form.get(f) ?? "").trim()]));
    const found: FieldErrors = {};
    const parsed = identitySubmissionInput.safeParse(text);
    if (!parsed.success) Object.assign(found, firstByField(toFieldIssues(parsed.error.issues, "form", text)));
    for (const f of FILE_FIELDS) {
      const issue = photoIssue(f, form.get(f));
      if (issue) found[f] = issue;
    }
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    submit.mutate(form, {
      onSuccess: () => toast({ title: msg`Identity sent`, description: msg`Our staff will check it. We will tell you here.` }),
      onError: (err) => {
        if (err instanceof ApiError && err.issues.length > 0) setIssues(firstByField(err.issues));
        stepToast({
          title: msg`Identity not sent`,
          description: describeError(err, msg`Please check the form and try again.`, identityCodes),
          variant: "destructive",
        });
      },
    });
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate encType="multipart/form-data">
      <TextField
        name="fullLegalName"
        autoComplete="name"
        maxLength={120}
        defaultValue={defaultName}
        label={t`Full legal name`}
        description={t`Exactly as on your document.`}
        errorMessage={errors.fullLegalName}
      />
      <TextField name="dateOfBirth" type="date" label={t`Date of birth`} errorMessage={errors.dateOfBirth} />
      <SelectField name="documentType" label={t`Document`} defaultValue="cni" errorMessage={errors.documentType}>
        <option value="cni">{t`National identity card (CNI)`}</option>
        <option value="passport">{t`Passport`}</option>
      </SelectField>
      <TextField
        name="documentNumber"
        autoComplete="off"
        maxLength={30}
        label={t`Document number`}
        errorMessage={errors.documentNumber}
      />
      <PhotoField
        name="documentPhoto"
        label={t`Photo of your document`}
        description={t`The side with your photo, every corner visible. JPEG, PNG or WebP, at most 5 MB.`}
        errorMessage={errors.documentPhoto}
      />
      <PhotoField
        name="selfie"
        capture="user"
        label={t`Selfie`}
        description={t`Your face, well lit, without sunglasses or a hat. JPEG, PNG or WebP, at most 5 MB.`}
        errorMessage={errors.selfie}
      />
      <button type="submit" className="button button--block" disabled={submit.isPending}>
        {submit.isPending ? <Trans>Sending...</Trans> : <Trans>Send for checking</Trans>}
      </button>
    </form>
  );
}
