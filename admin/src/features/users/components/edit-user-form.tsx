/**
 * The Edit User dialog's fields, a new form each time the dialog opens, checked on
 * submit with `checkUserForm` (the shared `userUpdateInput`). The server's field issues
 * land at their fields; after a 409 `balance_changed` the live balances replace the
 * shown ones and the admin enters the change again (docs/product-rules.md#corrections).
 */
import { useEffect, useId } from "react";
import { useForm, useStore } from "@tanstack/react-form";
import { useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminUserView, UserUpdateInput } from "@app/schema/contracts/admin";
import { MOBILE_MONEY_SERVICES } from "@app/schema/contracts/auth";
import { decimalStringToXaf } from "@app/schema/money";
import { phoneDigits } from "@app/schema/phone";
import { ApiError } from "@app/web/api-client";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { TextField } from "../../../components/ui/text-field";
import { fieldError, showFieldErrors } from "../../../lib/form";
import { fieldBindings, submitHandler } from "../../../lib/form-bindings";
import { fetchFreshUser } from "../api/update-user";
import { balanceChanged, checkUserForm, serverFieldErrors, userFormValues, userUpdate } from "../user-form";

interface EditUserFormProps {
  /** The form element's id, which the dialog's action submits. */
  id: string;
  user: AdminUserView;
  /** The failed save's error: field issues show at their fields, a moved balance reloads. */
  failure: unknown;
  onSave: (input: UserUpdateInput) => void;
}

export function EditUserForm({ id, user, failure, onSave }: EditUserFormProps) {
  const { t, i18n } = useLingui();
  const serviceId = useId();
  const queryClient = useQueryClient();
  const form = useForm({
    defaultValues: userFormValues(user),
    validators: { onSubmit: ({ value }) => checkUserForm(value) },
    onSubmit: ({ value }) => onSave(userUpdate(value)),
  });
  const reasonNeeded = useStore(form.store, (state) => balanceChanged(state.values));

  useEffect(() => {
    if (!(failure instanceof ApiError)) return;
    showFieldErrors(form, serverFieldErrors(failure.code, failure.issues, form.state.values));
    if (failure.code !== "balance_changed") return;
    // The live balances become the shown (and expected) ones; the admin enters the change again.
    void fetchFreshUser(queryClient, user.id)
      .catch(() => undefined)
      .then((fresh) => {
        if (!fresh) return;
        const principal = String(decimalStringToXaf(fresh.principalBalance));
        const referral = String(decimalStringToXaf(fresh.referralBalance));
        form.setFieldValue("principalBalance", principal);
        form.setFieldValue("expectedPrincipalBalance", principal);
        form.setFieldValue("referralBalance", referral);
        form.setFieldValue("expectedReferralBalance", referral);
      });
  }, [failure, form, queryClient, user.id]);

  return (
    <form id={id} className="form-grid" noValidate onSubmit={submitHandler(form)}>
      <form.Field name="fullName">
        {(field) => <TextField {...fieldBindings(i18n, field)} label={t`Full Name`} maxLength={100} autoComplete="off" />}
      </form.Field>
      <div className="field-row">
        <form.Field name="phone">
          {(field) => (
            <TextField
              label={t`Phone`}
              // What a staff change of the payout details does (docs/product-rules.md#approvals, APR-3).
              description={t`A change of phone or service waits for a second admin's approval; it then signs the user out and tells them, and every withdrawal to the new number needs a second admin.`}
              inputMode="numeric"
              autoComplete="off"
              value={field.state.value}
              errorMessage={fieldError(i18n, field)}
              onChange={(value) => field.handleChange(phoneDigits(value))}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
        <form.Field name="mobileMoneyService">
          {(field) => {
            const error = fieldError(i18n, field);
            return (
              <div className="field">
                <label htmlFor={serviceId} className="field-label">
                  <Trans>Mobile money service</Trans>
                </label>
                <select
                  id={serviceId}
                  className="input"
                  value={field.state.value}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${serviceId}-error` : undefined}
                  onChange={(e) => field.handleChange(e.target.value)}
                  onBlur={field.handleBlur}
                >
                  {MOBILE_MONEY_SERVICES.map((service) => (
                    <option key={service} value={service}>
                      {service}
                    </option>
                  ))}
                </select>
                {error && (
                  <p id={`${serviceId}-error`} className="field-error">
                    {error}
                  </p>
                )}
              </div>
            );
          }}
        </form.Field>
      </div>
      <div className="field-row">
        <form.Field name="principalBalance">
          {(field) => <TextField {...fieldBindings(i18n, field)} label={t`Principal Balance (XAF)`} inputMode="numeric" />}
        </form.Field>
        <form.Field name="referralBalance">
          {(field) => <TextField {...fieldBindings(i18n, field)} label={t`Referral Balance (XAF)`} inputMode="numeric" />}
        </form.Field>
      </div>
      <form.Field name="reason">
        {(field) => (
          <TextAreaField
            {...fieldBindings(i18n, field)}
            label={reasonNeeded ? t`Reason (required)` : t`Reason`}
            description={t`A balance change is recorded in the ledger as an adjustment with this reason; the user sees it in their history.`}
            rows={2}
            maxLength={300}
            isRequired={reasonNeeded}
          />
        )}
      </form.Field>
      <form.Field name="isActive">
        {(field) => (
          <label className="checkbox">
            <input type="checkbox" checked={field.state.value} onChange={(e) => field.handleChange(e.target.checked)} />
            <Trans>Active (can deposit, invest and withdraw)</Trans>
          </label>
        )}
      </form.Field>
    </form>
  );
}
