import { Stack, Typography } from "@mui/material";
import { type ReactNode, useState } from "react";
import { NoticeSnackbar } from "@/components/notice-snackbar";
import { type Column, RowsTable } from "@/components/rows-table";
import { Code } from "../../components/code";
import { mayReconcile } from "../../lib/access";
import { useFormat } from "../../lib/format";
import { useOperator } from "../../lib/operator-context";
import { useTexts } from "../../lib/use-texts";
import type { Difference } from "./api";
import type { DifferenceListContext } from "./difference-columns";
import { statusOf } from "./difference-words";
import { ExplainDialog } from "./explain-dialog";
import { DifferenceStatusChip } from "./status-chips";

/**
 * Differences as rows, each open one with a finance operator's "Explain"; the dialog it opens,
 * and the notice once explained (the lists are asked again, so the row changes or leaves).
 */
export function DifferencesTable({
  differences,
  columns,
  label,
  cardHead,
  onFocusLost,
}: {
  differences: readonly Difference[];
  columns: readonly Column<Difference, DifferenceListContext>[];
  label: string;
  /** The top of a row's card: the day's link on the list of every day, the reference on a day's page. */
  cardHead?: (difference: Difference) => ReactNode;
  /** Once the dialog has closed with its button gone: where focus goes. */
  onFocusLost: () => void;
}) {
  const { t } = useTexts();
  const format = useFormat();
  const operator = useOperator();
  const [explaining, setExplaining] = useState<Difference | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const context: DifferenceListContext = {
    t,
    format,
    now: new Date(),
    mayAct: mayReconcile(operator.role),
    onExplain: (difference) => {
      setExplaining(difference);
      setDialogOpen(true);
    },
  };

  return (
    <>
      <RowsTable
        rows={differences}
        columns={columns}
        context={context}
        label={label}
        rowKey={(difference) => difference.id}
        cardHead={
          cardHead ??
          ((difference) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 0.5 }}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                <Code>{difference.reference}</Code>
              </Typography>
              <DifferenceStatusChip status={statusOf(difference)} />
            </Stack>
          ))
        }
        cardsBelow="lg"
        size="small"
      />
      {explaining && (
        <ExplainDialog
          open={dialogOpen}
          difference={explaining}
          onClose={() => setDialogOpen(false)}
          onExplained={(explained) => setNotice(t("ops.explain.done", { reference: explained.reference }))}
          onExited={() => {
            if (!document.activeElement || document.activeElement === document.body) onFocusLost();
          }}
        />
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
