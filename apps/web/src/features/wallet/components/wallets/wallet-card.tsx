import CheckCircle from "@mui/icons-material/CheckCircle";
import Output from "@mui/icons-material/Output";
import Smartphone from "@mui/icons-material/Smartphone";
import SwapHoriz from "@mui/icons-material/SwapHoriz";
import { Box, Button, ButtonBase, Divider, Paper, Stack, Typography } from "@mui/material";
import type { Wallet } from "@portal/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useBillingFormat } from "@/lib/use-billing-format";
import { topUpDialog } from "../top-up/use-wallet-top-up";
import { transferDialog } from "../transfer/use-wallet-transfer";
import { withdrawDialog } from "../withdraw/use-wallet-withdraw";
import { WithdrawalAccount } from "./withdrawal-account";

interface WalletCardProps {
  wallet: Wallet;
  chosen: boolean;
  onChoose: () => void;
  /** Opens a transfer from it; none is offered without it. */
  onTransfer?: () => void;
  /** Opens a withdrawal from it; none is offered without it. */
  onWithdraw?: () => void;
  /** Opens a top-up of a mobile wallet from it; none is offered without it. */
  onTopUp?: () => void;
  /** Where its application's withdrawal account is set up. */
  setupPath: string;
}

/**
 * One wallet: a toggle button, named by the wallet's application and currency it shows, that shows
 * the wallet's operations below; its figures beside it describe it (kept out of the button,
 * whose visible text must all be in its name: WCAG 2.5.3 Label in Name), and the button's
 * ::after covers the card so a click on the figures chooses it too. What can be done with
 * its money and its withdrawal account sit above that cover (a button or a link may not sit
 * inside a button).
 */
export function WalletCard({ wallet, chosen, onChoose, onTransfer, onWithdraw, onTopUp, setupPath }: WalletCardProps) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const figuresId = useId();
  const { refunds: heldForRefunds, payouts: heldForPayouts } = wallet.reserved;

  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        display: "flex",
        flexDirection: "column",
        minWidth: 0,
        overflow: "hidden",
        position: "relative",
        // A light shade: the teal of the outlined buttons on it keeps 4.5:1 (WCAG 1.4.3); the
        // border, its thickness and the tick say which wallet is chosen.
        bgcolor: chosen ? "action.hover" : undefined,
        "&:hover": { bgcolor: "action.hover" },
        borderColor: chosen ? "primary.main" : undefined,
        // The chosen wallet's outline is thicker, not only of another colour.
        boxShadow: chosen ? (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}` : undefined,
      }}
    >
      <ButtonBase
        aria-pressed={chosen}
        aria-describedby={figuresId}
        onClick={onChoose}
        sx={{
          display: "block",
          position: "static",
          textAlign: "left",
          p: 2,
          pb: 1.5,
          "&::after": { content: '""', position: "absolute", inset: 0 },
          "&.Mui-focusVisible::after": { outline: 2, outlineColor: "primary.main", outlineOffset: -2 },
        }}
      >
        <Stack component="span" direction="row" spacing={1} sx={{ alignItems: "center" }}>
          {/* One run of text, "Caspian Tours AZN": the button's name is exactly what it shows. */}
          <Typography component="span" sx={{ fontWeight: "bold", overflowWrap: "anywhere", flexGrow: 1 }}>
            {wallet.appName}{" "}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: "bold" }}>
              {wallet.currency}
            </Typography>
          </Typography>
          {chosen && <CheckCircle color="primary" fontSize="small" aria-hidden />}
        </Stack>
      </ButtonBase>
      <Stack id={figuresId} spacing={0.5} sx={{ px: 2, pb: 2 }}>
        <Typography component="span" variant="body2" color="text.secondary">
          {t("wallet.wallets.payoutBalance")}
        </Typography>
        <Typography component="span" variant="h5" sx={{ fontWeight: "bold", overflowWrap: "anywhere" }}>
          {format.money(wallet.payoutBalance, wallet.currency)}
        </Typography>
        <Typography component="span" variant="caption" color="text.secondary">
          {t("wallet.wallets.payoutBalanceHint")}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          {t("wallet.wallets.balance", { amount: format.money(wallet.balance, wallet.currency) })}
        </Typography>
        {heldForRefunds > 0 && (
          <Typography component="span" variant="body2" color="text.secondary">
            {t("wallet.wallets.heldForRefunds", { amount: format.money(heldForRefunds, wallet.currency) })}
          </Typography>
        )}
        {heldForPayouts > 0 && (
          <Typography component="span" variant="body2" color="text.secondary">
            {t("wallet.wallets.heldForPayouts", { amount: format.money(heldForPayouts, wallet.currency) })}
          </Typography>
        )}
      </Stack>
      {(onTransfer || onWithdraw || onTopUp) && (
        <Stack direction="row" sx={{ px: 2, pb: 2, pt: 1, gap: 1, flexWrap: "wrap", position: "relative", zIndex: 1 }}>
          {/* Every card has them: the names say which wallet the money leaves. */}
          {onTransfer && (
            <Button
              variant="outlined"
              size="small"
              startIcon={<SwapHoriz />}
              aria-label={t("wallet.transfer.open", { appName: wallet.appName, currency: wallet.currency })}
              onPointerEnter={() => void transferDialog.preload()}
              onFocus={() => void transferDialog.preload()}
              onClick={onTransfer}
            >
              {t("wallet.transfer.button")}
            </Button>
          )}
          {onWithdraw && (
            <Button
              variant="outlined"
              size="small"
              startIcon={<Output />}
              aria-label={t("wallet.withdraw.open", { appName: wallet.appName, currency: wallet.currency })}
              onPointerEnter={() => void withdrawDialog.preload()}
              onFocus={() => void withdrawDialog.preload()}
              onClick={onWithdraw}
            >
              {t("wallet.withdraw.button")}
            </Button>
          )}
          {onTopUp && (
            <Button
              variant="outlined"
              size="small"
              startIcon={<Smartphone />}
              aria-label={t("wallet.topUp.open", { appName: wallet.appName, currency: wallet.currency })}
              onPointerEnter={() => void topUpDialog.preload()}
              onFocus={() => void topUpDialog.preload()}
              onClick={onTopUp}
            >
              {t("wallet.topUp.button")}
            </Button>
          )}
        </Stack>
      )}
      <Divider />
      <Box sx={{ position: "relative", zIndex: 1, bgcolor: "background.paper" }}>
        <WithdrawalAccount withdrawal={wallet.withdrawal} setupPath={setupPath} />
      </Box>
    </Paper>
  );
}
