import PersonOutlined from "@mui/icons-material/PersonOutlined";
import { Box, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { CounterpartyCard } from "@/components/money-dialog/counterparty";
import type { FoundRecipient } from "./payout-form";

/** Who the bank says will receive: the holder's masked name, the masked account and its bank, to check before sending. */
export function RecipientDetails({ found }: { found: FoundRecipient }) {
  const { t } = useTranslation();
  const { recipient, maskedFullName } = found;
  return (
    <CounterpartyCard
      icon={<PersonOutlined color="secondary" aria-hidden sx={{ mt: 0.25 }} />}
      caption={t("payouts.recipient.found")}
      name={maskedFullName}
    >
      {/* Fixed-width digits: masked numbers read and compare better. */}
      <Box component="span" sx={{ fontFamily: "monospace", overflowWrap: "anywhere" }}>
        {recipient.account}
      </Box>
      {recipient.bankName && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          {recipient.bankName}
        </Typography>
      )}
    </CounterpartyCard>
  );
}
