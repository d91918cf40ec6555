import ContentCopy from "@mui/icons-material/ContentCopy";
import { Alert, Button, DialogActions, DialogContent, Stack, Typography } from "@mui/material";
import { TextField } from "@/components/form/text-field";
import { useCopy } from "@/lib/use-copy";

/** The words around a secret shown once: the application's secret key, a webhook endpoint's signing secret. */
export interface NewSecretTexts {
  /** That it was made: "Your new secret key is ready." */
  created: string;
  /** The field's label. */
  label: string;
  copy: string;
  /** It will not be shown again: copy it now. */
  onceWarning: string;
  done: string;
}

/**
 * A new secret, shown this once inside the dialog that made it: it lives only in that
 * dialog's state and goes when it closes.
 */
export function NewSecret({
  secret,
  texts,
  note,
  onClose,
}: {
  secret: string;
  texts: NewSecretTexts;
  note?: string;
  onClose: () => void;
}) {
  const { outcome, message, copy } = useCopy(secret);
  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="success">{texts.created}</Alert>
          {/* Multiline, so the whole secret shows on a phone too. */}
          <TextField
            label={texts.label}
            value={secret}
            multiline
            autoFocus
            onFocus={(event) => event.currentTarget.select()}
            slotProps={{
              htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: "monospace", wordBreak: "break-all" } },
            }}
          />
          <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 1 }}>
            <Button variant="outlined" color="secondary" startIcon={<ContentCopy />} onClick={() => void copy()}>
              {texts.copy}
            </Button>
            <Typography role="status" variant="body2" color={outcome === "copied" ? "success.dark" : "error.dark"}>
              {message}
            </Typography>
          </Stack>
          <Alert severity="warning">{texts.onceWarning}</Alert>
          {/* What else to know: until when the secret it replaced still works. */}
          {note && <Alert severity="info">{note}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {texts.done}
        </Button>
      </DialogActions>
    </>
  );
}
