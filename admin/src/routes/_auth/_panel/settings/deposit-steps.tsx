/** /admin/settings/deposit-steps: the MTN and Orange deposit steps investors follow. */
import { createFileRoute } from "@tanstack/react-router";
import { DepositStepsTab } from "../../../../features/settings/components/deposit-steps-tab";

export const Route = createFileRoute("/_auth/_panel/settings/deposit-steps")({ component: DepositStepsTab });
