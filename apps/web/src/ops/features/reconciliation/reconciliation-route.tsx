import { Alert, Stack, Typography } from "@mui/material";
import { differenceStatuses } from "@portal/contracts";
import { useRef } from "react";
import { useSearchParams } from "react-router";
import { TextField } from "@/components/form/text-field";
import { SectionCard } from "@/components/section-card";
import { LoadFailure, Loading } from "../../components/load-state";
import { Pager } from "../../components/pager";
import { mayReconcile } from "../../lib/access";
import { useOperator } from "../../lib/operator-context";
import { usePageParam } from "../../lib/use-page-param";
import { useTexts } from "../../lib/use-texts";
import { type DifferenceStatus, useDifferencesQuery } from "./api";
import { DayLink, differenceColumns } from "./difference-columns";
import { DifferencesTable } from "./differences-table";
import { RunDayForm } from "./run-day";
import { SettlementUpload } from "./settlement-upload";

const isStatus = (value: string | null): value is DifferenceStatus =>
  (differenceStatuses as readonly (string | null)[]).includes(value);

/**
 * The differences' filter lives in the address (`?status=explained`; open, the default, is
 * left out), so a reload or a shared link shows the same; a new filter starts at its first page.
 */
function useStatusParam(): [DifferenceStatus, (status: DifferenceStatus) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get("status");
  const status = isStatus(raw) ? raw : "open";
  const setStatus = (next: DifferenceStatus) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete("page");
      if (next === "open") updated.delete("status");
      else updated.set("status", next);
      return updated;
    });
  return [status, setStatus];
}

/**
 * `/ops/reconciliation`: the differences (the open ones first shown), and a finance operator's
 * ways to reconcile a day and import the acquirer's settlement report.
 */
export function ReconciliationRoute() {
  const { t } = useTexts();
  const operator = useOperator();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mayAct = mayReconcile(operator.role);

  return (
    <>
      <Stack spacing={0.5} sx={{ mb: 3 }}>
        <Typography
          component="h1"
          variant="h4"
          ref={headingRef}
          tabIndex={-1}
          sx={{ fontSize: { xs: "1.625rem", sm: "2.125rem" }, "&:focus": { outline: "none" } }}
        >
          {t("ops.reconciliation.title")}
        </Typography>
        <Typography color="text.secondary">{t("ops.reconciliation.subtitle")}</Typography>
      </Stack>

      <Stack spacing={2}>
        {mayAct ? (
          <>
            <RunDayForm />
            <SettlementUpload />
          </>
        ) : (
          <Alert severity="info">{t("ops.reconciliation.readOnly")}</Alert>
        )}
        <DifferencesSection onFocusLost={() => headingRef.current?.focus()} />
      </Stack>
    </>
  );
}

/** The differences of every day by status, the oldest day first, paged in the address (`?page=`). */
function DifferencesSection({ onFocusLost }: { onFocusLost: () => void }) {
  const { t } = useTexts();
  const [status, setStatus] = useStatusParam();
  const [page, setPage] = usePageParam();
  const differences = useDifferencesQuery({ status, page });

  return (
    <SectionCard title={t("ops.differences.title")}>
      <TextField
        select
        label={t("ops.differences.statusFilter")}
        value={status}
        onChange={(event) => setStatus(event.target.value as DifferenceStatus)}
        sx={{ alignSelf: "flex-start", minWidth: 220 }}
      >
        {differenceStatuses.map((option) => (
          <option key={option} value={option}>
            {t(`ops.differenceStatuses.${option}`)}
          </option>
        ))}
      </TextField>
      {differences.isError ? (
        <LoadFailure
          message={t("ops.differences.loadFailed")}
          error={differences.error}
          onRetry={() => void differences.refetch()}
          retrying={differences.isFetching}
        />
      ) : !differences.data ? (
        <Loading />
      ) : differences.data.content.length === 0 && page === 0 ? (
        <Typography variant="body2" color="text.secondary" role="status">
          {t(`ops.differences.empty.${status}`)}
        </Typography>
      ) : (
        <Stack spacing={1} aria-busy={differences.isFetching}>
          <DifferencesTable
            differences={differences.data.content}
            columns={differenceColumns}
            label={t("ops.differences.tableLabel")}
            cardHead={(difference) => <DayLink day={difference.day} />}
            onFocusLost={onFocusLost}
          />
          <Pager data={differences.data} onPage={setPage} />
        </Stack>
      )}
    </SectionCard>
  );
}
