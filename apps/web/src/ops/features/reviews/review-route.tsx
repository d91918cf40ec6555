import ArrowBack from "@mui/icons-material/ArrowBack";
import { Alert, Box, Button, Chip, Link, Stack, Typography } from "@mui/material";
import { isLanguage, languageNames, type ReviewDecision, type ReviewDetail } from "@portal/contracts";
import { useRef, useState } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { NoticeSnackbar } from "@/components/notice-snackbar";
import { SectionCard } from "@/components/section-card";
import { Details } from "../../components/details";
import { LoadFailure, Loading } from "../../components/load-state";
import { paths } from "../../config/paths";
import { mayDecide } from "../../lib/access";
import { useFormat } from "../../lib/format";
import type { OpsKey } from "../../lib/i18n";
import { useOperator } from "../../lib/operator-context";
import { useTexts } from "../../lib/use-texts";
import { useReviewQuery } from "./api";
import { DecisionDialog } from "./decision-dialog";

/** What the snackbar says once the server has the decision. */
function doneKey(decision: ReviewDecision, review: ReviewDetail): OpsKey {
  if (decision === "approve") {
    return review.approvals < review.approvalsNeeded ? "ops.review.done.approvalRecorded" : "ops.review.done.approved";
  }
  return decision === "reject" ? "ops.review.done.rejected" : "ops.review.done.changesRequested";
}

/** A merchant's web address as a link only when it is one (http or https): anything else stays text. */
function WebAddress({ href }: { href: string }) {
  const safe = /^https?:\/\//i.test(href);
  return safe ? (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {href}
    </Link>
  ) : (
    href
  );
}

/** `/ops/reviews/:appId`: everything a risk operator decides on, and the decision. */
export function ReviewRoute() {
  const { t } = useTexts();
  const { appId = "" } = useParams();
  const review = useReviewQuery(appId);

  return (
    <Stack spacing={2}>
      <Button
        component={RouterLink}
        to={paths.reviews}
        startIcon={<ArrowBack />}
        color="secondary"
        sx={{ alignSelf: "flex-start" }}
      >
        {t("ops.review.back")}
      </Button>
      {review.data ? (
        <ReviewScreen review={review.data} />
      ) : review.isError ? (
        <LoadFailure
          message={t("ops.review.loadFailed")}
          error={review.error}
          onRetry={() => void review.refetch()}
          retrying={review.isFetching}
        />
      ) : (
        <Loading />
      )}
    </Stack>
  );
}

