import ContentCopy from "@mui/icons-material/ContentCopy";
import { Button, Stack, Typography } from "@mui/material";
import { TextField } from "@/components/form/text-field";
import { useCopy } from "@/lib/use-copy";

interface CopyFieldProps {
  label: string;
  value: string;
  copyLabel: string;
  helperText?: string;
  /** Code, read in a monospace font over a few lines. */
  code?: boolean;
}

/** Something to paste elsewhere: shown read-only (selected whole on focus), with a button that copies it and says how that went. */
export function CopyField({ label, value, copyLabel, helperText, code = false }: CopyFieldProps) {
  const { outcome, message, copy } = useCopy(value, 3000);
  return (
    <Stack spacing={1.5} sx={{ alignItems: "flex-start" }}>
      <TextField
        label={label}
        value={value}
        helperText={helperText}
        multiline={code}
        minRows={code ? 3 : undefined}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false }, inputLabel: { shrink: true } }}
        onFocus={(event) => event.target.select()}
        sx={
          code
            ? {
                "& textarea": {
                  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
                  fontSize: "0.8125rem",
                },
              }
            : undefined
        }
      />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 1 }}>
        <Button variant="outlined" color="secondary" startIcon={<ContentCopy />} onClick={() => void copy()}>
          {copyLabel}
        </Button>
        <Typography role="status" variant="body2" color={outcome === "failed" ? "error" : "success.dark"}>
          {message}
        </Typography>
      </Stack>
    </Stack>
  );
}
