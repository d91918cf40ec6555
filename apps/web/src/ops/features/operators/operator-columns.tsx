import { Button, Chip, Typography } from "@mui/material";
import type { Operator, OperatorStatus } from "@portal/contracts";
import { column, type ListContext } from "../../lib/columns";

export interface OperatorListContext extends ListContext {
  /** The operator reading the list, who cannot disable themselves. */
  selfId: string;
  onDisable: (operator: Operator) => void;
}

const statusColour: Record<OperatorStatus, "success" | "info" | "default"> = {
  active: "success",
  invited: "info",
  disabled: "default",
};

/** The operator's name, and "(you)" on the reader's own row. */
export function OperatorName({ operator, context }: { operator: Operator; context: OperatorListContext }) {
  return (
    <Typography component="span" sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>
      {operator.name}
      {operator.id === context.selfId && (
        <Typography component="span" color="text.secondary">
          {" "}
          ({context.t("ops.operators.you")})
        </Typography>
      )}
    </Typography>
  );
}

/** The operators list's columns (Operator). */
export const operatorColumns = [
  column<Operator, OperatorListContext>({
    id: "name",
    header: ({ t }) => t("ops.operators.columns.name"),
    cell: (operator, context) => <OperatorName operator={operator} context={context} />,
    inCard: false,
  }),
  column<Operator, OperatorListContext>({
    id: "email",
    header: ({ t }) => t("ops.operators.columns.email"),
    cell: (operator) => <span style={{ overflowWrap: "anywhere" }}>{operator.email}</span>,
    inCard: true,
  }),
  column<Operator, OperatorListContext>({
    id: "role",
    header: ({ t }) => t("ops.operators.columns.role"),
    cell: (operator, { t }) => t(`ops.roles.${operator.role}`),
    inCard: true,
    noWrap: true,
  }),
  column<Operator, OperatorListContext>({
    id: "status",
    header: ({ t }) => t("ops.operators.columns.status"),
    cell: (operator, { t }) => (
      <Chip size="small" color={statusColour[operator.status]} label={t(`ops.operatorStatuses.${operator.status}`)} />
    ),
    inCard: true,
    noWrap: true,
  }),
  column<Operator, OperatorListContext>({
    id: "actions",
    header: ({ t }) => t("ops.operators.columns.actions"),
    headerHidden: true,
    narrow: true,
    cell: (operator, { t, selfId, onDisable }) =>
      operator.status !== "disabled" && operator.id !== selfId ? (
        <Button
          size="small"
          color="error"
          variant="outlined"
          aria-label={t("ops.operators.disableLabel", { name: operator.name })}
          onClick={() => onDisable(operator)}
        >
          {t("ops.operators.disable")}
        </Button>
      ) : null,
    inCard: (operator, { selfId }) => operator.status !== "disabled" && operator.id !== selfId,
  }),
];
