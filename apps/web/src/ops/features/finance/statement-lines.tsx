import { Stack, Typography } from "@mui/material";
import { RowsTable } from "@/components/rows-table";
import { useFormat } from "../../lib/format";
import { useTexts } from "../../lib/use-texts";
import type { Line } from "./api";
import { lineColumns } from "./line-columns";
import { OutcomeChip } from "./status-chips";

/** A statement's lines, each with what it did here; or a line saying it has none. */
export function StatementLines({ lines, label }: { lines: readonly Line[]; label: string }) {
  const { t } = useTexts();
  const format = useFormat();
  if (lines.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t("ops.statement.noLines")}
      </Typography>
    );
  }
  return (
    <RowsTable
      rows={lines}
      columns={lineColumns}
      context={{ t, format }}
      label={label}
      rowKey={(line) => String(line.line)}
      cardHead={(line) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {t("ops.statement.lineNumber", { line: format.number(line.line) })}
          </Typography>
          <OutcomeChip outcome={line.outcome} />
        </Stack>
      )}
      cardsBelow="md"
      size="small"
    />
  );
}
