import { Alert, Box, Button, CircularProgress, Stack, Typography } from "@mui/material";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/lib/api-error";
import { useTakeFocus } from "./use-take-focus";

interface WaitingForPhoneProps {
  /** The code the signer compares on the phone; null while the step is still being started. */
  code: string | null;
  /** What to do on the phone in this step. */
  instruction: string;
  /** The last check failed; checking goes on. */
  error: unknown;
  onCancel: () => void;
  takeFocus: boolean;
}

/** A step that waits for the signer's answer on the phone: the code to compare, large, and a way out. */
export function WaitingForPhone({ code, instruction, error, onCancel, takeFocus }: WaitingForPhoneProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const focusRef = useTakeFocus<HTMLDivElement>(takeFocus);

  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Box
        ref={focusRef}
        tabIndex={-1}
        role="status"
        aria-live="polite"
        aria-atomic="true"
        aria-labelledby={labelId}
        sx={{
          alignSelf: "flex-start",
          px: { xs: 2, sm: 3 },
          py: 1.5,
          borderRadius: 2,
          bgcolor: "background.default",
          border: 1,
          borderColor: "divider",
          "&:focus": { outline: "none" },
          "&:focus-visible": { outline: "2px solid", outlineColor: "secondary.main" },
        }}
      >
        <Typography id={labelId} variant="body2" color="text.secondary">
          {t("contract.signing.code")}
        </Typography>
        {code ? (
          <Typography
            component="p"
            data-testid="verification-code"
            sx={{
              fontSize: { xs: "2.25rem", sm: "2.75rem" },
              fontWeight: 600,
              lineHeight: 1.2,
              letterSpacing: "0.25em",
              fontVariantNumeric: "tabular-nums",
              color: "secondary.main",
            }}
          >
            {code}
          </Typography>
        ) : (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", py: 1 }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>{t("contract.signing.sending")}</Typography>
          </Stack>
        )}
      </Box>
      {code && <Typography>{instruction}</Typography>}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
        <CircularProgress size={16} aria-hidden />
        <Typography variant="body2" color="text.secondary">
          {t("contract.signing.waiting")}
        </Typography>
      </Stack>
      {error !== undefined && (
        <Alert severity="warning">{t("contract.signing.checkFailed", { message: errorMessage(error) })}</Alert>
      )}
      <Box>
        <Button variant="outlined" color="secondary" onClick={onCancel}>
          {t("contract.signing.cancel")}
        </Button>
      </Box>
    </Stack>
  );
}
