import { Box } from "@mui/material";
import { assetUrl } from "../asset-url";

interface AppLogoProps {
  appName: string;
  logoUrl: string | null;
  /** Height in px; the frame is 2.5 times as wide, as logos are (492×96 recommended). */
  height?: number;
}

/**
 * The application's logo, or its initial while it has none, in a frame of the same shape
 * either way. Decorative: the name is always written beside it.
 */
export function AppLogo({ appName, logoUrl, height = 40 }: AppLogoProps) {
  const frame = {
    width: height * 2.5,
    height,
    flexShrink: 0,
    border: 1,
    borderColor: "divider",
    borderRadius: 1,
  } as const;
  if (logoUrl) {
    return (
      <Box
        component="img"
        src={assetUrl(logoUrl)}
        alt=""
        sx={{ ...frame, display: "block", objectFit: "contain", bgcolor: "common.white", p: 0.5 }}
      />
    );
  }
  return (
    <Box
      aria-hidden
      sx={{
        ...frame,
        display: "grid",
        placeItems: "center",
        bgcolor: "rgba(0, 86, 135, 0.08)",
        color: "secondary.main",
        fontSize: height * 0.45,
        fontWeight: "bold",
        lineHeight: 1,
      }}
    >
      {appName.trim().charAt(0).toLocaleUpperCase()}
    </Box>
  );
}
