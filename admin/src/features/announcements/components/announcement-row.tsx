/**
 * One announcement in the User messaging table (docs/product-rules.md#notifications): title
 * and message, who sent it and when, how many investors read it, the active switch (saved
 * as it is switched, its words 'Active' or 'Switched off' as it is) and the Edit/Delete menu.
 */
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { AnnouncementView } from "@app/schema/contracts/notifications";
import { formatDateTime } from "@app/web/money";
import { Menu } from "../../../components/ui/menu";
import { Switch } from "../../../components/ui/switch";
import { Cell, Row } from "../../../components/ui/table";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { useMayUse } from "../../../lib/permissions";
import { useUpdateAnnouncement } from "../api/update-announcement";

export function AnnouncementRow({
  announcement: a,
  onEdit,
  onDelete,
}: {
  announcement: AnnouncementView;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const update = useUpdateAnnouncement();
  // A role that may not manage announcements sees the state, not the switch's use or the menu (lib/permissions.ts).
  const mayManage = useMayUse("announcements");
  const title = a.title;
  // The switch's words say the announcement's true state (issue 34 item 14).
  const state = a.isActive
    ? t({ message: "Active", context: "announcement" })
    : t({ message: "Switched off", context: "announcement" });
  const setActive = (isActive: boolean) =>
    update.mutate(
      { id: a.id, patch: { isActive } },
      {
        onError: (error) =>
          toast({ title: t`Failed to update announcement`, description: errorMessage(error, i18n), variant: "destructive" }),
      },
    );
  return (
    <Row id={a.id}>
      <Cell data-label={t`Announcement`}>
        <strong>{a.title}</strong>
        <span className="cell-sub announcement-message">{a.message}</span>
      </Cell>
      <Cell data-label={t`Sent`}>
        {formatDateTime(a.createdAt, i18n.locale)}
        <span className="cell-sub">
          <Trans>
            by <span translate="no">{a.adminUsername}</span>
          </Trans>
        </span>
      </Cell>
      <Cell data-label={t`Read by`} className="num">
        <Plural value={a.readCount} one="# user" other="# users" />
      </Cell>
      <Cell data-label={t`Status`}>
        {/* The accessible name starts with the visible word (WCAG 2.5.3, label in name). */}
        <Switch
          isSelected={a.isActive}
          onChange={setActive}
          isDisabled={!mayManage || update.isPending}
          aria-label={`${state} (${title})`}
        >
          {state}
        </Switch>
      </Cell>
      <Cell data-label={t`Actions`}>
        {mayManage && (
          <Menu
            label={<Trans>Change</Trans>}
            ariaLabel={t`Change ${title}`}
            actions={[
              { key: "edit", label: t`Edit` },
              { key: "delete", label: t`Delete`, danger: true },
            ]}
            onAction={(key) => (key === "edit" ? onEdit() : onDelete())}
          />
        )}
      </Cell>
    </Row>
  );
}
