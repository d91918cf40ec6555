import StorefrontOutlined from "@mui/icons-material/StorefrontOutlined";
import { Typography } from "@mui/material";
import type { TransferReceiver } from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { CounterpartyCard } from "@/components/money-dialog/counterparty";

/** Who will receive: the merchant behind the id, masked, and its application, to check before sending (as a payout's recipient). */
export function ReceiverDetails({ receiver }: { receiver: TransferReceiver }) {
  const { t } = useTranslation();
  return (
    <CounterpartyCard
      icon={<StorefrontOutlined color="secondary" aria-hidden sx={{ mt: 0.25 }} />}
      caption={t("wallet.transfer.receiver")}
      name={receiver.maskedFullName}
    >
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
        {t("wallet.transfer.receiverApp", { appName: receiver.appName, merchantId: receiver.merchantId })}
      </Typography>
    </CounterpartyCard>
  );
}
