import { Link } from "@mui/material";
import type { BankStatement } from "@portal/contracts";
import { generatePath, Link as RouterLink } from "react-router";
import { ByAt } from "../../components/by-at";
import { Code } from "../../components/code";
import { paths } from "../../config/paths";
import { column } from "../../lib/columns";
import { StatementCounts, statementKindKey } from "./statement-counts";

export const statementPath = (statementId: string) => generatePath(paths.statement, { statementId });

/** The file's name, the way into the statement for keyboards and screen readers. */
export function StatementLink({ statement }: { statement: BankStatement }) {
  return (
    <Link component={RouterLink} to={statementPath(statement.id)} sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>
      {statement.fileName}
    </Link>
  );
}

/** The uploaded statements' columns (BankStatement). */
export const statementColumns = [
  column<BankStatement>({
    id: "fileName",
    header: ({ t }) => t("ops.statements.columns.fileName"),
    cell: (statement) => <StatementLink statement={statement} />,
    inCard: false,
  }),
  column<BankStatement>({
    id: "kind",
    header: ({ t }) => t("ops.statements.columns.kind"),
    cell: (statement, { t }) => t(statementKindKey[statement.kind]),
    inCard: true,
  }),
  column<BankStatement>({
    id: "messageId",
    header: ({ t }) => t("ops.statements.columns.messageId"),
    cell: (statement) => <Code>{statement.messageId}</Code>,
    inCard: true,
  }),
  column<BankStatement>({
    id: "uploaded",
    header: ({ t, format }) => t("ops.statements.columns.uploaded", { zone: format.zone }),
    cell: (statement, context) => <ByAt name={statement.uploadedBy.name} at={statement.uploadedAt} context={context} />,
    inCard: true,
  }),
  column<BankStatement>({
    id: "counts",
    header: ({ t }) => t("ops.statements.columns.counts"),
    cell: (statement, { t }) => (
      <StatementCounts
        counts={statement.counts}
        label={t("ops.statement.countsLabel", { fileName: statement.fileName })}
      />
    ),
    inCard: true,
  }),
];
