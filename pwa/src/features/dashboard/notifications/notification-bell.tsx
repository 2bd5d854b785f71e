/**
 * The dashboard's bell with the unread badge (docs/product-rules.md#notifications). The
 * count is polled every 30 s while the page is visible; the Notifications dialog is its own
 * chunk, fetched when the bell is first pointed at or pressed, so a first visit pays nothing.
 */
import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { useLazyDialog } from "../../../components/ui/use-lazy-dialog";
import { useNotificationCount } from "./api";
import { badgeText } from "./badge";

const loadDialog = () => import("./notifications-dialog").then((m) => m.NotificationsDialog);
const preload = () => void loadDialog().catch(() => undefined);

export function NotificationBell() {
  const { t } = useLingui();
  const { data } = useNotificationCount();
  const dialog = useLazyDialog(loadDialog);
  const [open, setOpen] = useState(false);
  const count = data?.unreadCount ?? 0;
  const badge = badgeText(count);
  const label = count > 0 ? t`Notifications, ${count} unread` : t`Notifications`;

  return (
    <>
      <button
        type="button"
        className="button button--outline button--small notification-bell"
        aria-label={label}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={async () => {
          if (await dialog.ensure()) setOpen(true);
        }}
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {badge && (
          <span className="notification-bell__badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </button>
      {open && dialog.Component && <dialog.Component onClose={() => setOpen(false)} />}
    </>
  );
}
