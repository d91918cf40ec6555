import Clear from "@mui/icons-material/Clear";
import UploadFile from "@mui/icons-material/UploadFile";
import { Alert, AlertTitle, Box, Button, CircularProgress, Link, Stack, Typography } from "@mui/material";
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { Link as RouterLink } from "react-router";
import { SectionCard } from "@/components/section-card";
import { visuallyHidden } from "@/components/visually-hidden";
import { useFormat } from "../../lib/format";
import { serverError } from "../../lib/server-error";
import { useTexts } from "../../lib/use-texts";
import { type StatementDetail, useUploadStatementMutation } from "./api";
import { StatementCounts } from "./statement-counts";
import { statementPath } from "./statement-columns";
import { STATEMENT_ACCEPT, STATEMENT_MAX_MB, type StatementFileProblem, statementFileProblem } from "./statement-file";
import { StatementLines } from "./statement-lines";

/** Why the upload came to nothing: a file refused before sending, or the server's answer. */
type Refusal = { kind: "file"; problem: StatementFileProblem } | { kind: "server"; error: unknown };

/**
 * A finance operator's upload of the bank's statement (camt.054 or camt.053), and what it did:
 * the lines by outcome and each line. The very same file again applies nothing, and says so.
 */
export function StatementUpload() {
  const { t, failure } = useTexts();
  const format = useFormat();
  const input = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const [upload, { isLoading }] = useUploadStatementMutation();
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [result, setResult] = useState<StatementDetail | null>(null);

  // The result takes focus once it is there, so it is read out and next in line for the keyboard.
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Choosing the same file again must fire a change too.
    event.target.value = "";
    if (!chosen) return;
    const problem = statementFileProblem(chosen);
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
    <SectionCard
      title={t("ops.statements.upload.title")}
      description={t("ops.statements.upload.text", { maxMb: STATEMENT_MAX_MB })}
    >
      <Stack spacing={1.5} sx={{ alignItems: "flex-start" }}>
        <Box
          component="input"
          ref={input}
          type="file"
          accept={STATEMENT_ACCEPT}
          aria-label={t("ops.statements.upload.fileInput")}
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
            {file ? t("ops.statements.upload.chooseAnother") : t("ops.statements.upload.choose")}
          </Button>
          <Button
            variant="contained"
            startIcon={isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            onClick={() => void send()}
            disabled={!file || isLoading}
            aria-busy={isLoading}
          >
            {isLoading ? t("ops.statements.upload.sending") : t("ops.statements.upload.send")}
          </Button>
          {(file || refusal || result) && (
            <Button color="secondary" startIcon={<Clear />} onClick={clear} disabled={isLoading}>
              {t("ops.statements.upload.clear")}
            </Button>
          )}
        </Stack>
        {file && (
          <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
            {t("ops.statements.upload.chosen", { name: file.name, size: size(file.size) })}
          </Typography>
        )}
        {refusal?.kind === "file" && (
          <Alert severity="error" sx={{ alignSelf: "stretch" }}>
            {t(`ops.statements.upload.problems.${refusal.problem}`, { maxMb: STATEMENT_MAX_MB })}
          </Alert>
        )}
        {refusal?.kind === "server" && (
          <Alert severity="error" sx={{ alignSelf: "stretch" }}>
            <AlertTitle>{t("ops.statements.upload.notApplied")}</AlertTitle>
            <ServerRefusal error={refusal.error} said={failure(refusal.error)} />
          </Alert>
        )}
      </Stack>

      {result && (
        <Stack spacing={2}>
          <Alert
            ref={resultRef}
            tabIndex={-1}
            severity={result.alreadyUploaded ? "info" : "success"}
            sx={{ "&:focus": { outline: "none" } }}
          >
            <AlertTitle>
              {result.alreadyUploaded
                ? t("ops.statements.result.alreadyUploadedTitle")
                : t("ops.statements.result.appliedTitle", { fileName: result.statement.fileName })}
            </AlertTitle>
            {result.alreadyUploaded
              ? t("ops.statements.result.alreadyUploaded", {
                  fileName: result.statement.fileName,
                  name: result.statement.uploadedBy.name,
                  at: format.dateTime(result.statement.uploadedAt),
                  zone: format.zone,
                })
              : t("ops.statements.result.applied")}
          </Alert>
          <StatementCounts
            counts={result.statement.counts}
            all
            label={t("ops.statement.countsLabel", { fileName: result.statement.fileName })}
          />
          <StatementLines
            lines={result.lines}
            label={t("ops.statement.linesLabel", { fileName: result.statement.fileName })}
          />
          <Link component={RouterLink} to={statementPath(result.statement.id)} sx={{ alignSelf: "flex-start" }}>
            {t("ops.statements.result.open")}
          </Link>
        </Stack>
      )}
    </SectionCard>
  );
}

/** The code's text, and the server's own words when they say more (which part of the file it could not read). */
function ServerRefusal({ error, said }: { error: unknown; said: string }) {
  const { t } = useTexts();
  const body = serverError(error);
  const detail = body?.code === "STATEMENT_INVALID" && body.message && body.message !== said ? body.message : null;
  return (
    <>
      <Typography variant="body2">{said}</Typography>
      {detail && (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: "anywhere" }}>
          {t("ops.statements.upload.serverSaid", { message: detail })}
        </Typography>
      )}
    </>
  );
}
