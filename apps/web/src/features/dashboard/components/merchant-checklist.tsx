import CheckCircle from "@mui/icons-material/CheckCircle";
import RadioButtonUnchecked from "@mui/icons-material/RadioButtonUnchecked";
import { Box, Button, Stack, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { SectionCard } from "@/components/section-card";
import { visuallyHidden } from "@/components/visually-hidden";
import { useIsMainUser, useMay } from "@/lib/permissions";
import { type Checklist, type ChecklistStep, checklistSteps } from "../checklist";
import { stepPath } from "../checklist-links";
import { useDashboardTranslation } from "../use-dashboard-translation";

/** Who may take each step (SPEC §6): only the main user signs the contract. */
function useMayTake(): Record<ChecklistStep, boolean> {
  const mayConnect = useMay("connectBusiness");
  const mayConfigure = useMay("configureApplication");
  const maySign = useIsMainUser();
  const mayInvoice = useMay("createInvoice");
  return {
    connect: mayConnect,
    configure: mayConfigure,
    signContract: maySign,
    live: mayConfigure,
    firstInvoice: mayInvoice,
  };
}

/** A new merchant's steps to the first payment, each ticked from the account's state, the next one a button to its screen. */
export function MerchantChecklist({ checklist }: { checklist: Checklist }) {
  const { t } = useDashboardTranslation();
  const mayTake = useMayTake();
  const { done, next, app } = checklist;
  const doneCount = checklistSteps.filter((step) => done[step]).length;
  return (
    <Box sx={{ mb: 3 }}>
      <SectionCard
        title={t("dashboard.checklist.title")}
        description={t("dashboard.checklist.progress", { done: doneCount, total: checklistSteps.length })}
      >
        <Stack component="ol" spacing={1.5} sx={{ listStyle: "none", m: 0, p: 0 }}>
          {checklistSteps.map((step) => {
            const isNext = step === next;
            return (
              <Stack
                component="li"
                key={step}
                direction={{ xs: "column", sm: "row" }}
                spacing={{ xs: 1, sm: 2 }}
                aria-current={isNext ? "step" : undefined}
                sx={{ alignItems: { sm: "center" }, justifyContent: "space-between" }}
              >
                <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", minWidth: 0 }}>
                  {done[step] ? (
                    <CheckCircle sx={{ color: "success.dark" }} aria-hidden />
                  ) : (
                    <RadioButtonUnchecked color={isNext ? "secondary" : "disabled"} aria-hidden />
                  )}
                  <Typography
                    sx={{ fontWeight: isNext ? "bold" : undefined, color: done[step] ? "text.secondary" : undefined }}
                  >
                    {t(`dashboard.checklist.steps.${step}`)}
                    <Box component="span" sx={visuallyHidden}>
                      {` (${done[step] ? t("dashboard.checklist.done") : t("dashboard.checklist.notDone")})`}
                    </Box>
                  </Typography>
                </Stack>
                {/* Under the step's text on a phone, level with it (past the 24 px icon and its gap). */}
                {isNext &&
                  (mayTake[step] ? (
                    <Button
                      component={RouterLink}
                      to={stepPath(step, app)}
                      variant="contained"
                      sx={{ flexShrink: 0, alignSelf: { xs: "flex-start", sm: "auto" }, ml: { xs: 4.5, sm: 0 } }}
                    >
                      {t(`dashboard.checklist.actions.${step}`)}
                    </Button>
                  ) : (
                    <Typography variant="body2" color="text.secondary" sx={{ ml: { xs: 4.5, sm: 0 } }}>
                      {t("dashboard.checklist.notYours")}
                    </Typography>
                  ))}
              </Stack>
            );
          })}
        </Stack>
      </SectionCard>
    </Box>
  );
}
