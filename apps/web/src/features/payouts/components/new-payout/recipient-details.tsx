import PersonOutlined from "@mui/icons-material/PersonOutlined";
import { Box, Paper, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { FoundRecipient } from "./payout-form";

/** Who the bank says will receive: the holder's masked name, the masked account and its bank, to check before sending. */
export function RecipientDetails({ found }: { found: FoundRecipient }) {
  const { t } = useTranslation();
  const { recipient, maskedFullName } = found;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "flex-start" }}>
        <PersonOutlined color="secondary" aria-hidden sx={{ mt: 0.25 }} />
        <Stack spacing={0.25} sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            {t("payouts.recipient.found")}
          </Typography>
          <Typography sx={{ fontWeight: "bold", overflowWrap: "anywhere" }}>{maskedFullName}</Typography>
          {/* Fixed-width digits: masked numbers read and compare better. */}
          <Box component="span" sx={{ fontFamily: "monospace", overflowWrap: "anywhere" }}>
            {recipient.account}
          </Box>
          {recipient.bankName && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
              {recipient.bankName}
            </Typography>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
