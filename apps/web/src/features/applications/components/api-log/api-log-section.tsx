import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import { Button } from "@mui/material";
import { API_LOG_DAYS, type ApplicationDetail } from "@portal/contracts";
import { Suspense, useState } from "react";
import { SectionCard } from "@/components/section-card";
import { ApiLogDialog, loadApiLogDialog } from "./api-log-dialogs";
import { useApiLogTranslation } from "./api-log-texts";

interface ApiLogSectionProps {
  app: ApplicationDetail;
  /** Brings the merchant to the webhooks section, whose endpoints list the deliveries. */
  onWebhookDeliveries: () => void;
}

/**
 * The application's API log (docs/merchant-api.md "API log"): what the merchant's server
 * asked with its keys and what it was answered, to find out why a call failed. Offered to who
 * may configure the application, as the webhooks are; this module, its texts and its dialog
 * load after the screen (api-log-dialogs.ts).
 */
export function ApiLogSection({ app, onWebhookDeliveries }: ApiLogSectionProps) {
  const { t } = useApiLogTranslation();
  // Mounted from the first opening until its closing has run, so each opening starts afresh.
  const [dialog, setDialog] = useState<{ open: boolean; toWebhooks: boolean } | null>(null);

  return (
    <SectionCard title={t("apiLog.title")} description={t("apiLog.description", { days: API_LOG_DAYS })}>
      <Button
        variant="outlined"
        color="secondary"
        startIcon={<ReceiptLongOutlined />}
        onPointerEnter={() => void loadApiLogDialog()}
        onFocus={() => void loadApiLogDialog()}
        onClick={() => setDialog({ open: true, toWebhooks: false })}
        sx={{ alignSelf: "flex-start" }}
      >
        {t("apiLog.open")}
      </Button>
      <Suspense fallback={null}>
        {dialog && (
          <ApiLogDialog
            app={app}
            open={dialog.open}
            onClose={() => setDialog({ open: false, toWebhooks: false })}
            onWebhookDeliveries={() => setDialog({ open: false, toWebhooks: true })}
            // Only once the dialog has given the focus back to this button can the webhooks take it.
            onExited={() => {
              if (dialog.toWebhooks) onWebhookDeliveries();
              setDialog(null);
            }}
          />
        )}
      </Suspense>
    </SectionCard>
  );
}
