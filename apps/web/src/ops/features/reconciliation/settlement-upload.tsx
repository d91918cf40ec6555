import Clear from "@mui/icons-material/Clear";
import UploadFile from "@mui/icons-material/UploadFile";
import { Alert, AlertTitle, Box, Button, CircularProgress, Stack, Typography } from "@mui/material";
import type { SettlementImported } from "@portal/contracts";
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { SectionCard } from "@/components/section-card";
import { visuallyHidden } from "@/components/visually-hidden";
import { useFormat } from "../../lib/format";
import { serverError } from "../../lib/server-error";
import { useTexts } from "../../lib/use-texts";
import { useImportSettlementMutation } from "./api";
import { DayLink } from "./difference-columns";
import {
  SETTLEMENT_ACCEPT,
  SETTLEMENT_MAX_MB,
  type SettlementFileProblem,
  settlementFileProblem,
} from "./settlement-file";

/** Why the import came to nothing: a file refused before sending, or the server's answer. */
type Refusal = { kind: "file"; problem: SettlementFileProblem } | { kind: "server"; error: unknown };

/**
 * A finance operator's import of the acquirer's settlement report (Kapital Bank's CSV), and
 * what it brought: its rows and the days they settle on, each a way to that day. The very
 * same file again imports nothing, and says so.
 */
export function SettlementUpload() {
  const { t, failure } = useTexts();
  const format = useFormat();
  const input = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const [upload, { isLoading }] = useImportSettlementMutation();
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [result, setResult] = useState<SettlementImported | null>(null);

  // The result takes focus once it is there, so it is read out and next in line for the keyboard.
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Choosing the same file again must fire a change too.
    event.target.value = "";
    if (!chosen) return;
    const problem = settlementFileProblem(chosen);
    setRefusal(problem ? { kind: "file", problem } : null);
    setFile(problem ? null : chosen);
    setResult(null);
  };

  // The Clear button goes with what it cleared: focus moves to choosing a file.
  const clear = () => {
    setFile(null);
    setRefusal(null);
    setResult(null);
    chooseRef.current?.focus();
  };

  const send = async () => {
    if (!file) return;
    setRefusal(null);
    setResult(null);
    const answer = await upload(file);
    if (answer.data) {
      setFile(null);
      setResult(answer.data);
      return;
    }
    const code = serverError(answer.error)?.code;
    setRefusal(
      code === "PAYLOAD_TOO_LARGE" ? { kind: "file", problem: "size" } : { kind: "server", error: answer.error },
    );
  };

  // Megabytes to one decimal; a small file is "0.1", not "0".
  const size = (bytes: number) => format.number(Math.max(Math.round(bytes / ((1024 * 1024) / 10)) / 10, 0.1));

  return (
    <SectionCard title={t("ops.settlement.title")} description={t("ops.settlement.text", { maxMb: SETTLEMENT_MAX_MB })}>
      <Stack spacing={1.5} sx={{ alignItems: "flex-start" }}>
        <Box
          component="input"
          ref={input}
          type="file"
          accept={SETTLEMENT_ACCEPT}
          aria-label={t("ops.settlement.fileInput")}
          tabIndex={-1}
          onChange={choose}
          sx={visuallyHidden}
        />
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignSelf: "stretch" }}>
          <Button
            ref={chooseRef}
            variant="outlined"
            color="secondary"
            startIcon={<UploadFile />}
            onClick={() => input.current?.click()}
            disabled={isLoading}
          >
            {file ? t("ops.settlement.chooseAnother") : t("ops.settlement.choose")}
          </Button>
          <Button
            variant="contained"
            startIcon={isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            onClick={() => void send()}
            disabled={!file || isLoading}
            aria-busy={isLoading}
          >
            {isLoading ? t("ops.settlement.sending") : t("ops.settlement.send")}
          </Button>
          {(file || refusal || result) && (
            <Button color="secondary" startIcon={<Clear />} onClick={clear} disabled={isLoading}>
              {t("ops.settlement.clear")}
            </Button>
          )}
        </Stack>
        {file && (
          <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
            {t("ops.settlement.chosen", { name: file.name, size: size(file.size) })}
          </Typography>
        )}
        {refusal?.kind === "file" && (
          <Alert severity="error" sx={{ alignSelf: "stretch" }}>
            {t(`ops.settlement.problems.${refusal.problem}`, { maxMb: SETTLEMENT_MAX_MB })}
          </Alert>
        )}
        {refusal?.kind === "server" && (
          <Alert severity="error" sx={{ alignSelf: "stretch" }}>
            <AlertTitle>{t("ops.settlement.notImported")}</AlertTitle>
            <ServerRefusal error={refusal.error} said={failure(refusal.error)} />
          </Alert>
        )}
      </Stack>

      {result && (
        <Stack spacing={1.5}>
          <Alert
            ref={resultRef}
            tabIndex={-1}
            severity={result.alreadyImported ? "info" : "success"}
            sx={{ "&:focus": { outline: "none" } }}
          >
            <AlertTitle>
              {result.alreadyImported
                ? t("ops.settlement.alreadyImportedTitle")
                : t("ops.settlement.importedTitle", { fileName: result.fileName })}
            </AlertTitle>
            {result.alreadyImported
              ? t("ops.settlement.alreadyImported", { fileName: result.fileName, rows: format.number(result.rows) })
              : t("ops.settlement.imported", { rows: format.number(result.rows) })}
          </Alert>
          {result.days.length > 0 && (
            <Stack spacing={0.5}>
              <Typography variant="body2">{t("ops.settlement.daysIntro")}</Typography>
              <Stack
                component="ul"
                aria-label={t("ops.settlement.daysLabel", { fileName: result.fileName })}
                direction="row"
                sx={{ listStyle: "none", m: 0, p: 0, gap: 1.5, flexWrap: "wrap" }}
              >
                {result.days.map((day) => (
                  <li key={day}>
                    <DayLink day={day} />
                  </li>
                ))}
              </Stack>
            </Stack>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}

/** The code's text, and the server's own words when they say more (which line of the file broke the mapping). */
function ServerRefusal({ error, said }: { error: unknown; said: string }) {
  const { t } = useTexts();
  const body = serverError(error);
  const detail =
    body?.code === "SETTLEMENT_FILE_INVALID" && body.message && body.message !== said ? body.message : null;
  return (
    <>
      <Typography variant="body2">{said}</Typography>
      {detail && (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: "anywhere" }}>
          {t("ops.settlement.serverSaid", { message: detail })}
        </Typography>
      )}
    </>
  );
}
