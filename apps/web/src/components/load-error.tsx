import { Alert, Button } from "@mui/material";
import { useTranslation } from "react-i18next";

interface LoadErrorProps {
  message: string;
  onRetry: () => void;
  /** Disables Try again while the retry runs. */
  retrying?: boolean;
}

/** Something failed to load: what went wrong, and a way to try again. */
export function LoadError({ message, onRetry, retrying = false }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          {t("common.tryAgain")}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
