/**
 * The User messaging tab (docs/product-rules.md#notifications): send an announcement to
 * every investor (title up to 255 and message up to 1,000 characters, with counters), the
 * list with its active switch, edit, delete after confirmation, and how many have read each.
 */
import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { ANNOUNCEMENT_MESSAGE_MAX, ANNOUNCEMENT_TITLE_MAX, type AnnouncementView } from "@app/schema/contracts/notifications";
import { formatDateTime } from "@app/web/money";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Switch } from "../../components/ui/switch";
import { TextAreaField } from "../../components/ui/text-area-field";
import { TextField } from "../../components/ui/text-field";
import { useToast } from "../../components/ui/toast";
import { errorMessage } from "../../lib/error-message";
import { useAnnouncements, useCreateAnnouncement, useDeleteAnnouncement, useUpdateAnnouncement } from "./api";

interface Draft {
  title: string;
  message: string;
}

function AnnouncementFields({ draft, onChange }: { draft: Draft; onChange: (d: Draft) => void }) {
  const { t } = useLingui();
  const titleCount = `${draft.title.length}/${ANNOUNCEMENT_TITLE_MAX}`;
  const messageCount = `${draft.message.length}/${ANNOUNCEMENT_MESSAGE_MAX}`;
  return (
    <>
      <TextField
        label={t`Title`}
        value={draft.title}
        maxLength={ANNOUNCEMENT_TITLE_MAX}
        description={titleCount}
        onChange={(title) => onChange({ ...draft, title })}
      />
      <TextAreaField
        label={t`Message`}
        value={draft.message}
        maxLength={ANNOUNCEMENT_MESSAGE_MAX}
        description={messageCount}
        onChange={(message) => onChange({ ...draft, message })}
      />
    </>
  );
}

/** Who made it, when (Douala), and how many investors have read it. */
function AnnouncementMeta({ announcement }: { announcement: AnnouncementView }) {
  const { i18n } = useLingui();
  const admin = announcement.adminUsername;
  const createdAt = formatDateTime(announcement.createdAt, i18n.locale);
  const readCount = announcement.readCount;
  return (
    <p className="muted">
      <Trans>
        By {admin}, {createdAt}. Read by {readCount} users.
      </Trans>
    </p>
  );
}

export function AnnouncementsTab() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const list = useAnnouncements();
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const remove = useDeleteAnnouncement();
  const [draft, setDraft] = useState<Draft>({ title: "", message: "" });
  const [editing, setEditing] = useState<{ id: number; draft: Draft } | null>(null);
  const [deleting, setDeleting] = useState<AnnouncementView | null>(null);
  const canSend = draft.title.trim() !== "" && draft.message.trim() !== "";

  const send = () =>
    create.mutate(draft, {
      onSuccess: () => {
        setDraft({ title: "", message: "" });
        toast({ title: t`Announcement sent` });
      },
      onError: (error) =>
        toast({ title: t`Failed to send announcement`, description: errorMessage(error, i18n), variant: "destructive" }),
    });
  const setActive = (a: AnnouncementView, isActive: boolean) =>
    update.mutate(
      { id: a.id, patch: { isActive } },
      {
        onError: (error) =>
          toast({
            title: t`Failed to update announcement`,
            description: errorMessage(error, i18n),
            variant: "destructive",
          }),
      },
    );
  const saveEdit = () => {
    if (!editing) return;
    update.mutate(
      { id: editing.id, patch: editing.draft },
      {
        onSuccess: () => {
          setEditing(null);
          toast({ title: t`Announcement updated` });
        },
        onError: (error) =>
          toast({
            title: t`Failed to update announcement`,
            description: errorMessage(error, i18n),
            variant: "destructive",
          }),
      },
    );
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ title: t`Announcement deleted` });
      },
      onError: (error) =>
        toast({ title: t`Failed to delete announcement`, description: errorMessage(error, i18n), variant: "destructive" }),
    });
  };

  return (
    <section className="tab-section">
      <h2>
        <Trans>Send an announcement</Trans>
      </h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (canSend) send();
        }}
      >
        <AnnouncementFields draft={draft} onChange={setDraft} />
        <Button type="submit" tone="primary" isDisabled={!canSend || create.isPending}>
          {create.isPending ? <Trans>Sending...</Trans> : <Trans>Send to all users</Trans>}
        </Button>
      </form>
      <h2>
        <Trans>Announcements</Trans>
      </h2>
      {list.isPending && (
        <p role="status">
          <Trans>Loading...</Trans>
        </p>
      )}
      {list.isError && <p role="alert">{errorMessage(list.error, i18n)}</p>}
      {list.data?.length === 0 && (
        <p className="muted">
          <Trans>No announcements yet</Trans>
        </p>
      )}
      <ul className="announcement-list">
        {list.data?.map((a) => (
          <li key={a.id} className="announcement-item">
            {editing?.id === a.id ? (
              <>
                <AnnouncementFields draft={editing.draft} onChange={(d) => setEditing({ id: a.id, draft: d })} />
                <Button tone="primary" onPress={saveEdit} isDisabled={update.isPending}>
                  <Trans>Save</Trans>
                </Button>
                <Button onPress={() => setEditing(null)}>
                  <Trans>Cancel</Trans>
                </Button>
              </>
            ) : (
              <>
                <h3>{a.title}</h3>
                <p>{a.message}</p>
                <AnnouncementMeta announcement={a} />
                <Switch isSelected={a.isActive} onChange={(on) => setActive(a, on)}>
                  <Trans>Active</Trans>
                </Switch>
                <Button onPress={() => setEditing({ id: a.id, draft: { title: a.title, message: a.message } })}>
                  <Trans>Edit</Trans>
                </Button>
                <Button tone="danger" onPress={() => setDeleting(a)}>
                  <Trans>Delete</Trans>
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete announcement`}
        onClose={() => setDeleting(null)}
        label={<Trans>Delete</Trans>}
        pendingLabel={<Trans>Deleting...</Trans>}
        pending={remove.isPending}
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
