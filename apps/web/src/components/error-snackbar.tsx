import { Alert, Snackbar } from "@mui/material";

/** A failure said at the foot of the screen, closed by the user or after six seconds. */
export function ErrorSnackbar({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Snackbar open onClose={onClose} autoHideDuration={6000}>
      <Alert severity="error" onClose={onClose}>
        {message}
      </Alert>
    </Snackbar>
  );
}
