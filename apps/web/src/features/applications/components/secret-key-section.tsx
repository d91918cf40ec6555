import ContentCopy from "@mui/icons-material/ContentCopy";
import Key from "@mui/icons-material/Key";
import { Alert, Button, DialogActions, DialogContent, Stack, Typography } from "@mui/material";
import type { ApplicationDetail } from "@portal/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRotateKeyMutation, useSendKeyCodeMutation } from "../api";
import { CodeConfirmDialog } from "./code-confirm-dialog";
import { SectionCard } from "@/components/section-card";
import { useIsMainUser } from "@/lib/permissions";
import { useCopy } from "@/lib/use-copy";
import { TextField } from "@/components/form/text-field";

/** The new key, shown this once; it lives only in this dialog's state. */
function NewKey({ secretKey, onClose }: { secretKey: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { outcome, message, copy } = useCopy(secretKey);
  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="success">{t("applications.secretKey.created")}</Alert>
          {/* Multiline, so the whole key shows on a phone too. */}
          <TextField
            label={t("applications.secretKey.newKey")}
            value={secretKey}
            multiline
            autoFocus
            onFocus={(event) => event.currentTarget.select()}
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: "monospace", wordBreak: "break-all" } } }}
          />
          <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 1 }}>
            <Button variant="outlined" color="secondary" startIcon={<ContentCopy />} onClick={() => void copy()}>
              {t("applications.secretKey.copy")}
            </Button>
            <Typography role="status" variant="body2" color={outcome === "copied" ? "success.dark" : "error.dark"}>
              {message}
            </Typography>
          </Stack>
          <Alert severity="warning">{t("applications.secretKey.onceWarning")}</Alert>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t("applications.secretKey.done")}
        </Button>
      </DialogActions>
    </>
  );
}

/** Section 4: a new secret key by code; the old one stops working (SPEC §4). The key is the main user's alone (SPEC §6). */
export function SecretKeySection({ app }: { app: ApplicationDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [sendKeyCode] = useSendKeyCodeMutation();
  const [rotateKey] = useRotateKeyMutation();
  const disabled = app.status === "disabled";
  const mainUser = useIsMainUser();

  const confirmCode = async (code: string) => {
    const request = rotateKey({ appId: app.id, code });
    try {
      return (await request.unwrap()).secretKey;
    } finally {
      // The key must not stay in the store: only the dialog keeps it, while it is open.
      request.reset();
    }
  };

  return (
    <SectionCard title={t("applications.secretKey.title")} description={t("applications.secretKey.description")}>
      <Typography variant="body2">
        {disabled ? t("applications.secretKey.disabled") : app.hasSecretKey ? t("applications.secretKey.hasKey") : t("applications.secretKey.noKey")}
      </Typography>
      {!disabled && !mainUser && (
        <Typography variant="body2" color="text.secondary">
          {t("applications.secretKey.mainUserOnly")}
        </Typography>
      )}
      {!disabled && mainUser && (
        <Button variant="outlined" color="secondary" startIcon={<Key />} onClick={() => setOpen(true)} sx={{ alignSelf: "flex-start" }}>
          {t("applications.secretKey.generate")}
        </Button>
      )}
      <CodeConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t("applications.secretKey.dialogTitle")}
        explanation={
          <>
            <Typography>{t("applications.secretKey.confirmText")}</Typography>
            <Alert severity="warning">{t("applications.secretKey.oldKeyWarning")}</Alert>
          </>
        }
        continueLabel={t("applications.dialog.sendCode")}
        sendCode={() => sendKeyCode(app.id).unwrap()}
        confirmCode={confirmCode}
        renderResult={(secretKey, close) => <NewKey secretKey={secretKey} onClose={close} />}
      />
    </SectionCard>
  );
}
