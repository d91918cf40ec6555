import { Alert, Box, Skeleton } from "@mui/material";
import { isHexColour } from "@portal/contracts";
import { payButtonSnippet } from "@portal/contracts/pay-button-snippet";
import { useWatch } from "react-hook-form";
import { SectionCard } from "@/components/section-card";
import { useFormat } from "@/lib/format";
import { payButtonText } from "../../button-text";
import { weakContrast } from "../../swatches";
import { useButtonT } from "../../use-button-t";
import { useWidgetsTranslation } from "../../use-widgets-translation";
import { ButtonPreview } from "../button-preview";
import { defaultStyle, type PayButtonForm, typedAmount } from "./pay-button-form-values";

/** Where the preview's link would lead: nowhere yet, the button has no page until it is created. */
const NO_LINK_YET = "#";

/** The button as the form now describes it, redrawn on every change, with a word when its text would be hard to read. */
export function PreviewSection({ form }: { form: PayButtonForm }) {
  const { t } = useWidgetsTranslation();
  const { formatNumber } = useFormat();
  const [language, amountMode, amount, currency, style] = useWatch({
    control: form.control,
    name: ["language", "amountMode", "amount", "currency", "style"],
  });
  const buttonT = useButtonT(language);
  // A colour goes into the markup's style attribute only once it is one: until then the default stands in.
  const background = isHexColour(style.background.trim()) ? style.background.trim() : defaultStyle.background;
  const textColour = isHexColour(style.textColour.trim()) ? style.textColour.trim() : defaultStyle.textColour;
  const contrast = weakContrast(textColour, background);
  const text =
    buttonT && payButtonText(buttonT, { language, amountMode, amount: typedAmount(amount), currency, style });

  return (
    <SectionCard title={t("widgets.preview.title")} description={t("widgets.preview.text")}>
      <Box
        sx={{
          p: 3,
          bgcolor: "background.default",
          border: 1,
          borderColor: "divider",
          borderRadius: 1,
          textAlign: "center",
        }}
      >
        {text === null ? (
          <Skeleton variant="rounded" height={44} aria-label={t("widgets.form.textsLoading")} />
        ) : (
          <ButtonPreview
            markup={payButtonSnippet(NO_LINK_YET, text, {
              background,
              textColour,
              size: style.size,
              shape: style.shape,
            })}
            label={t("widgets.preview.label", { text })}
          />
        )}
      </Box>
      {contrast !== null && (
        <Alert severity="warning">
          {t("widgets.preview.lowContrast", { ratio: formatNumber(contrast, { maximumFractionDigits: 1 }) })}
        </Alert>
      )}
    </SectionCard>
  );
}
