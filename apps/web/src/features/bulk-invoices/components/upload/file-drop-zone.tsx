import UploadFile from "@mui/icons-material/UploadFile";
import { Alert, Box, Button, LinearProgress, Stack, Typography } from "@mui/material";
import { bulkFileIssue } from "@portal/contracts";
import { type ChangeEvent, type DragEvent, useId, useState } from "react";
import { useScreenTranslation } from "@/lib/screen-translation";
import { useNavigate } from "react-router";
import { SectionCard } from "@/components/section-card";
import { visuallyHidden } from "@/components/visually-hidden";
import { useUploadBulkInvoiceMutation } from "../../api";
import { type UploadFailure, uploadFailure } from "../../bulk-messages";
import { bulkInvoicePath } from "../../bulk-query";

/** What the file picker offers (SPEC §5: XLS or XLSX); the server reads the content again. */
const BULK_ACCEPT =
  ".xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * Step 2: the filled table, dropped on the zone or chosen with the picker. Its name and size
 * are checked before anything is sent; once the server has read it, its rows are on their
 * own screen, where nothing is created until the merchant confirms.
 */
export function FileDropZone({ appId }: { appId: string }) {
  const { t } = useScreenTranslation("bulkInvoices");
  const navigate = useNavigate();
  const [upload] = useUploadBulkInvoiceMutation();
  const [uploading, setUploading] = useState<string | null>(null);
  const [failure, setFailure] = useState<UploadFailure | null>(null);
  const [dragging, setDragging] = useState(false);
  const rulesId = useId();
  const busy = uploading !== null;

  const send = async (file: File) => {
    const issue = bulkFileIssue(file);
    if (issue) {
      setFailure({
        message: t(issue === "type" ? "validation.bulkFileType" : "validation.bulkFileSize"),
        missingColumns: [],
      });
      return;
    }
    setFailure(null);
    setUploading(file.name);
    const result = await upload({ appId, file });
    if (result.data) {
      void navigate(bulkInvoicePath(result.data));
      return;
    }
    setUploading(null);
    setFailure(uploadFailure(t, result.error));
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again (after fixing it) must fire a change too.
    event.target.value = "";
    if (file) void send(file);
  };

  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = busy ? "none" : "copy";
    if (!busy) setDragging(true);
  };
  const dragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) void send(file);
  };

  return (
    <SectionCard title={t("bulkInvoices.upload.title")}>
      <Box
        onDragEnter={dragOver}
        onDragOver={dragOver}
        onDragLeave={dragLeave}
        onDrop={drop}
        aria-busy={busy}
        sx={{
          border: 2,
          borderStyle: "dashed",
          borderColor: dragging ? "primary.main" : "divider",
          bgcolor: dragging ? "action.hover" : "transparent",
          borderRadius: 2,
          px: 2,
          py: { xs: 3, sm: 5 },
          textAlign: "center",
          opacity: busy ? 0.7 : 1,
          transition: "border-color 150ms, background-color 150ms",
        }}
      >
        <Stack spacing={1.5} sx={{ alignItems: "center" }}>
          <UploadFile sx={{ fontSize: 48, color: dragging ? "primary.main" : "secondary.main" }} aria-hidden />
          <Typography>{dragging ? t("bulkInvoices.upload.dropHere") : t("bulkInvoices.upload.drag")}</Typography>
          {/* The picker itself takes the focus (and Space or Enter opens it); the label around it looks like a button. */}
          <Button
            component="label"
            role={undefined}
            tabIndex={-1}
            variant="contained"
            disabled={busy}
            startIcon={<UploadFile aria-hidden />}
            sx={{ "&:has(input:focus-visible)": { outline: 2, outlineColor: "secondary.main", outlineOffset: 2 } }}
          >
            {t("bulkInvoices.upload.choose")}
            <Box
              component="input"
              type="file"
              accept={BULK_ACCEPT}
              disabled={busy}
              aria-describedby={rulesId}
              onChange={choose}
              sx={visuallyHidden}
            />
          </Button>
          <Typography id={rulesId} variant="body2" color="text.secondary">
            {t("bulkInvoices.upload.rules")}
          </Typography>
        </Stack>
      </Box>
      {uploading !== null && (
        <Stack spacing={1}>
          <Typography variant="body2" aria-live="polite" sx={{ overflowWrap: "anywhere" }}>
            {t("bulkInvoices.upload.uploading", { fileName: uploading })}
          </Typography>
          <LinearProgress aria-label={t("bulkInvoices.upload.uploading", { fileName: uploading })} />
        </Stack>
      )}
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)}>
          {failure.message}
          {failure.missingColumns.length > 0 && (
            <Box component="span" sx={{ display: "block", mt: 0.5 }}>
              {t("bulkInvoices.upload.missingColumns", { columns: failure.missingColumns.join(", ") })}
            </Box>
          )}
        </Alert>
      )}
    </SectionCard>
  );
}
