import Download from "@mui/icons-material/Download";
import ContentCopy from "@mui/icons-material/ContentCopy";
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from "@mui/material";
import { useId, useState } from "react";
import { useSettingsTranslation } from "../../use-settings-translation";
import { saveBlob } from "@/lib/save-file";
import { useCopy } from "@/lib/use-copy";

interface RecoveryCodesDialogProps {
  /** The codes to show; null closes the dialog. */
  codes: string[] | null;
  onClose: () => void;
}

/**
 * The recovery codes, shown this once (the server keeps only their hashes): to download as a
 * text file or copy, each good for one sign-in without the authenticator or passkey. Only
 * "I have saved them" closes it: a stray click or Escape must not lose them.
 */
export function RecoveryCodesDialog({ codes, onClose }: RecoveryCodesDialogProps) {
  const { t } = useSettingsTranslation();
  const titleId = useId();
  // Kept while the dialog fades out.
  const [shown, setShown] = useState(codes);
  if (codes !== null && codes !== shown) setShown(codes);
  const text = `${(shown ?? []).join("\n")}\n`;
  const { message, copy } = useCopy(text, 4000);

  return (
    <Dialog
      open={codes !== null}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      sx={{ "& .MuiDialog-paper": { m: 2, width: "calc(100% - 32px)" } }}
    >
      <DialogTitle id={titleId}>{t("settings.security.recoveryCodes.dialogTitle")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t("settings.security.recoveryCodes.shownOnce")}</DialogContentText>
          <Box
            component="ul"
            aria-label={t("settings.security.recoveryCodes.title")}
            sx={{
              listStyle: "none",
              m: 0,
              p: 2,
              display: "grid",
              gridTemplateColumns: "repeat(2, max-content)",
              justifyContent: "space-evenly",
              columnGap: 3,
              rowGap: 1,
              bgcolor: "action.hover",
              borderRadius: 1,
              fontFamily: "monospace",
              fontSize: "1.05rem",
            }}
          >
            {(shown ?? []).map((code) => (
              <li key={code}>{code}</li>
            ))}
          </Box>
          <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", alignItems: "center", rowGap: 1 }}>
            <Button
              variant="outlined"
              startIcon={<Download />}
              onClick={() => saveBlob(new Blob([text], { type: "text/plain" }), "recovery-codes.txt")}
            >
              {t("settings.security.recoveryCodes.download")}
            </Button>
            <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy()}>
              {t("settings.security.recoveryCodes.copy")}
            </Button>
            <Typography role="status" variant="body2" color="text.secondary">
              {message}
            </Typography>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t("settings.security.recoveryCodes.saved")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
