import ArrowBack from "@mui/icons-material/ArrowBack";
import { Alert, AlertTitle, Box, Button, Stack, Typography } from "@mui/material";
import { isLanguage, languageNames } from "@portal/contracts";
import { type ReactNode, useRef, useState } from "react";
import { Link as RouterLink, useLocation, useParams } from "react-router";
import { NoticeSnackbar } from "@/components/notice-snackbar";
import { RowsTable } from "@/components/rows-table";
import { SectionCard } from "@/components/section-card";
import { Details } from "../../components/details";
import { LoadFailure, Loading } from "../../components/load-state";
import { ReasonDialog, REASON_MAX } from "../../components/reason-dialog";
import { paths } from "../../config/paths";
import { mayDecide } from "../../lib/access";
import { useFormat } from "../../lib/format";
import type { OpsKey } from "../../lib/i18n";
import { useOperator } from "../../lib/operator-context";
import { useTexts } from "../../lib/use-texts";
import {
  type AccountApplication,
  type AccountListContext,
  ApplicationName,
  applicationColumns,
  balanceColumns,
  paymentColumns,
  payoutColumns,
} from "./account-columns";
import {
  type AccountDetail,
  useLiftAccountMutation,
  useLiftApplicationMutation,
  useMerchantQuery,
  useSuspendAccountMutation,
  useSuspendApplicationMutation,
} from "./api";
import { LimitsSection } from "./limits-section";
import type { MerchantLinkState } from "./merchant-columns";

/** `/ops/merchants/:accountId`: one merchant account, as risk operators act on it and the others read it. */
export function MerchantRoute() {
  const { t } = useTexts();
  const { accountId = "" } = useParams();
  const from = useLocation().state as MerchantLinkState | null;
  const merchant = useMerchantQuery(accountId);
  // Back to the results it was opened from, if it was.
  const back = `${paths.merchants}${typeof from?.search === "string" ? from.search : ""}`;

  return (
    <Stack spacing={2}>
      <Button
        component={RouterLink}
        to={back}
        startIcon={<ArrowBack />}
        color="secondary"
        sx={{ alignSelf: "flex-start" }}
      >
        {t("ops.merchant.back")}
      </Button>
      {merchant.data ? (
        <MerchantScreen detail={merchant.data} />
      ) : merchant.isError ? (
        <LoadFailure
          message={t("ops.merchant.loadFailed")}
          error={merchant.error}
          onRetry={() => void merchant.refetch()}
          retrying={merchant.isFetching}
        />
      ) : (
        <Loading />
      )}
    </Stack>
  );
}

/** What a risk operator does to the account or one of its applications: each asks a reason. */
type Action =
  | { kind: "suspendAccount" | "liftAccount" }
  | { kind: "suspendApplication" | "liftApplication"; app: AccountApplication };

const words: Record<Action["kind"], { title: OpsKey; text: OpsKey; submit: OpsKey; done: OpsKey; lifts: boolean }> = {
  suspendAccount: {
    title: "ops.merchant.suspendAccountTitle",
    text: "ops.merchant.suspendAccountText",
    submit: "ops.merchant.suspendAccount",
    done: "ops.merchant.done.accountSuspended",
    lifts: false,
  },
  liftAccount: {
    title: "ops.merchant.liftAccountTitle",
    text: "ops.merchant.liftAccountText",
    submit: "ops.merchant.liftAccount",
    done: "ops.merchant.done.accountLifted",
    lifts: true,
  },
  suspendApplication: {
    title: "ops.merchant.suspendAppTitle",
    text: "ops.merchant.suspendAppText",
    submit: "ops.merchant.suspendApp",
    done: "ops.merchant.done.appSuspended",
    lifts: false,
  },
  liftApplication: {
    title: "ops.merchant.liftAppTitle",
    text: "ops.merchant.liftAppText",
    submit: "ops.merchant.liftApp",
    done: "ops.merchant.done.appLifted",
    lifts: true,
  },
};

