import Close from "@mui/icons-material/Close";
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
} from "@mui/material";
import type { ActionPurpose, OtpResent } from "@portal/contracts";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { CodeStep } from "@/components/code-step";
import { errorMessage, serverError } from "@/lib/api-error";

interface CodeConfirmDialogProps<T> {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What going on will do; shown before any code is sent. */
  explanation: ReactNode;
  continueLabel: string;
  danger?: boolean;
  /** Texts a code to the user's phone; rejects with the failed call's error. */
  sendCode: () => Promise<OtpResent>;
  /** Does the action with the code; rejects with the failed call's error. */
  confirmCode: (code: string) => Promise<T>;
  /** What to show once the code is accepted; without it the dialog closes and `onDone` runs. */
  renderResult?: (result: T, close: () => void) => ReactNode;
  onDone?: (result: T) => void;
  /** The code's purpose: a user with an authenticator app or a passkey confirms with those. */
  purpose: ActionPurpose;
}

/**
 * A sensitive action (SPEC §4): explain and ask, text a code, confirm with it, then show
 * the outcome. Everything it learns lives in this dialog and goes when it closes.
 */
export function CodeConfirmDialog<T>({ open, onClose, title, ...steps }: CodeConfirmDialogProps<T>) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      // Not on a stray click outside: the outcome (a secret key) is shown only once.
      onClose={(_event, reason) => {
        if (reason !== "backdropClick") onClose();
      }}
      fullWidth
      maxWidth="sm"
      sx={{ "& .MuiDialog-paper": { m: 2, width: "calc(100% - 32px)" } }}
    >
      <DialogTitle sx={{ pr: 7 }}>{title}</DialogTitle>
      <IconButton
        aria-label={t("applications.dialog.close")}
        onClick={onClose}
        sx={{ position: "absolute", right: 12, top: 12 }}
      >
        <Close />
      </IconButton>
      {open && <Steps {...steps} onClose={onClose} />}
    </Dialog>
  );
}

type Step<T> =
  { name: "ask" } | { name: "code"; resendIn: number; earlierCode: boolean } | { name: "result"; result: T };

function Steps<T>({
  explanation,
  continueLabel,
  danger,
  sendCode,
  confirmCode,
  renderResult,
  onDone,
  onClose,
  purpose,
}: Omit<CodeConfirmDialogProps<T>, "open" | "title">) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step<T>>({ name: "ask" });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const start = async () => {
    setFailure(null);
    setSending(true);
    try {
      const { resendIn } = await sendCode();
      setStep({ name: "code", resendIn, earlierCode: false });
    } catch (error) {
      const body = serverError(error);
      // A code went out less than a minute ago and still works: ask for that one.
      if (body?.code === "OTP_RESEND_TOO_SOON" && body.retryAfter !== undefined) {
        setStep({ name: "code", resendIn: body.retryAfter, earlierCode: true });
      } else {
        setFailure(errorMessage(error));
      }
    } finally {
      setSending(false);
    }
  };

  const confirm = async (code: string) => {
    const result = await confirmCode(code);
    if (renderResult) {
      setStep({ name: "result", result });
    } else {
      onDone?.(result);
      onClose();
    }
  };

  if (step.name === "result") return renderResult?.(step.result, onClose);

  if (step.name === "code") {
    return (
      <DialogContent>
        <Stack spacing={2}>
          {step.earlierCode && <Alert severity="info">{t("applications.dialog.earlierCode")}</Alert>}
          <CodeStep
            resendIn={step.resendIn}
            onConfirm={confirm}
            onResend={sendCode}
            onBack={() => setStep({ name: "ask" })}
            headingLevel="h2"
            purpose={purpose}
          />
        </Stack>
      </DialogContent>
    );
  }

  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          {explanation}
          <Alert severity="info" variant="outlined">
            {t("applications.dialog.codeNotice")}
          </Alert>
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onClose} color="secondary">
          {t("applications.dialog.cancel")}
        </Button>
        <Button
          variant="contained"
          color={danger ? "error" : "primary"}
          // The error red is too light behind white text (WCAG AA); its dark shade is not.
          sx={danger ? { bgcolor: "error.dark" } : undefined}
          onClick={() => void start()}
          disabled={sending}
          aria-busy={sending}
          startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {continueLabel}
        </Button>
      </DialogActions>
    </>
  );
}
