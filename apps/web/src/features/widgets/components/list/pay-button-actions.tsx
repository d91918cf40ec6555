import Block from "@mui/icons-material/Block";
import Code from "@mui/icons-material/Code";
import Replay from "@mui/icons-material/Replay";
import { Button, Stack } from "@mui/material";
import type { PayButton } from "@portal/contracts";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ErrorSnackbar } from "@/components/error-snackbar";
import { NoticeSnackbar } from "@/components/notice-snackbar";
import { errorMessage } from "@/lib/api-error";
import { useUpdatePayButtonMutation } from "../../api";
import { useWidgetsTranslation } from "../../use-widgets-translation";
import { ShareDialog } from "../share/share-dialog";

/**
 * A listed button's snippet, link and QR code again, and turning it off or on. Disabling
 * asks first: the button stays on the merchant's pages, it just stops taking payments.
 * Enabling again takes nothing away, so it asks nothing.
 */
export function PayButtonActions({ button }: { button: PayButton }) {
  const { t } = useWidgetsTranslation();
  const [open, setOpen] = useState<"share" | "disable" | null>(null);
  const [updatePayButton, { isLoading }] = useUpdatePayButtonMutation();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const enable = async () => {
    const result = await updatePayButton({ id: button.id, status: "active" });
    if (result.data) setNotice(t("widgets.actions.enabled", { name: button.name }));
    else setFailure(errorMessage(result.error));
  };

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          color="secondary"
          startIcon={<Code />}
          onClick={() => setOpen("share")}
          sx={{ whiteSpace: "nowrap" }}
        >
          {t("widgets.actions.share")}
        </Button>
        {/* One button for both, so focus stays on it when the status flips. */}
        <Button
          size="small"
          color={button.status === "active" ? "error" : "secondary"}
          startIcon={button.status === "active" ? <Block /> : <Replay />}
          disabled={isLoading}
          onClick={() => (button.status === "active" ? setOpen("disable") : void enable())}
          sx={{ whiteSpace: "nowrap", color: button.status === "active" ? "error.dark" : undefined }}
        >
          {button.status === "active" ? t("widgets.actions.disable") : t("widgets.actions.enable")}
        </Button>
      </Stack>
      <ShareDialog button={button} open={open === "share"} onClose={() => setOpen(null)} />
      <ConfirmDialog
        open={open === "disable"}
        onClose={() => setOpen(null)}
        title={t("widgets.disable.title", { name: button.name })}
        text={t("widgets.disable.text")}
        confirmLabel={t("widgets.disable.confirm")}
        onConfirm={() => updatePayButton({ id: button.id, status: "disabled" }).unwrap()}
        onDone={() => setNotice(t("widgets.actions.disabled", { name: button.name }))}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
      {failure && <ErrorSnackbar message={failure} onClose={() => setFailure(null)} />}
    </>
  );
}
