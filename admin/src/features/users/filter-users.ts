/** The search box's rule for users: name, phone (with or without +237) or referral code. */
import type { AdminUserView } from "@app/schema/contracts/admin";

export function filterUsers(users: AdminUserView[], query: string): AdminUserView[] {
  const q = query.trim().toLowerCase();
  if (!q) return users;
  let digits = q.replace(/[\s().-]/g, "");
  if (digits.startsWith("+237")) digits = digits.slice(4);
  else if (/^237\d{9}$/.test(digits)) digits = digits.slice(3);
  const phoneQuery = /^\d+$/.test(digits) ? digits : null;
  return users.filter(
    (user) =>
      user.fullName.toLowerCase().includes(q) ||
      user.referralCode.toLowerCase().includes(q) ||
      (phoneQuery !== null && user.phone.includes(phoneQuery)),
  );
}
