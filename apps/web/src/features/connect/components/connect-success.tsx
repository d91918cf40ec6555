import CheckCircleOutlined from "@mui/icons-material/CheckCircleOutlined";
import { Button, Stack, Typography } from "@mui/material";
import type { AccountType } from "@portal/contracts";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, generatePath } from "react-router";
import { paths } from "@/light/paths";
import type { Created } from "../draft";

interface ConnectSuccessProps {
  accountType: AccountType;
  created: Created;
  onStartOver: () => void;
}

/** The end of either flow: the application exists; it is configured on its own page. */
export function ConnectSuccess({ accountType, created, onStartOver }: ConnectSuccessProps) {
  const { t } = useTranslation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);

  return (
    <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
      <CheckCircleOutlined color="success" sx={{ fontSize: 56 }} aria-hidden />
      <Typography ref={titleRef} tabIndex={-1} component="h2" variant="h5" sx={{ outline: "none" }}>
        {t(`connect.success.${accountType}.title`)}
      </Typography>
      <Typography color="text.secondary">{t(`connect.success.${accountType}.text`)}</Typography>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={1.5}
        sx={{ pt: 1, alignSelf: { xs: "stretch", sm: "flex-start" } }}
      >
        <Button
          component={RouterLink}
          to={generatePath(paths.applications.configure, created)}
          variant="contained"
          size="large"
        >
          {t("connect.success.configure")}
        </Button>
        <Button variant="outlined" color="secondary" size="large" onClick={onStartOver}>
          {t("connect.success.startOver")}
        </Button>
      </Stack>
    </Stack>
  );
}
