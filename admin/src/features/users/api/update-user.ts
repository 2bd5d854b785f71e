/**
 * PUT /api/admin/users/{id} with `userUpdateInput`. The details are saved at once; a
 * balance that differs from the one the admin saw becomes a proposal (202, with
 * `approvalId`) that a second admin approves (docs/product-rules.md#approvals), unless the
 * live balance moved meanwhile (409 `balance_changed`); the lists reload.
 */
import { useMutation, type QueryClient } from "@tanstack/react-query";
import type { AdminUserView, UserUpdateInput } from "@app/schema/contracts/admin";
import type { ProposalAccepted } from "@app/schema/contracts/approvals";
import { xafToDecimalString } from "@app/schema/money";
import { client, json } from "@app/web/api";

export interface UpdateUserInput {
  userId: number;
  user: UserUpdateInput;
}

export function updateUser({
  userId,
  user,
}: UpdateUserInput): Promise<AdminUserView | (ProposalAccepted & { user: AdminUserView })> {
  return json(client.admin.users[":id"].$put({ param: { id: String(userId) }, json: user }));
}

export function useUpdateUser() {
  // Every success refreshes the admin's lists (lib/query-client.ts).
  return useMutation({ mutationFn: updateUser });
}

/** The user's figures as the server has them now (after a 409 `balance_changed`). */
export async function fetchFreshUser(queryClient: QueryClient, userId: number): Promise<AdminUserView | undefined> {
  const { profile: p, balances } = await queryClient.fetchQuery({
    queryKey: ["admin", "user-fresh", userId],
    queryFn: () => json(client.admin.users[":id"].overview.$get({ param: { id: String(userId) }, query: {} })),
    staleTime: 0,
  });
  if (p.fullName === null || p.phone === null) return undefined;
  return {
    id: p.id,
    fullName: p.fullName,
    phone: p.phone,
    mobileMoneyService: p.mobileMoneyService,
    principalBalance: xafToDecimalString(balances.principalXaf),
    referralBalance: xafToDecimalString(balances.referralXaf),
    referralCode: p.referralCode ?? "",
    referredByUserId: p.referredBy?.id ?? null,
    isActive: p.isActive,
    mustChangePassword: p.mustChangePassword,
    createdAt: p.createdAt,
  };
}
