import Add from "@mui/icons-material/Add";
import { Alert, Button, Stack, Typography } from "@mui/material";
import type { PayButton } from "@portal/contracts";
import { useEffect, useRef } from "react";
import { useWidgetsTranslation } from "../../use-widgets-translation";
import { PayButtonShare } from "../share/pay-button-share";

interface PayButtonCreatedProps {
  button: PayButton;
  onCreateAnother: () => void;
}

/** After creating: the button's snippet, link and QR code to take away, and a way to make another. */
export function PayButtonCreated({ button, onCreateAnother }: PayButtonCreatedProps) {
  const { t } = useWidgetsTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the user submitted is gone; keyboard and reader users start again at the outcome.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Stack spacing={3}>
      <Alert severity="success">
        <Typography
          ref={headingRef}
          tabIndex={-1}
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 600, outline: "none", overflowWrap: "anywhere" }}
        >
          {t("widgets.created.title", { name: button.name })}
        </Typography>
        {t("widgets.created.text")}
      </Alert>
      <PayButtonShare button={button} />
      <Button
        variant="contained"
        startIcon={<Add />}
        onClick={onCreateAnother}
        sx={{ alignSelf: { xs: "stretch", sm: "flex-start" } }}
      >
        {t("widgets.created.createAnother")}
      </Button>
    </Stack>
  );
}
