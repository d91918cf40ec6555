import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery } from "@mui/material";
import type { Theme } from "@mui/material/styles";
import type { PayButton } from "@portal/contracts";
import { useWidgetsTranslation } from "../../use-widgets-translation";
import { PayButtonShare } from "./pay-button-share";

/** A listed button's snippet, link and QR code again; the whole screen on a phone. */
export function ShareDialog({ button, open, onClose }: { button: PayButton; open: boolean; onClose: () => void }) {
  const { t } = useWidgetsTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"), { noSsr: true });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle sx={{ overflowWrap: "anywhere" }}>{t("widgets.share.title", { name: button.name })}</DialogTitle>
      {/* Mounted only while open (MUI's Dialog), so the QR code is fetched only when asked for. */}
      <DialogContent>
        <PayButtonShare button={button} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="secondary">
          {t("widgets.share.close")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
