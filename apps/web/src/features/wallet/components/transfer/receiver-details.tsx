import StorefrontOutlined from "@mui/icons-material/StorefrontOutlined";
import { Paper, Stack, Typography } from "@mui/material";
import type { TransferReceiver } from "@portal/contracts";
import { useTranslation } from "react-i18next";

/** Who will receive: the merchant behind the id, masked, and its application, to check before sending (as a payout's recipient). */
export function ReceiverDetails({ receiver }: { receiver: TransferReceiver }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "flex-start" }}>
        <StorefrontOutlined color="secondary" aria-hidden sx={{ mt: 0.25 }} />
        <Stack spacing={0.25} sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            {t("wallet.transfer.receiver")}
          </Typography>
          <Typography sx={{ fontWeight: "bold", overflowWrap: "anywhere" }}>{receiver.maskedFullName}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
            {t("wallet.transfer.receiverApp", { appName: receiver.appName, merchantId: receiver.merchantId })}
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}