function MerchantScreen({ detail }: { detail: AccountDetail }) {
  const { t } = useTexts();
  const format = useFormat();
  const operator = useOperator();
  const mayAct = mayDecide(operator.role);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Kept after the dialog closes, so its words stay while it fades out.
  const [action, setAction] = useState<Action | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [suspendAccount] = useSuspendAccountMutation();
  const [liftAccount] = useLiftAccountMutation();
  const [suspendApplication] = useSuspendApplicationMutation();
  const [liftApplication] = useLiftApplicationMutation();
  const { account, applications } = detail;
  const accountId = account.id;

  const names = new Map(applications.map((app) => [app.id, app.appName]));
  const ask = (next: Action) => {
    setAction(next);
    setDialogOpen(true);
  };
  const context: AccountListContext = {
    t,
    format,
    appName: (appId) => names.get(appId) ?? appId,
    mayAct,
    onSuspend: (app) => ask({ kind: "suspendApplication", app }),
    onLift: (app) => ask({ kind: "liftApplication", app }),
  };

  const send = (reason: string) => {
    if (!action) return Promise.reject(new Error("No action"));
    switch (action.kind) {
      case "suspendAccount":
        return suspendAccount({ accountId, reason }).unwrap();
      case "liftAccount":
        return liftAccount({ accountId, reason }).unwrap();
      case "suspendApplication":
        return suspendApplication({ accountId, appId: action.app.id, reason }).unwrap();
      case "liftApplication":
        return liftApplication({ accountId, appId: action.app.id, reason }).unwrap();
    }
  };
  const appName = action && "app" in action ? action.app.appName : "";

  return (
    <>
      <Stack spacing={1}>
        <Typography
          component="h1"
          variant="h4"
          ref={headingRef}
          tabIndex={-1}
          sx={{
            fontSize: { xs: "1.625rem", sm: "2.125rem" },
            overflowWrap: "anywhere",
            "&:focus": { outline: "none" },
          }}
        >
          {account.ownerName}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          {account.email}
        </Typography>
      </Stack>

      {account.suspension && (
        <Alert severity="error">
          <AlertTitle>{t("ops.merchant.suspendedTitle")}</AlertTitle>
          <Typography variant="body2">
            {t("ops.merchant.suspendedText", { at: format.dateTime(account.suspension.at), zone: format.zone })}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1, whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
            <strong>{t("ops.merchant.reason")}</strong> {account.suspension.reason}
          </Typography>
        </Alert>
      )}

      <Stack component="section" aria-label={t("ops.merchant.actionsLabel")} spacing={1.5}>
        {!mayAct ? (
          <Alert severity="info">{t("ops.merchant.readOnly")}</Alert>
        ) : account.suspension ? (
          <Button variant="contained" sx={{ alignSelf: "flex-start" }} onClick={() => ask({ kind: "liftAccount" })}>
            {t("ops.merchant.liftAccount")}
          </Button>
        ) : (
          <Button
            variant="outlined"
            color="error"
            sx={{ alignSelf: "flex-start", color: "error.dark", borderColor: "error.dark" }}
            onClick={() => ask({ kind: "suspendAccount" })}
          >
            {t("ops.merchant.suspendAccount")}
          </Button>
        )}
      </Stack>

      <SectionCard title={t("ops.merchant.sections.account")}>
        <Details
          items={[
            { label: t("ops.merchant.fields.ownerName"), value: account.ownerName },
            { label: t("ops.merchant.fields.email"), value: account.email },
            { label: t("ops.merchant.fields.phone"), value: account.phone },
            {
              label: t("ops.merchant.fields.language"),
              value: isLanguage(account.language) ? languageNames[account.language] : account.language,
            },
            {
              label: t("ops.merchant.fields.registeredAt", { zone: format.zone }),
              value: format.dateTime(account.createdAt),
            },
            { label: t("ops.merchant.fields.accountId"), value: account.id },
          ]}
        />
      </SectionCard>

      <LimitsSection
        accountId={accountId}
        limits={account.limits}
        mayAct={mayAct}
        onSaved={() => setNotice(t("ops.limits.saved"))}
      />

      <AccountList title={t("ops.merchant.sections.applications")} empty={t("ops.merchant.noApplications")}>
        {applications.length > 0 && (
          <RowsTable
            rows={applications}
            columns={applicationColumns}
            context={context}
            label={t("ops.merchant.sections.applications")}
            rowKey={(app) => app.id}
            cardHead={(app) => <ApplicationName app={app} />}
            cardsBelow="md"
          />
        )}
      </AccountList>

      <AccountList title={t("ops.merchant.sections.balances")} empty={t("ops.merchant.noBalances")}>
        {detail.balances.length > 0 && (
          <RowsTable
            rows={detail.balances}
            columns={balanceColumns}
            context={context}
            label={t("ops.merchant.sections.balances")}
            rowKey={(balance) => `${balance.appId}-${balance.currency}`}
            cardHead={(balance) => context.appName(balance.appId)}
            cardsBelow="sm"
          />
        )}
      </AccountList>

      <AccountList title={t("ops.merchant.sections.payments")} empty={t("ops.merchant.noPayments")}>
        {detail.recentPayments.length > 0 && (
          <RowsTable
            rows={detail.recentPayments}
            columns={paymentColumns}
            context={context}
            label={t("ops.merchant.sections.payments")}
            rowKey={(payment) => payment.id}
            cardHead={(payment) => format.dateTime(payment.createdAt)}
            cardsBelow="sm"
          />
        )}
      </AccountList>

      <AccountList title={t("ops.merchant.sections.payouts")} empty={t("ops.merchant.noPayouts")}>
        {detail.recentPayouts.length > 0 && (
          <RowsTable
            rows={detail.recentPayouts}
            columns={payoutColumns}
            context={context}
            label={t("ops.merchant.sections.payouts")}
            rowKey={(payout) => payout.id}
            cardHead={(payout) => format.dateTime(payout.createdAt)}
            cardsBelow="sm"
          />
        )}
      </AccountList>

      {action && (
        <ReasonDialog
          open={dialogOpen}
          title={t(words[action.kind].title, { appName })}
          text={t(words[action.kind].text, { appName })}
          hint={t(words[action.kind].lifts ? "ops.reason.trailOnly" : "ops.reason.merchantReads", { max: REASON_MAX })}
          submitLabel={t(words[action.kind].submit)}
          tone={words[action.kind].lifts ? "primary" : "danger"}
          onSubmit={send}
          onDone={() => setNotice(t(words[action.kind].done, { appName }))}
          onClose={() => setDialogOpen(false)}
          said={{ INVALID_STATE: "ops.merchant.changedMeanwhile" }}
          // The button that opened it may be gone with the change: the page's heading takes focus instead.
          onExited={() => {
            if (!document.activeElement || document.activeElement === document.body) headingRef.current?.focus();
          }}
        />
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}

/** One of the account's lists, or a line saying it has nothing. */
function AccountList({ title, empty, children }: { title: string; empty: string; children: ReactNode }) {
  return (
    <SectionCard title={title}>
      {children || (
        <Box>
          <Typography variant="body2" color="text.secondary">
            {empty}
          </Typography>
        </Box>
      )}
    </SectionCard>
  );
}
