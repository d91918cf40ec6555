import PersonAddAlt from "@mui/icons-material/PersonAddAlt";
import { Button, Stack } from "@mui/material";
import type { Operator } from "@portal/contracts";
import { useRef, useState } from "react";
import { NoticeSnackbar } from "@/components/notice-snackbar";
import { PageTitle } from "@/components/page-title";
import { RowsTable } from "@/components/rows-table";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { LoadFailure, Loading } from "../../components/load-state";
import { useFormat } from "../../lib/format";
import { useOperator } from "../../lib/operator-context";
import { useTexts } from "../../lib/use-texts";
import { useDisableOperatorMutation, useOperatorsQuery } from "./api";
import { InviteDialog } from "./invite-dialog";
import { OperatorName, operatorColumns, type OperatorListContext } from "./operator-columns";

/** `/ops/operators` (admin): who can sign in, inviting another, and disabling one. */
export function OperatorsRoute() {
  const { t } = useTexts();
  const format = useFormat();
  const self = useOperator();
  const operators = useOperatorsQuery();
  const [disable] = useDisableOperatorMutation();
  const [inviting, setInviting] = useState(false);
  // Kept after the dialog closes, so its words stay while it fades out.
  const [toDisable, setToDisable] = useState<Operator | null>(null);
  const [disableOpen, setDisableOpen] = useState(false);
  const inviteRef = useRef<HTMLButtonElement>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const context: OperatorListContext = {
    t,
    format,
    selfId: self.id,
    onDisable: (operator) => {
      setToDisable(operator);
      setDisableOpen(true);
    },
  };

  return (
    <>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ justifyContent: "space-between", alignItems: { sm: "flex-start" } }}
      >
        <PageTitle title={t("ops.operators.title")} subtitle={t("ops.operators.subtitle")} />
        <Button
          ref={inviteRef}
          variant="contained"
          startIcon={<PersonAddAlt />}
          onClick={() => setInviting(true)}
          sx={{ flexShrink: 0, alignSelf: { xs: "flex-start", sm: "auto" } }}
        >
          {t("ops.operators.invite")}
        </Button>
      </Stack>
      {operators.isError ? (
        <LoadFailure
          message={t("ops.operators.loadFailed")}
          error={operators.error}
          onRetry={() => void operators.refetch()}
          retrying={operators.isFetching}
        />
      ) : !operators.data ? (
        <Loading />
      ) : (
        <RowsTable
          rows={operators.data}
          columns={operatorColumns}
          context={context}
          label={t("ops.operators.tableLabel")}
          rowKey={(operator) => operator.id}
          cardHead={(operator) => <OperatorName operator={operator} context={context} />}
          cardsBelow="sm"
        />
      )}
      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={(invited) => {
          setInviting(false);
          setNotice(t("ops.operators.invited", { email: invited.email }));
        }}
      />
      <ConfirmDialog<Operator>
        open={disableOpen}
        onClose={() => setDisableOpen(false)}
        title={t("ops.operators.disableTitle", { name: toDisable?.name ?? "" })}
        text={t("ops.operators.disableText", { name: toDisable?.name ?? "" })}
        confirmLabel={t("ops.operators.disable")}
        onConfirm={() => disable(toDisable?.id ?? "").unwrap()}
        onDone={(disabled) => setNotice(t("ops.operators.disabled", { name: disabled.name }))}
        // The row's Disable button is gone with the change: focus goes to the page's own action.
        onExited={() => {
          if (!document.activeElement || document.activeElement === document.body) inviteRef.current?.focus();
        }}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
