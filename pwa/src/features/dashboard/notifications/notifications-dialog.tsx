/**
 * The Notifications dialog (docs/product-rules.md#notifications): Unread and Read lists,
 * a press marks one read, Mark All Read, failure toasts with the server's reason when it
 * gave one, dates in Douala in the reader's language. Loaded lazily by the bell.
 */
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { NotificationView } from "@app/schema/contracts/notifications";
import { describeError } from "@app/web/error-messages";
import { ApiError } from "@app/web/api-client";
import { formatDateTime } from "@app/web/money";
import { toast } from "@app/web/toast-store";
import { Modal } from "../../../components/ui/modal";
import { useMarkAllRead, useMarkRead, useNotifications } from "./api";
import { PushPermissionDenied, usePushState, useTurnOffPush, useTurnOnPush } from "./push";
import { notificationWording } from "./wording";

export function NotificationsDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { data, isPending, isError } = useNotifications();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const unread = data?.filter((n) => !n.isRead) ?? [];
  const read = data?.filter((n) => n.isRead) ?? [];

  const fail = (title: string, err: unknown) =>
    toast({
      title,
      description: err instanceof ApiError ? describeError(err) : undefined,
      variant: "destructive",
    });
  const onRead = (n: NotificationView) => {
    if (n.isRead) return;
    markRead.mutate(n.id, { onError: (err) => fail(t`Failed to mark notification as read`, err) });
  };
  const onReadAll = () => markAll.mutate(undefined, { onError: (err) => fail(t`Failed to mark all notifications as read`, err) });

  const item = (n: NotificationView) => {
    const { title, message } = notificationWording(i18n, n);
    return (
      <li key={n.id}>
        <button
          type="button"
          className={`notification${n.isRead ? "" : " notification--unread"}`}
          onClick={() => onRead(n)}
          disabled={n.isRead}
        >
          <strong>{title}</strong>
          <span>{message}</span>
          <span className="small muted">{formatDateTime(n.announcementCreatedAt, i18n.locale)}</span>
        </button>
      </li>
    );
  };

  return (
    <Modal title={<Trans>Notifications</Trans>} onClose={onClose}>
      {isPending && (
        <p role="status">
          <Trans>Loading...</Trans>
        </p>
      )}
      {isError && (
        <p role="alert">
          <Trans>Could not load your notifications. Please try again.</Trans>
        </p>
      )}
      {data && (
        <>
          <div className="notifications__head">
            <h3>
              <Trans>Unread</Trans>
            </h3>
            {unread.length > 0 && (
              <button
                type="button"
                className="button button--outline button--small"
                onClick={onReadAll}
                disabled={markAll.isPending}
              >
                <Trans>Mark All Read</Trans>
              </button>
            )}
          </div>
          {unread.length === 0 ? (
            <p className="muted">
              <Trans>No unread notifications</Trans>
            </p>
          ) : (
            <ul className="notifications__list">{unread.map(item)}</ul>
          )}
          <h3>
            <Trans>Read</Trans>
          </h3>
          {read.length === 0 ? (
            <p className="muted">
              <Trans>No read notifications</Trans>
            </p>
          ) : (
            <ul className="notifications__list">{read.map(item)}</ul>
          )}
          <PushToggle />
        </>
      )}
    </Modal>
  );
}

/**
 * Web Push opt-in (docs/product-rules.md#notifications, NOT-10): shown only when the browser
 * supports it and the server has VAPID keys; permission is asked only on the tap.
 */
function PushToggle() {
  const { t, i18n } = useLingui();
  const { data: state } = usePushState();
  const turnOn = useTurnOnPush();
  const turnOff = useTurnOffPush();
  if (!state?.available || !state.publicKey) return null;
  const publicKey = state.publicKey;
  const busy = turnOn.isPending || turnOff.isPending;

  const onTurnOn = () =>
    turnOn.mutate(
      { publicKey, locale: i18n.locale },
      {
        onError: (err) =>
          toast({
            title: msg`Could not turn on notifications`,
            description:
              err instanceof PushPermissionDenied
                ? msg`Notifications are blocked for this site. Allow them in your browser's settings.`
                : err instanceof ApiError
                  ? describeError(err)
                  : undefined,
            variant: "destructive",
          }),
      },
    );
  const onTurnOff = () =>
    turnOff.mutate(undefined, {
      onError: () => toast({ title: msg`Could not turn off notifications`, variant: "destructive" }),
    });

  return (
    <div className="notifications__push">
      {state.subscribed ? (
        <>
          <p className="small muted">
            <Trans>Notifications are on for this device.</Trans>
          </p>
          <button type="button" className="button button--outline button--small" onClick={onTurnOff} disabled={busy}>
            <Trans>Turn off notifications</Trans>
          </button>
        </>
      ) : state.permission === "denied" ? (
        <p className="small muted">
          <Trans>Notifications are blocked for this site. Allow them in your browser's settings.</Trans>
        </p>
      ) : (
        <>
          <p className="small muted">
            <Trans>Get a notification on this device when money moves or LionArt makes an announcement.</Trans>
          </p>
          <button type="button" className="button button--small" onClick={onTurnOn} disabled={busy}>
            <Trans>Turn on notifications</Trans>
          </button>
        </>
      )}
    </div>
  );
}
