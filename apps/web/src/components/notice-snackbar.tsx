import { Alert, Snackbar } from "@mui/material";
import { useEffect } from "react";
import { useAnnounce } from "./live-region";

/**
 * What just went well, said at the foot of the screen for six seconds (a stray click elsewhere
 * keeps it), and to screen readers through the portal's polite live region: the notice comes
 * as a dialog closes, while the page is still hidden from them.
 */
export function NoticeSnackbar({ notice, onClose }: { notice: string | null; onClose: () => void }) {
  const announce = useAnnounce();
  useEffect(() => {
    if (notice) announce(notice);
  }, [notice, announce]);
  return (
    <Snackbar
      open={notice !== null}
      autoHideDuration={6000}
      onClose={(_event, reason) => {
        if (reason !== "clickaway") onClose();
      }}
      anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
    >
      {/* Not an alert of its own: the live region says it once. */}
      <Alert severity="success" variant="filled" role="none" onClose={onClose} sx={{ width: "100%" }}>
        {notice}
      </Alert>
    </Snackbar>
  );
}
