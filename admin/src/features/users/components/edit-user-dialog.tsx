/**
 * Edit User (docs/product-rules.md#admin; docs/product-rules.md#corrections): name,
 * phone, mobile money service, balances and status. A balance change needs a reason and
 * becomes a ledger adjustment. 'Update User' reads 'Updating...' while busy; failure
 * toasts 'Update Failed'.
 */
import { useEffect, useId, useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminUserView } from "@app/schema/contracts/admin";
import { MOBILE_MONEY_SERVICES } from "@app/schema/contracts/auth";
import { phoneDigits } from "@app/schema/phone";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { TextField } from "../../../components/ui/text-field";
import { useToast } from "../../../components/ui/toast";
import { ApiError } from "@app/web/api-client";
import { errorMessage } from "../../../lib/error-message";
import { fieldText } from "../../../lib/field-message";
import { useQueryClient } from "@tanstack/react-query";
import { decimalStringToXaf } from "@app/schema/money";
import { fetchFreshUser, useUpdateUser } from "../api/update-user";
import {
  balanceChanged,
  checkUserForm,
  serverFieldErrors,
  userFormValues,
  type UserFormErrors,
  type UserFormValues,
} from "../user-form";

const FORM_ID = "edit-user-form";

export function EditUserDialog({ user, onClose }: { user: AdminUserView | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const mutation = useUpdateUser();
  const serviceId = useId();
  const queryClient = useQueryClient();
  // The figures the dialog shows, sent back as the balances the admin saw.
  const [shown, setShown] = useState<AdminUserView | null>(user);
  const [values, setValues] = useState<UserFormValues | null>(null);
  const [errors, setErrors] = useState<UserFormErrors>({});

  useEffect(() => {
    setShown(user);
    setValues(user ? userFormValues(user) : null);
    setErrors({});
  }, [user]);

  /** After a 409 balance_changed: show the live balances; the admin enters the change again. */
  async function reloadFigures(userId: number) {
    const fresh = await fetchFreshUser(queryClient, userId).catch(() => undefined);
    if (!fresh) return;
    setShown(fresh);
    setValues((current) =>
      current
        ? {
            ...current,
            principalBalance: String(decimalStringToXaf(fresh.principalBalance)),
            referralBalance: String(decimalStringToXaf(fresh.referralBalance)),
          }
        : current,
    );
  }

  function set<K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) {
    setValues((current) => (current ? { ...current, [key]: value } : current));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  function close() {
    if (mutation.isPending) return;
    mutation.reset();
    onClose();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!shown || !values) return;
    const checked = checkUserForm(shown, values);
    if ("errors" in checked) {
      setErrors(checked.errors);
      return;
    }
    mutation.mutate(
      { userId: shown.id, user: checked.user },
      {
        onSuccess: (updated) => {
          // A balance change is a proposal for a second admin (docs/product-rules.md#approvals).
          if ("approvalId" in updated) {
            toast({
              title: t`Proposed: waiting for a second admin's approval`,
              description: t`The details are saved; the balance changes once another admin approves it in Pending approvals.`,
            });
          } else {
            toast({ title: t`User updated`, description: updated.fullName });
          }
          mutation.reset();
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(serverFieldErrors(error.code, error.issues, values));
          if (error instanceof ApiError && error.code === "balance_changed") void reloadFigures(shown.id);
          toast({ title: t`Update Failed`, description: errorMessage(error, i18n), variant: "destructive" });
        },
      },
    );
  }

  const reasonNeeded = shown !== null && values !== null && balanceChanged(shown, values);
  return (
    <ConfirmDialog
      open={user !== null}
      wide
      title={t`Edit User`}
      error={mutation.isError ? errorMessage(mutation.error, i18n) : null}
      onClose={close}
      form={FORM_ID}
      pending={mutation.isPending}
      label={<Trans>Update User</Trans>}
      pendingLabel={<Trans>Updating...</Trans>}
    >
      {values && (
        <form id={FORM_ID} className="form-grid" onSubmit={onSubmit} noValidate>
          <TextField
            label={t`Full Name`}
            value={values.fullName}
            maxLength={100}
            autoComplete="off"
            errorMessage={fieldText(i18n, errors.fullName)}
            onChange={(value) => set("fullName", value)}
          />
          <div className="field-row">
            <TextField
              label={t`Phone`}
              inputMode="numeric"
              autoComplete="off"
              value={values.phone}
              errorMessage={fieldText(i18n, errors.phone)}
              onChange={(value) => set("phone", phoneDigits(value))}
            />
            <div className="field">
              <label htmlFor={serviceId} className="field-label">
                <Trans>Mobile money service</Trans>
              </label>
              <select
                id={serviceId}
                className="input"
                value={values.mobileMoneyService}
                aria-invalid={errors.mobileMoneyService ? true : undefined}
                aria-describedby={errors.mobileMoneyService ? `${serviceId}-error` : undefined}
                onChange={(e) => set("mobileMoneyService", e.target.value)}
              >
                {MOBILE_MONEY_SERVICES.map((service) => (
                  <option key={service} value={service}>
                    {service}
                  </option>
                ))}
              </select>
              {errors.mobileMoneyService && (
                <p id={`${serviceId}-error`} className="field-error">
                  {fieldText(i18n, errors.mobileMoneyService)}
                </p>
              )}
            </div>
          </div>
          <div className="field-row">
            <TextField
              label={t`Principal Balance (XAF)`}
              inputMode="numeric"
              value={values.principalBalance}
              errorMessage={fieldText(i18n, errors.principalBalance)}
              onChange={(value) => set("principalBalance", value)}
            />
            <TextField
              label={t`Referral Balance (XAF)`}
              inputMode="numeric"
              value={values.referralBalance}
              errorMessage={fieldText(i18n, errors.referralBalance)}
              onChange={(value) => set("referralBalance", value)}
            />
          </div>
          <TextAreaField
            label={reasonNeeded ? t`Reason (required)` : t`Reason`}
            description={t`A balance change is recorded in the ledger as an adjustment with this reason; the user sees it in their history.`}
            rows={2}
            maxLength={300}
            isRequired={reasonNeeded}
            value={values.reason}
            errorMessage={fieldText(i18n, errors.reason)}
            onChange={(value) => set("reason", value)}
          />
          <label className="checkbox">
            <input type="checkbox" checked={values.isActive} onChange={(e) => set("isActive", e.target.checked)} />
            <Trans>Active (can deposit, invest and withdraw)</Trans>
          </label>
        </form>
      )}
    </ConfirmDialog>
  );
}
