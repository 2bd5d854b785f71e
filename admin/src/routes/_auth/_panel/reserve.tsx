/** /admin/reserve: the reserve's figures and the form that funds it. */
import { createFileRoute } from "@tanstack/react-router";
import { ReserveTab } from "../../../features/reserve/components/reserve-tab";

export const Route = createFileRoute("/_auth/_panel/reserve")({ component: ReserveTab });
