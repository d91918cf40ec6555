import { Skeleton } from "@mui/material";
import type { PayButton } from "@portal/contracts";
import { payButtonSnippet } from "@portal/contracts/pay-button-snippet";
import { payButtonText } from "../../button-text";
import { useButtonT } from "../../use-button-t";
import { useWidgetsTranslation } from "../../use-widgets-translation";
import { ButtonPreview } from "../button-preview";

/** A listed button as its snippet draws it, in its own language. */
export function ListedButton({ button }: { button: PayButton }) {
  const { t } = useWidgetsTranslation();
  const buttonT = useButtonT(button.language);
  if (!buttonT) return <Skeleton variant="rounded" width={96} height={32} />;
  const text = payButtonText(buttonT, button);
  return (
    <ButtonPreview
      markup={payButtonSnippet(button.link, text, button.style)}
      label={t("widgets.preview.label", { text })}
    />
  );
}
