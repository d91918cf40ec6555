import { Box, Link } from "@mui/material";
import { type Change, percentChange, pointsChange } from "../comparison";
import type { CurrencyFigures } from "../currency-figures";
import { type DashboardT, useDashboardTranslation } from "../use-dashboard-translation";
import { useFigureFormat } from "../use-figure-format";
import { ChangeText } from "./change-text";
import { FigureCard } from "./figure-card";

// A figure that cannot be worked out (an average of no payments): a dash, not a misleading 0.
const NO_VALUE = "—";

interface Figure {
  id: "received" | "refunded" | "net" | "payments" | "averagePayment" | "successRate" | "held" | "wallet";
  value: string;
  change?: Change | null;
  unit?: "percent" | "points";
  higherIsBetter?: boolean;
}

interface CurrencyCardsProps {
  figures: CurrencyFigures;
  /** The wallets could not be read: their card offers to try again. */
  walletFailed: boolean;
  onWalletRetry: () => void;
}

function figuresOf(
  { current, previous, held, wallet, currency }: CurrencyFigures,
  format: ReturnType<typeof useFigureFormat>,
): Figure[] {
  const money = (amount: number) => format.money(amount, currency);
  return [
    {
      id: "received",
      value: money(current.received),
      change: percentChange(current.received, previous?.received ?? null),
    },
    {
      id: "refunded",
      value: money(current.refunded),
      change: percentChange(current.refunded, previous?.refunded ?? null),
      higherIsBetter: false,
    },
    { id: "net", value: money(current.net), change: percentChange(current.net, previous?.net ?? null) },
    {
      id: "payments",
      value: format.count(current.payments),
      change: percentChange(current.payments, previous?.payments ?? null),
    },
    {
      id: "averagePayment",
      value: current.averagePayment === null ? NO_VALUE : money(current.averagePayment),
      change: percentChange(current.averagePayment, previous?.averagePayment ?? null),
    },
    {
      id: "successRate",
      value: current.successRate === null ? NO_VALUE : format.percent(current.successRate * 100),
      change: pointsChange(current.successRate, previous?.successRate ?? null),
      unit: "points",
    },
    { id: "held", value: money(held) },
    { id: "wallet", value: wallet === undefined ? NO_VALUE : money(wallet) },
  ];
}

/** What a figure counts, in words; the success rate with its own counts, so it can be checked. */
function hintOf(
  id: Figure["id"],
  { current }: CurrencyFigures,
  format: ReturnType<typeof useFigureFormat>,
  t: DashboardT,
): string {
  if (id === "successRate")
    return t("dashboard.totals.hints.successRate", {
      approved: format.count(current.approved),
      attempts: format.count(current.attempts),
    });
  return t(`dashboard.totals.hints.${id}`);
}

/** The eight figures of one currency, each with what it counts; a card per figure, stacked on a phone. */
export function CurrencyCards({ figures, walletFailed, onWalletRetry }: CurrencyCardsProps) {
  const { t } = useDashboardTranslation();
  const format = useFigureFormat();
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" },
      }}
    >
      {figuresOf(figures, format).map(({ id, value, change, unit = "percent", higherIsBetter = true }) => (
        <FigureCard
          key={id}
          label={t(`dashboard.totals.cards.${id}`)}
          value={value}
          hint={hintOf(id, figures, format, t)}
          footer={
            id === "wallet" && walletFailed ? (
              <Link component="button" type="button" onClick={onWalletRetry}>
                {t("dashboard.totals.walletRetry")}
              </Link>
            ) : change ? (
              <ChangeText change={change} unit={unit} higherIsBetter={higherIsBetter} />
            ) : undefined
          }
        />
      ))}
    </Box>
  );
}
