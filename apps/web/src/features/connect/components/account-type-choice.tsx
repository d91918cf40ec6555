import BusinessOutlined from "@mui/icons-material/BusinessOutlined";
import PersonOutlined from "@mui/icons-material/PersonOutlined";
import { Box, Card, CardActionArea, Stack, Typography } from "@mui/material";
import { type AccountType, accountTypes } from "@portal/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";

const icons = { business: BusinessOutlined, individual: PersonOutlined } as const;

/**
 * The first step: a business or a sole trader. Each card's button holds only its title (its
 * name: WCAG 2.5.3 Label in Name wants the visible text inside the button to be in its name),
 * the text beside it describes it, and the button's ::after covers the card so the whole
 * card still takes the click.
 */
export function AccountTypeChoice({ onChoose }: { onChoose: (type: AccountType) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Stack spacing={2.5}>
      <Typography component="h2" variant="h6">
        {t("connect.choice.title")}
      </Typography>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        {accountTypes.map((type) => {
          const Icon = icons[type];
          return (
            <Card
              key={type}
              variant="outlined"
              sx={{
                position: "relative",
                borderWidth: 2,
                borderColor: "divider",
                transition: (theme) => theme.transitions.create("border-color"),
                "&:hover, &:focus-within": { borderColor: "primary.main" },
              }}
            >
              <CardActionArea
                onClick={() => onChoose(type)}
                aria-labelledby={`${id}-${type}-title`}
                aria-describedby={`${id}-${type}-text`}
                sx={{
                  position: "static",
                  p: { xs: 2.5, sm: 3 },
                  pb: 1.5,
                  display: "flex",
                  flexDirection: "column",
                  alignItems: "flex-start",
                  gap: 1.5,
                  "&::after": { content: '""', position: "absolute", inset: 0 },
                }}
              >
                <Box
                  sx={{
                    display: "grid",
                    placeItems: "center",
                    width: 48,
                    height: 48,
                    borderRadius: "50%",
                    bgcolor: "primary.main",
                    color: "primary.contrastText",
                  }}
                >
                  <Icon aria-hidden />
                </Box>
                <Typography id={`${id}-${type}-title`} component="span" variant="h6">
                  {t(`connect.choice.${type}.title`)}
                </Typography>
              </CardActionArea>
              <Typography
                id={`${id}-${type}-text`}
                component="p"
                variant="body2"
                color="text.secondary"
                sx={{ px: { xs: 2.5, sm: 3 }, pb: { xs: 2.5, sm: 3 } }}
              >
                {t(`connect.choice.${type}.text`)}
              </Typography>
            </Card>
          );
        })}
      </Box>
    </Stack>
  );
}
