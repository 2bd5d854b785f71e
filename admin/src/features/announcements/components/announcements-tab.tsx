/**
 * The User messaging tab (docs/product-rules.md#notifications, NOT-6): the announcements in a
 * table like the other tabs, one page at a time with the total (the admin lists' paging), a
 * dialog to send a new one to every investor or edit one, and deletion after confirmation.
 */
import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AnnouncementInput, AnnouncementView } from "@app/schema/contracts/notifications";
import { PageNav } from "../../../components/page-nav";
import { Button } from "../../../components/ui/button";
import { useMayUse } from "../../../lib/permissions";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { compareText, DataTable, type TableColumn } from "../../../components/ui/table";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { useCreateAnnouncement } from "../api/create-announcement";
import { useDeleteAnnouncement } from "../api/delete-announcement";
import { useAnnouncements } from "../api/get-announcements";
import { useUpdateAnnouncement } from "../api/update-announcement";
import { AnnouncementDialog } from "./announcement-dialog";
import { AnnouncementRow } from "./announcement-row";

type Editing = { mode: "create"; initial: AnnouncementInput } | { mode: "edit"; id: number; initial: AnnouncementInput };

interface AnnouncementsTabProps {
  /** The page's cursor (undefined on the newest page). */
  cursor: string | undefined;
  onCursor: (cursor: string | undefined) => void;
}

export function AnnouncementsTab({ cursor, onCursor }: AnnouncementsTabProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const {
    data: { items: announcements, total, nextCursor },
  } = useAnnouncements({ cursor });
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

  // Writing, switching and deleting are for the roles that may (lib/permissions.ts).
  const mayManage = useMayUse("announcements");
  return (
    <section className="tab-section">
      <div className="section-heading">
        <h2>
          <Trans>Announcements</Trans>
        </h2>
        {mayManage && (
          <Button tone="primary" onPress={() => setEditing({ mode: "create", initial: { title: "", message: "" } })}>
            <Trans>New announcement</Trans>
          </Button>
        )}
      </div>
      {announcements.length === 0 && (
        <p className="empty">
          <Trans>No announcements yet</Trans>
        </p>
      )}
      {announcements.length > 0 && (
        <DataTable label={t`Announcements`} className="responsive-table" columns={columns} rows={announcements}>
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
      <PageNav shown={announcements.length} total={total} cursor={cursor} nextCursor={nextCursor} onCursor={onCursor} />
      <AnnouncementDialog
        initial={editing?.initial ?? null}
        mode={editing?.mode ?? "create"}
        pending={saving.isPending}
        error={saving.isError ? errorMessage(saving.error, i18n) : null}
        failure={saving.error}
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
