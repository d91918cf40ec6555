import { Alert, Snackbar } from "@mui/material";

/** What just went well, said at the foot of the screen for six seconds (a stray click elsewhere keeps it). */
export function NoticeSnackbar({ notice, onClose }: { notice: string | null; onClose: () => void }) {
  return (
    <Snackbar
      open={notice !== null}
      autoHideDuration={6000}
      onClose={(_event, reason) => {
        if (reason !== "clickaway") onClose();
      }}
      anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
    >
      <Alert severity="success" variant="filled" onClose={onClose} sx={{ width: "100%" }}>
        {notice}
      </Alert>
    </Snackbar>
  );
}
