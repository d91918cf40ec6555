import { CircularProgress, Paper, Stack, Typography } from "@mui/material";
import type { AccountType } from "@portal/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFor } from "@/components/no-access";
import { PageTitle } from "@/components/page-title";
import { useEmailVerified } from "@/lib/permissions";
import { AccountTypeChoice } from "../components/account-type-choice";
import { BusinessFlow } from "../components/business-flow";
import { ConnectSuccess } from "../components/connect-success";
import { IndividualFlow } from "../components/individual-flow";
import {
  type BusinessDraft,
  type ConnectDraft,
  type Created,
  type IndividualDraft,
  clearDraft,
  emptyDraft,
  loadDraft,
  saveDraft,
} from "../draft";
import { useUnfinishedIndividual } from "../resume";

interface Finished {
  accountType: AccountType;
  created: Created;
}

/**
 * `/connect`: onboarding of a business or a sole trader (SPEC §2), for who may connect one
 * (SPEC §6); anyone else is told so, and nothing is asked of the server. A reload keeps the
 * draft; coming back in another session resumes a sole trader's application at its card.
 */
export function ConnectRoute() {
  const { t } = useTranslation();
  return (
    <PageFor action="connectBusiness" title={t("shell.sections.connect")}>
      <Connect />
    </PageFor>
  );
}

function Connect() {
  const { t } = useTranslation();
  const [stored, setDraft] = useState<ConnectDraft>(loadDraft);
  const [finished, setFinished] = useState<Finished | null>(null);
  // Leaving the resumed card step for the choice of account type is a choice: no resuming again this visit.
  const [resumeDeclined, setResumeDeclined] = useState(false);
  const emailVerified = useEmailVerified();
  const unfinished = useUnfinishedIndividual(
    emailVerified && !finished && stored.accountType === null && !resumeDeclined,
  );
  const draft: ConnectDraft = unfinished.created
    ? {
        ...stored,
        accountType: "individual",
        individual: { ...stored.individual, step: "card", created: unfinished.created },
      }
    : stored;

  useEffect(() => {
    if (finished) clearDraft();
    else saveDraft(stored);
  }, [stored, finished]);

  const choose = (accountType: AccountType | null) => {
    if (accountType === null) setResumeDeclined(true);
    setDraft((current) => ({ ...current, accountType }));
  };
  const changeBusiness = (patch: Partial<BusinessDraft>) =>
    setDraft((current) => ({ ...current, business: { ...current.business, ...patch } }));
  const changeIndividual = (patch: Partial<IndividualDraft>) =>
    setDraft((current) => ({ ...current, individual: { ...current.individual, ...patch } }));
  const finish = (accountType: AccountType) => (created: Created) => {
    setFinished({ accountType, created });
    setDraft(emptyDraft());
  };

  let content;
  if (!emailVerified) {
    // Said before the steps rather than after them: the server would refuse the last one.
    content = (
      <>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t("connect.emailFirst.title")}
        </Typography>
        <Typography color="text.secondary">{t("connect.emailFirst.text")}</Typography>
      </>
    );
  } else if (unfinished.checking) {
    content = (
      <Stack sx={{ alignItems: "center", py: 6 }}>
        <CircularProgress aria-label={t("connect.resuming")} />
      </Stack>
    );
  } else if (finished) {
    content = <ConnectSuccess {...finished} onStartOver={() => setFinished(null)} />;
  } else if (draft.accountType === "business") {
    content = (
      <BusinessFlow
        draft={draft.business}
        onChange={changeBusiness}
        onExit={() => choose(null)}
        onCreated={finish("business")}
      />
    );
  } else if (draft.accountType === "individual") {
    content = (
      <IndividualFlow
        draft={draft.individual}
        onChange={changeIndividual}
        onExit={() => choose(null)}
        onDone={finish("individual")}
      />
    );
  } else {
    content = <AccountTypeChoice onChoose={choose} />;
  }

  return (
    <>
      <PageTitle title={t("shell.sections.connect")} subtitle={t("connect.subtitle")} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 920, borderRadius: 2 }}>
        {content}
      </Paper>
    </>
  );
}
