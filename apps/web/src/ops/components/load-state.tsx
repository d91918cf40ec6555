import { Alert, Box, Button, CircularProgress } from "@mui/material";
import { useTexts } from "../lib/use-texts";

/** Something is on its way: a spinner that says so to screen readers. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTexts();
  return (
    <Box sx={{ display: "grid", placeItems: "center", py: 6 }}>
      <CircularProgress aria-label={label ?? t("ops.loading")} />
    </Box>
  );
}

/** Something failed to load: what, why, and a way to try again. */
export function LoadFailure({
  message,
  error,
  onRetry,
  retrying = false,
}: {
  /** What failed to load; the reason follows it. */
  message?: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t, failure } = useTexts();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          {t("ops.tryAgain")}
        </Button>
      }
    >
      {message ? `${message} ${failure(error)}` : failure(error)}
    </Alert>
  );
}
