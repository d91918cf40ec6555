import UploadFile from "@mui/icons-material/UploadFile";
import { Alert, Box, Button, CircularProgress, Typography } from "@mui/material";
import { type ApplicationDetail, LOGO_MAX_SIDE, LOGO_RECOMMENDED, type LogoUploaded } from "@portal/contracts";
import { type ChangeEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "@/components/visually-hidden";
import { errorMessage, serverError } from "@/lib/api-error";
import { useMay } from "@/lib/permissions";
import { useUploadLogoMutation } from "../api";
import { assetUrl } from "../asset-url";
import { LOGO_ACCEPT, type LogoProblem, logoFileProblem, serverLogoProblem } from "../logo-file";
import { SectionCard } from "@/components/section-card";

type Outcome = { kind: "problem"; text: string } | { kind: "uploaded"; logo: LogoUploaded } | null;

/** Section 2: the logo the checkout shows; checked here for type and size, by content on the server. */
export function LogoSection({ app }: { app: ApplicationDetail }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [upload, { isLoading }] = useUploadLogoMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const mayConfigure = useMay("configureApplication");
  const readOnly = app.status === "disabled" || !mayConfigure;
  const logoUrl = outcome?.kind === "uploaded" ? outcome.logo.logoUrl : app.logoUrl;
  const problemText = (problem: LogoProblem) => t(`applications.logo.problems.${problem}`, { side: LOGO_MAX_SIDE });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again must fire a change too.
    event.target.value = "";
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) {
      setOutcome({ kind: "problem", text: problemText(problem) });
      return;
    }
    setOutcome(null);
    const result = await upload({ appId: app.id, file });
    if (result.data) {
      setOutcome({ kind: "uploaded", logo: result.data });
      return;
    }
    const refusal = serverLogoProblem(serverError(result.error)?.code);
    setOutcome({ kind: "problem", text: refusal ? problemText(refusal) : errorMessage(result.error) });
  };

  return (
    <SectionCard
      title={t("applications.logo.title")}
      description={t("applications.logo.rules", { width: LOGO_RECOMMENDED.width, height: LOGO_RECOMMENDED.height })}
    >
      {/* The recommended shape; any other logo (a square one) is shown whole inside it, as the checkout does. */}
      <Box
        sx={{
          position: "relative",
          width: "100%",
          maxWidth: LOGO_RECOMMENDED.width,
          aspectRatio: `${LOGO_RECOMMENDED.width} / ${LOGO_RECOMMENDED.height}`,
          display: "grid",
          placeItems: "center",
          border: 1,
          borderStyle: logoUrl ? "solid" : "dashed",
          borderColor: "divider",
          borderRadius: 1,
          bgcolor: "common.white",
          overflow: "hidden",
        }}
      >
        {logoUrl ? (
          <Box
            component="img"
            src={assetUrl(logoUrl)}
            alt={t("applications.logo.currentAlt", { appName: app.appName })}
            // Sized by the frame, not by the image: a grid item's max-height against a row
            // sized by its own content let a square logo grow past the frame, cropped.
            sx={{
              position: "absolute",
              inset: 0,
              width: "100%",
              height: "100%",
              boxSizing: "border-box",
              p: 0.5,
              objectFit: "contain",
            }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t("applications.logo.none")}
          </Typography>
        )}
      </Box>
      {outcome?.kind === "problem" && <Alert severity="error">{outcome.text}</Alert>}
      {outcome?.kind === "uploaded" && (
        <Alert severity={outcome.logo.belowRecommended ? "warning" : "success"}>
          {outcome.logo.belowRecommended
            ? t("applications.logo.belowRecommended", {
                width: outcome.logo.width,
                height: outcome.logo.height,
                recommendedWidth: LOGO_RECOMMENDED.width,
                recommendedHeight: LOGO_RECOMMENDED.height,
              })
            : t("applications.logo.uploaded")}
        </Alert>
      )}
      {!readOnly && (
        <>
          <Box
            component="input"
            ref={input}
            type="file"
            accept={LOGO_ACCEPT}
            aria-label={t("applications.logo.fileInput")}
            tabIndex={-1}
            onChange={(event: ChangeEvent<HTMLInputElement>) => void choose(event)}
            sx={visuallyHidden}
          />
          <Button
            variant="outlined"
            color="secondary"
            startIcon={isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : <UploadFile />}
            onClick={() => input.current?.click()}
            disabled={isLoading}
            aria-busy={isLoading}
            sx={{ alignSelf: "flex-start" }}
          >
            {logoUrl ? t("applications.logo.replace") : t("applications.logo.upload")}
          </Button>
        </>
      )}
    </SectionCard>
  );
}
