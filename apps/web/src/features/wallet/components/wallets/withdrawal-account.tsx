import { Box, Link, Stack, Typography } from "@mui/material";
import type { Wallet } from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";

/**
 * Where this wallet's withdrawals go: the method in words, the masked account and its bank;
 * or that none is set up, and where to set one up (`setupPath`, on a wallet card).
 */
export function WithdrawalAccount({ withdrawal, setupPath }: { withdrawal: Wallet["withdrawal"]; setupPath?: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.25} sx={{ p: 2, flexGrow: 1 }}>
      <Typography variant="caption" color="text.secondary">
        {t("wallet.wallets.withdrawal")}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: "bold" }}>
        {t(`wallet.wallets.methods.${withdrawal.method}`)}
      </Typography>
      {withdrawal.account ? (
        <>
          {/* Fixed-width digits: masked numbers read and compare better. */}
          <Box component="span" sx={{ fontFamily: "monospace", overflowWrap: "anywhere" }}>
            {withdrawal.account}
          </Box>
          {withdrawal.bankName && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
              {withdrawal.bankName}
            </Typography>
          )}
        </>
      ) : (
        <Typography variant="body2">
          {t("wallet.wallets.noAccount")}
          {setupPath && (
            <>
              {" "}
              <Link component={RouterLink} to={setupPath}>
                {t("wallet.wallets.setUpAccount")}
              </Link>
            </>
          )}
        </Typography>
      )}
    </Stack>
  );
}
