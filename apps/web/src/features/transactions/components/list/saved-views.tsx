import BookmarkAddOutlined from "@mui/icons-material/BookmarkAddOutlined";
import MoreVert from "@mui/icons-material/MoreVert";
import { Button, Chip, IconButton, Menu, MenuItem, Stack, Typography } from "@mui/material";
import { SAVED_VIEWS_PER_LIST, type SavedView } from "@portal/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";
import type { TransactionFilterName } from "../../list-query";
import {
  useCreateSavedViewMutation,
  useDeleteSavedViewMutation,
  useRenameSavedViewMutation,
  useSavedViewsQuery,
} from "../../saved-views-api";
import { ViewNameDialog } from "./view-name-dialog";

type Filters = Partial<Record<TransactionFilterName, string>>;

/** Only what is set, trimmed: "" and a missing filter are the same. */
const setFilters = (filters: Filters) =>
  Object.entries(filters)
    .map(([name, value]) => [name, value?.trim() ?? ""] as const)
    .filter(([, value]) => value !== "")
    .sort(([a], [b]) => a.localeCompare(b));

export const sameFilters = (a: Filters, b: Filters) => JSON.stringify(setFilters(a)) === JSON.stringify(setFilters(b));

/** What is open; `key` tells one opening from the next, so each starts a fresh form. */
type Open = ({ kind: "save" } | { kind: "rename"; view: SavedView } | { kind: "delete"; view: SavedView }) & {
  key: number;
};
type Opening = Open extends infer O ? (O extends Open ? Omit<O, "key"> : never) : never;

interface SavedViewsProps {
  /** The filters applied now: the view holding exactly these shows as chosen, and Save view keeps them. */
  filters: Filters;
  onApply: (filters: Filters) => void;
  notify: (text: string) => void;
}

/**
 * The user's saved views of the transactions list as chips: a chip applies its filters;
 * its menu renames or deletes it; Save view names the filters applied now.
 */
export function SavedViews({ filters, onApply, notify }: SavedViewsProps) {
  const { t } = useTranslation();
  const views = useSavedViewsQuery("transactions");
  const [createView] = useCreateSavedViewMutation();
  const [renameView] = useRenameSavedViewMutation();
  const [deleteView] = useDeleteSavedViewMutation();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; view: SavedView } | null>(null);
  // Kept after closing, so the dialog keeps its words while it fades out.
  const [open, setOpen] = useState<Open | null>(null);
  const [shown, setShown] = useState<Open | null>(null);
  const show = (next: Opening) => {
    const opened = { ...next, key: (shown?.key ?? 0) + 1 } as Open;
    setMenu(null);
    setOpen(opened);
    setShown(opened);
  };
  const close = () => setOpen(null);
  const list = views.data ?? [];
  const full = list.length >= SAVED_VIEWS_PER_LIST;

  return (
    <Stack
      component="section"
      aria-label={t("transactions.views.label")}
      direction="row"
      sx={{ flexWrap: "wrap", alignItems: "center", gap: 1, mb: 2 }}
    >
      {list.map((view) => {
        const chosen = sameFilters(view.filters, filters);
        return (
          <Stack key={view.id} direction="row" sx={{ alignItems: "center" }}>
            <Chip
              label={view.name}
              color={chosen ? "primary" : "default"}
              variant={chosen ? "filled" : "outlined"}
              aria-pressed={chosen}
              onClick={() => onApply(view.filters)}
            />
            <IconButton
              size="small"
              aria-label={t("transactions.views.options", { name: view.name })}
              aria-haspopup="menu"
              onClick={(event) => setMenu({ anchor: event.currentTarget, view })}
            >
              <MoreVert fontSize="small" />
            </IconButton>
          </Stack>
        );
      })}
      <Button
        size="small"
        startIcon={<BookmarkAddOutlined />}
        disabled={full || views.isLoading}
        onClick={() => show({ kind: "save" })}
      >
        {t("transactions.views.save")}
      </Button>
      {full && (
        <Typography variant="caption" color="text.secondary">
          {t("transactions.views.limit", { max: SAVED_VIEWS_PER_LIST })}
        </Typography>
      )}
      {views.isError && (
        <Typography variant="body2" color="error.dark">
          {t("transactions.views.loadFailed")}{" "}
          <Button size="small" onClick={() => void views.refetch()}>
            {t("common.tryAgain")}
          </Button>
        </Typography>
      )}

      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => menu && show({ kind: "rename", view: menu.view })}>
          {t("transactions.views.rename")}
        </MenuItem>
        <MenuItem onClick={() => menu && show({ kind: "delete", view: menu.view })}>
          {t("transactions.views.delete")}
        </MenuItem>
      </Menu>

      {shown?.kind === "save" && (
        <ViewNameDialog
          key={shown.key}
          open={open?.kind === "save"}
          title={t("transactions.views.saveTitle")}
          submitLabel={t("transactions.views.saveConfirm")}
          onClose={close}
          onSubmit={async (name) => {
            await createView({ list: "transactions", name, filters }).unwrap();
            notify(t("transactions.views.saved", { name }));
          }}
        />
      )}
      {shown?.kind === "rename" && (
        <ViewNameDialog
          key={shown.key}
          open={open?.kind === "rename"}
          title={t("transactions.views.renameTitle")}
          submitLabel={t("transactions.views.rename")}
          initialName={shown.view.name}
          onClose={close}
          onSubmit={async (name) => {
            await renameView({ id: shown.view.id, name }).unwrap();
            notify(t("transactions.views.renamed", { name }));
          }}
        />
      )}
      <ConfirmDialog
        open={open?.kind === "delete"}
        onClose={close}
        title={t("transactions.views.deleteTitle", { name: shown?.kind === "delete" ? shown.view.name : "" })}
        text={t("transactions.views.deleteText")}
        confirmLabel={t("transactions.views.delete")}
        onConfirm={() => (shown?.kind === "delete" ? deleteView(shown.view.id).unwrap() : Promise.resolve())}
        onDone={() => notify(t("transactions.views.deleted"))}
      />
    </Stack>
  );
}
