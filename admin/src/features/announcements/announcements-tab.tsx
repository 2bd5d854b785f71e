/**
 * The User messaging tab (docs/product-rules.md#notifications): the announcements in a
 * table like the other tabs (title and message, who sent it and when, how many investors
 * read it, the active switch), a dialog to send a new one to every investor or edit one,
 * and deletion after confirmation.
 */
import { useState } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { AnnouncementInput, AnnouncementView } from "@app/schema/contracts/notifications";
import { formatDateTime } from "@app/web/money";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Menu } from "../../components/ui/menu";
import { Switch } from "../../components/ui/switch";
import { Cell, compareText, DataTable, Row, type TableColumn } from "../../components/ui/table";
import { useToast } from "../../components/ui/toast";
import { errorMessage } from "../../lib/error-message";
import { AnnouncementDialog } from "./announcement-dialog";
import { useAnnouncements, useCreateAnnouncement, useDeleteAnnouncement, useUpdateAnnouncement } from "./api";

type Editing = { mode: "create"; initial: AnnouncementInput } | { mode: "edit"; id: number; initial: AnnouncementInput };

function AnnouncementRow({
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
  const title = a.title;
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
        <Switch isSelected={a.isActive} onChange={setActive} isDisabled={update.isPending} aria-label={`${t`Active`} (${title})`}>
          <Trans>Active</Trans>
        </Switch>
      </Cell>
      <Cell data-label={t`Actions`}>
        <Menu
          label={<Trans>Change</Trans>}
          ariaLabel={t`Change ${title}`}
          actions={[
            { key: "edit", label: t`Edit` },
            { key: "delete", label: t`Delete`, danger: true },
          ]}
          onAction={(key) => (key === "edit" ? onEdit() : onDelete())}
        />
      </Cell>
    </Row>
  );
}

export function AnnouncementsTab() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const list = useAnnouncements();
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const remove = useDeleteAnnouncement();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<AnnouncementView | null>(null);
  const saving = editing?.mode === "edit" ? update : create;

  const closeEditor = () => {
    create.reset();
    update.reset();
    setEditing(null);
  };
  const save = (input: AnnouncementInput) => {
    if (!editing) return;
    const onSuccess = () => {
      toast({ title: editing.mode === "create" ? t`Announcement sent` : t`Announcement updated` });
      closeEditor();
    };
    if (editing.mode === "create") create.mutate(input, { onSuccess });
    else update.mutate({ id: editing.id, patch: input }, { onSuccess });
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ title: t`Announcement deleted` });
      },
    });
  };
  const columns: TableColumn<AnnouncementView>[] = [
    { key: "title", label: t`Announcement`, isRowHeader: true, sort: (a, b) => compareText(a.title, b.title) },
    { key: "sent", label: t`Sent`, sort: (a, b) => compareText(a.createdAt, b.createdAt) },
    { key: "read", label: t`Read by`, numeric: true, sort: (a, b) => a.readCount - b.readCount },
    { key: "status", label: t`Status` },
    { key: "actions", label: t`Actions` },
  ];

  return (
    <section className="tab-section">
      <div className="section-heading">
        <h2>
          <Trans>Announcements</Trans>
        </h2>
        <Button tone="primary" onPress={() => setEditing({ mode: "create", initial: { title: "", message: "" } })}>
          <Trans>New announcement</Trans>
        </Button>
      </div>
      {list.isPending && (
        <p role="status">
          <Trans>Loading...</Trans>
        </p>
      )}
      {list.isError && <p role="alert">{errorMessage(list.error, i18n)}</p>}
      {list.data?.length === 0 && (
        <p className="empty">
          <Trans>No announcements yet</Trans>
        </p>
      )}
      {list.data && list.data.length > 0 && (
        <DataTable label={t`Announcements`} className="responsive-table" columns={columns} rows={list.data}>
          {(a) => (
            <AnnouncementRow
              key={a.id}
              announcement={a}
              onEdit={() => setEditing({ mode: "edit", id: a.id, initial: { title: a.title, message: a.message } })}
              onDelete={() => setDeleting(a)}
            />
          )}
        </DataTable>
      )}
      <AnnouncementDialog
        initial={editing?.initial ?? null}
        mode={editing?.mode ?? "create"}
        pending={saving.isPending}
        error={saving.isError ? errorMessage(saving.error, i18n) : null}
        onClose={closeEditor}
        onSave={save}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete announcement`}
        onClose={() => !remove.isPending && setDeleting(null)}
        label={<Trans>Delete</Trans>}
        pendingLabel={<Trans>Deleting...</Trans>}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, i18n) : null}
        tone="danger"
        onConfirm={confirmDelete}
      >
        <p>
          <Trans>This removes the announcement from every user's notifications. This cannot be undone.</Trans>
        </p>
      </ConfirmDialog>
    </section>
  );
}
