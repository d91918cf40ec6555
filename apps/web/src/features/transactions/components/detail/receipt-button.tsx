import Download from "@mui/icons-material/Download";
import { Button, CircularProgress } from "@mui/material";
import type { Transaction } from "@portal/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorSnackbar } from "@/components/error-snackbar";
import { errorMessage } from "@/lib/api-error";
import { pdfFileName, saveObjectUrl } from "@/lib/save-file";
import { useDownloadReceiptMutation } from "../../api";

/** SPEC §2 "PDF download": the transaction's receipt, in the interface language, saved as receipt-<orderId>.pdf. */
export function ReceiptButton({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation();
  const [download, { isLoading }] = useDownloadReceiptMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const save = async () => {
    setFailure(null);
    try {
      const url = await download(transaction.id).unwrap();
      saveObjectUrl(url, pdfFileName("receipt", transaction.orderId));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        color="secondary"
        startIcon={isLoading ? <CircularProgress size={20} color="inherit" aria-hidden /> : <Download />}
        disabled={isLoading}
        aria-busy={isLoading}
        onClick={() => void save()}
      >
        {t("transactions.detail.receipt")}
      </Button>
      {failure && <ErrorSnackbar message={failure} onClose={() => setFailure(null)} />}
    </>
  );
}
