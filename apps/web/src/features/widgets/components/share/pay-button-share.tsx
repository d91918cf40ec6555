import { Box, Paper, Skeleton, Stack, Typography } from "@mui/material";
import type { PayButton } from "@portal/contracts";
import { payButtonSnippet } from "@portal/contracts/pay-button-snippet";
import { type ReactNode, useId } from "react";
import { payButtonText } from "../../button-text";
import { useButtonT } from "../../use-button-t";
import { useWidgetsTranslation } from "../../use-widgets-translation";
import { ButtonPreview } from "../button-preview";
import { CopyField } from "./copy-field";
import { PayButtonQr } from "./pay-button-qr";

/** The three ways to a button's page: the snippet for a website (with the button it draws), the plain link, and the QR code. */
export function PayButtonShare({ button }: { button: PayButton }) {
  const { t } = useWidgetsTranslation();
  const buttonT = useButtonT(button.language);
  const text = buttonT && payButtonText(buttonT, button);
  const snippet = text === null ? null : payButtonSnippet(button.link, text, button.style);

  return (
    <Box
      sx={{
        display: "grid",
        gap: 3,
        alignItems: "start",
        gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 3fr) minmax(0, 2fr)" },
      }}
    >
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        <ShareSection title={t("widgets.share.snippetTitle")}>
          {text === null || snippet === null ? (
            <Skeleton variant="rounded" height={160} aria-label={t("widgets.form.textsLoading")} />
          ) : (
            <Stack spacing={2}>
              <Box sx={{ p: 2, bgcolor: "background.default", borderRadius: 1, textAlign: "center" }}>
                <ButtonPreview markup={snippet} label={t("widgets.preview.label", { text })} />
              </Box>
              <CopyField
                label={t("widgets.share.snippet")}
                value={snippet}
                copyLabel={t("widgets.share.copySnippet")}
                helperText={t("widgets.share.snippetHelper")}
                code
              />
            </Stack>
          )}
        </ShareSection>
        <ShareSection title={t("widgets.share.linkTitle")}>
          <CopyField
            label={t("widgets.share.link")}
            value={button.link}
            copyLabel={t("widgets.share.copyLink")}
            helperText={t("widgets.share.linkHelper")}
          />
        </ShareSection>
      </Stack>
      <ShareSection title={t("widgets.share.qrTitle")}>
        <PayButtonQr button={button} />
      </ShareSection>
    </Box>
  );
}

function ShareSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