function ReviewScreen({ review }: { review: ReviewDetail }) {
  const { t } = useTexts();
  const format = useFormat();
  const operator = useOperator();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [dialog, setDialog] = useState<ReviewDecision | null>(null);
  const [notice, setNotice] = useState<OpsKey | null>(null);
  const { application, account, company, individual, payoutCard, contract } = review;
  const inReview = application.status === "inReview";
  const waitingForSecond = review.approvedByMe && review.approvals < review.approvalsNeeded;
  const zone = format.zone;
  const when = (value: string | null) => (value ? format.dateTime(value) : "");

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
          {application.appName}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 1 }}>
          <Chip
            size="small"
            label={t(`ops.applicationStatuses.${application.status}`)}
            color={inReview ? "info" : "default"}
          />
          <Typography variant="body2">
            {t("ops.review.approvals", { approvals: review.approvals, needed: review.approvalsNeeded })}
          </Typography>
          {review.approvalsNeeded > 1 && (
            <Typography variant="body2" color="text.secondary">
              {t("ops.review.fourEyes")}
            </Typography>
          )}
        </Stack>
      </Stack>

      <Stack component="section" aria-label={t("ops.review.actionsLabel")} spacing={1.5}>
        {!inReview ? (
          <Alert severity="info">
            {t("ops.review.notInReview", { status: t(`ops.applicationStatuses.${application.status}`) })}
          </Alert>
        ) : !mayDecide(operator.role) ? (
          <Alert severity="info">{t("ops.review.readOnly")}</Alert>
        ) : (
          <>
            {waitingForSecond && <Alert severity="info">{t("ops.review.waitingSecond")}</Alert>}
            <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
              <Button variant="contained" disabled={waitingForSecond} onClick={() => setDialog("approve")}>
                {t("ops.review.approve")}
              </Button>
              <Button variant="outlined" onClick={() => setDialog("requestChanges")}>
                {t("ops.review.requestChanges")}
              </Button>
              <Button variant="outlined" color="error" onClick={() => setDialog("reject")}>
                {t("ops.review.reject")}
              </Button>
            </Stack>
          </>
        )}
      </Stack>

      <SectionCard title={t("ops.review.sections.application")}>
        <Details
          items={[
            { label: t("ops.review.fields.appName"), value: application.appName },
            { label: t("ops.review.fields.appUrl"), value: <WebAddress href={application.appUrl} /> },
            { label: t("ops.review.fields.appInfo"), value: application.appInfo },
            { label: t("ops.review.fields.category"), value: t(`ops.categories.${application.category}`) },
            { label: t("ops.review.fields.accountType"), value: t(`ops.accountTypes.${application.accountType}`) },
            { label: t("ops.review.fields.merchantId"), value: application.merchantId },
            { label: t("ops.review.fields.createdAt", { zone }), value: when(application.createdAt) },
            { label: t("ops.review.fields.submittedAt", { zone }), value: when(application.submittedAt) },
          ]}
        />
      </SectionCard>

      <SectionCard title={t("ops.review.sections.account")}>
        <Details
          items={[
            { label: t("ops.review.fields.ownerName"), value: account.ownerName },
            { label: t("ops.review.fields.email"), value: account.email },
            { label: t("ops.review.fields.phone"), value: account.phone },
            {
              label: t("ops.review.fields.language"),
              value: isLanguage(account.language) ? languageNames[account.language] : account.language,
            },
            { label: t("ops.review.fields.registeredAt", { zone }), value: when(account.createdAt) },
            { label: t("ops.review.fields.applications"), value: format.number(account.applications) },
          ]}
        />
      </SectionCard>

      {company && (
        <SectionCard title={t("ops.review.sections.company")}>
          <Details
            items={[
              { label: t("ops.review.fields.companyName"), value: company.name },
              { label: t("ops.review.fields.taxId"), value: company.taxId },
              { label: t("ops.review.fields.address"), value: company.address },
              {
                label: t("ops.review.fields.website"),
                value: company.website && <WebAddress href={company.website} />,
              },
            ]}
          />
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t("ops.review.sections.bank")}
          </Typography>
          {company.bank ? (
            <Details
              items={[
                { label: t("ops.review.fields.bankName"), value: company.bank.bankName },
                { label: t("ops.review.fields.iban"), value: company.bank.iban },
                { label: t("ops.review.fields.swift"), value: company.bank.swift },
              ]}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t("ops.review.noBank")}
            </Typography>
          )}
        </SectionCard>
      )}

      {individual && (
        <SectionCard title={t("ops.review.sections.individual")}>
          <Details
            items={[
              { label: t("ops.review.fields.fullName"), value: individual.fullName },
              { label: t("ops.review.fields.fin"), value: individual.maskedFin },
              { label: t("ops.review.fields.address"), value: individual.address },
            ]}
          />
        </SectionCard>
      )}

      <SectionCard title={t("ops.review.sections.payoutCard")}>
        {payoutCard ? (
          <Details
            items={[
              { label: t("ops.review.fields.cardNumber"), value: payoutCard.maskedPan },
              { label: t("ops.review.fields.cardHolder"), value: payoutCard.cardHolder },
              { label: t("ops.review.fields.expiry"), value: payoutCard.expiry },
            ]}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t("ops.review.noCard")}
          </Typography>
        )}
      </SectionCard>

      <SectionCard title={t("ops.review.sections.contract")}>
        <Details
          items={[
            { label: t("ops.review.fields.contractStatus"), value: t(`ops.contractStatuses.${contract.status}`) },
            { label: t("ops.review.fields.signedAt", { zone }), value: when(contract.signedAt) },
          ]}
        />
      </SectionCard>

      <SectionCard title={t("ops.review.sections.history")}>
        {review.history.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t("ops.review.historyEmpty")}
          </Typography>
        ) : (
          <Stack component="ol" spacing={2} sx={{ listStyle: "none", m: 0, p: 0 }}>
            {review.history.map((entry) => (
              <Box component="li" key={`${entry.at}-${entry.decision}-${entry.operatorName}`}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t("ops.review.historyEntry", {
                    decision: t(`ops.decisions.${entry.decision}`),
                    operator: entry.operatorName,
                  })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t("ops.review.historyAt", { at: format.dateTime(entry.at), zone })}
                </Typography>
                {(entry.reason || entry.fields.length > 0) && (
                  <Box sx={{ mt: 1 }}>
                    <Details
                      items={[
                        ...(entry.reason ? [{ label: t("ops.review.historyReason"), value: entry.reason }] : []),
                        ...(entry.fields.length > 0
                          ? [
                              {
                                label: t("ops.review.historyFields"),
                                value: entry.fields.map((field) => t(`ops.requirements.${field}`)).join(", "),
                              },
                            ]
                          : []),
                      ]}
                    />
                  </Box>
                )}
              </Box>
            ))}
          </Stack>
        )}
      </SectionCard>

      <DecisionDialog
        decision={dialog}
        review={review}
        onClose={() => setDialog(null)}
        onDecided={(decision, updated) => {
          setDialog(null);
          setNotice(doneKey(decision, updated));
        }}
        // The button that opened it may be gone with the decision: the page's heading takes focus instead.
        onExited={() => {
          if (!document.activeElement || document.activeElement === document.body) headingRef.current?.focus();
        }}
      />
      <NoticeSnackbar notice={notice && t(notice)} onClose={() => setNotice(null)} />
    </>
  );
}
