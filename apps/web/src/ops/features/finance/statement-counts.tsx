import { Box, Stack } from "@mui/material";
import { type BankStatement, statementLineOutcomes } from "@portal/contracts";
import { ToneChip } from "../../components/tone-chip";
import { useFormat } from "../../lib/format";
import type { OpsKey } from "../../lib/i18n";
import { useTexts } from "../../lib/use-texts";
import { outcomeTone } from "./status-chips";

/** A statement's kind in words: what the bank calls each message. */
export const statementKindKey: Record<BankStatement["kind"], OpsKey> = {
  "camt.054": "ops.statementKinds.notification",
  "camt.053": "ops.statementKinds.accountStatement",
};

/**
 * How many lines of a statement did what, one chip an outcome. `all` shows every outcome, a
 * zero too (a statement's result); otherwise only those that happened (a list's row).
 */
export function StatementCounts({
  counts,
  all = false,
  label,
}: {
  counts: BankStatement["counts"];
  all?: boolean;
  label: string;
}) {
  const { t } = useTexts();
  const format = useFormat();
  const shown = statementLineOutcomes.filter((outcome) => all || counts[outcome] > 0);
  if (shown.length === 0) {
    return (
      <Box component="span" sx={{ color: "text.secondary" }}>
        {t("ops.statement.noLines")}
      </Box>
    );
  }
  return (
    <Stack
      component="ul"
      aria-label={label}
      direction="row"
      sx={{ listStyle: "none", m: 0, p: 0, gap: 0.75, flexWrap: "wrap" }}
    >
      {shown.map((outcome) => (
        <li key={outcome}>
          <ToneChip
            label={t("ops.statement.outcomeCount", {
              outcome: t(`ops.statementOutcomes.${outcome}`),
              number: format.number(counts[outcome]),
            })}
            tone={counts[outcome] > 0 ? outcomeTone[outcome] : "neutral"}
          />
        </li>
      ))}
    </Stack>
  );
}
