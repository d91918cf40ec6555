import { Stack } from "@mui/material";
import type { PayButton } from "@portal/contracts";
import { RowsTable } from "@/components/rows-table";
import { useFormat } from "@/lib/format";
import { useWidgetsTranslation } from "../../use-widgets-translation";
import { ButtonName, payButtonColumns } from "./pay-button-columns";
import { PayButtonStatusChip } from "./pay-button-status-chip";

/** The buttons as a table, or as cards below 900 px as the other lists. No detail screen: a row's actions are its own. */
export function PayButtonsTable({ buttons, label }: { buttons: PayButton[]; label: string }) {
  const { t } = useWidgetsTranslation();
  const { formatMoney, formatNumber, formatDateTime, inZone } = useFormat();
  return (
    <RowsTable
      rows={buttons}
      columns={payButtonColumns}
      context={{
        t,
        money: formatMoney,
        count: (value: number) => formatNumber(value),
        dateTime: (instant: string) => formatDateTime(instant),
        inZone,
      }}
      label={label}
      rowKey={(button) => button.id}
      cardHead={(button) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start", justifyContent: "space-between" }}>
          <ButtonName button={button} />
          <PayButtonStatusChip status={button.status} />
        </Stack>
      )}
      cardsBelow="md"
      size="small"
    />
  );
}
