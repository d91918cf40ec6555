import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import { Button, type ButtonProps, CircularProgress } from "@mui/material";
import { ErrorSnackbar } from "@/components/error-snackbar";
import { useDownload } from "../use-download";

interface DownloadButtonProps {
  /** The API path of the workbook. */
  path: string;
  fallbackName: string;
  children: string;
  variant?: ButtonProps["variant"];
  sx?: ButtonProps["sx"];
}

/** Downloads a workbook and saves it, busy meanwhile; a failure is said at the foot of the screen. */
export function DownloadButton({ path, fallbackName, children, variant = "outlined", sx }: DownloadButtonProps) {
  const { state, download, dismiss } = useDownload(path, fallbackName);
  const downloading = state.kind === "downloading";
  return (
    <>
      <Button
        variant={variant}
        color="secondary"
        onClick={() => void download()}
        disabled={downloading}
        aria-busy={downloading}
        startIcon={downloading ? <CircularProgress size={18} color="inherit" aria-hidden /> : <FileDownloadOutlined />}
        sx={sx}
      >
        {children}
      </Button>
      {state.kind === "failed" && <ErrorSnackbar message={state.message} onClose={dismiss} />}
    </>
  );
}
