import { createTheme, type Shadows } from "@mui/material/styles";
import { fontFamily } from "./fonts";

// SPEC §9 names 400 "medium" and 500 "regular"; the theme keeps its names and values.
const weight = { light: 300, medium: 400, regular: 500, bold: 600 } as const;

/** SPEC §9 gives sizes in px on a 16 px base; every line height there is 1.5 × the size. */
const type = (px: number, fontWeight: number) => ({ fontSize: `${px / 16}rem`, lineHeight: 1.5, fontWeight });

// SPEC §9 "custom soft shadows for levels 1-8": a low, blue-tinted blur that grows per level.
const softShadow = (level: number) => `0 ${level}px ${level * 3}px rgba(0, 86, 135, ${0.04 + level * 0.01})`;

const base = createTheme();

/**
 * The brand teal (SPEC §9, #4DBDC6) is 2.2:1 on white: fine for fills and borders, too light
 * for text. Text in "primary" (outlined and text buttons, selected tabs, links styled primary)
 * takes this darker teal of the same hue: 5.4:1 on white, 5:1 on the page's background.
 */
export const primaryText = "#00767F";

/**
 * A filled button in primary under the pointer: MUI darkens it to "primary.dark", which is the
 * teal for text above, and its dark label would read at 3.6:1 there. This shade, a little
 * darker than the brand teal, keeps the label at 6.6:1.
 */
export const primaryHover = "#3FA9B2";

/**
 * prefers-reduced-motion (WCAG 2.3.3): transitions end at once, MUI's own (menus, popovers,
 * drawers, dialogs, collapses: their inline transitions too, which `!important` overrides)
 * and the portal's, and so do animations (ripples, skeleton waves) except a spinner's, whose
 * turning is what says that something is still loading. Scrolling jumps instead of gliding.
 */
export const reducedMotion = {
  "@media (prefers-reduced-motion: reduce)": {
    "*, *::before, *::after": {
      transitionDuration: "0.01ms !important",
      transitionDelay: "0ms !important",
      scrollBehavior: "auto !important",
    },
    ':not([role="progressbar"], [role="progressbar"] *)': {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
    },
  },
} as const;
const shadows = base.shadows.map((shadow, level) => (level >= 1 && level <= 8 ? softShadow(level) : shadow)) as Shadows;

export const theme = createTheme({
  palette: {
    primary: { main: "#4DBDC6", dark: primaryText },
    secondary: { main: "#005687" },
    // Text in "success.dark" (done, copied, met): MUI's shade of the bright green was 3.6:1.
    success: { main: "#77D55E", dark: "#2E7D32" },
    // White on this blue is 3.7:1, below WCAG AA for a chip's small text; MUI's dark text is 5:1.
    info: { main: "#2983F2", contrastText: "rgba(0, 0, 0, 0.87)" },
    warning: { main: "#FFEC1C" },
    // Text in red takes "error.dark" (6.6:1 on white; MUI's own shade of the SPEC red, written out): the red itself is 3.6:1.
    error: { main: "#FF3236", dark: "#B22325" },
    background: { default: "#F4F8FA" },
  },
  shape: { borderRadius: 8 },
  shadows,
  typography: {
    fontFamily,
    htmlFontSize: 16,
    fontWeightLight: weight.light,
    fontWeightMedium: weight.medium,
    fontWeightRegular: weight.regular,
    fontWeightBold: weight.bold,
    h1: type(96, weight.bold),
    h2: type(60, weight.bold),
    h3: type(48, weight.bold),
    h4: type(34, weight.bold),
    h5: type(24, weight.bold),
    h6: type(20, weight.bold),
    subtitle1: type(18, weight.regular),
    subtitle2: type(16, weight.regular),
    // SPEC's body sizes by name; MUI's body1, body2 and caption are body L, M and S.
    bodyXL: type(18, weight.medium),
    bodyL: type(16, weight.medium),
    bodyM: type(14, weight.medium),
    bodyS: type(12, weight.medium),
    bodyXS: type(10, weight.medium),
    body1: type(16, weight.medium),
    body2: type(14, weight.medium),
    caption: type(12, weight.medium),
    // SPEC §9 "buttons and menu text capitalised": by the text itself, which starts with a
    // capital in every language (sentence case), not by CSS. `capitalize` upper-cased every
    // word ("Экспорт В Excel"), which Azerbaijani and Russian never do.
    button: { ...type(16, weight.regular), textTransform: "none" },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // SPEC §9: scrollbars are hidden everywhere; content still scrolls.
        "*": { scrollbarWidth: "none" },
        "*::-webkit-scrollbar": { display: "none" },
        "a:focus-visible, button:focus-visible": { outline: "2px solid #005687", outlineOffset: 2 },
        ...reducedMotion,
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: {
          variants: [
            { props: { variant: "outlined", color: "primary" }, style: { color: primaryText } },
            { props: { variant: "text", color: "primary" }, style: { color: primaryText } },
            {
              props: { variant: "contained", color: "primary" },
              style: { "@media (hover: hover)": { "&:hover": { "--variant-containedBg": primaryHover } } },
            },
            // The error red is 3.6:1 on white: an outlined or text button in "error" (Disconnect,
            // Sign out, Delete) writes its label, and draws its border, in the darker shade.
            {
              props: { variant: "outlined", color: "error" },
              style: ({ theme }) => ({ color: theme.palette.error.dark, borderColor: theme.palette.error.dark }),
            },
            { props: { variant: "text", color: "error" }, style: ({ theme }) => ({ color: theme.palette.error.dark }) },
          ],
        },
      },
    },
    MuiTab: { styleOverrides: { root: { "&.Mui-selected": { color: primaryText } } } },
    // A chosen toggle (a date preset) in the bright teal was below 4.5:1 on its tinted background.
    MuiToggleButton: { styleOverrides: { root: { "&.Mui-selected": { color: primaryText } } } },
    MuiTypography: {
      defaultProps: { variantMapping: { bodyXL: "p", bodyL: "p", bodyM: "p", bodyS: "p", bodyXS: "p" } },
    },
    MuiMenuItem: {
      styleOverrides: {
        root: {
          // As buttons: the text as written (sentence case), see `typography.button`.
          textTransform: "none",
          // The keyboard's item gets a ring in every menu, not only MUI's faint grey (WCAG 2.4.7).
          "&.Mui-focusVisible": { outline: "2px solid #005687", outlineOffset: -2 },
        },
      },
    },
    // The brand teal is too light for text on white (2.2:1); links and focused fields use
    // the dark blue, and error texts a darker red, to keep WCAG AA contrast.
    MuiLink: { defaultProps: { color: "secondary" } },
    MuiTextField: { defaultProps: { color: "secondary", fullWidth: true } },
    MuiCheckbox: { defaultProps: { color: "secondary" } },
    MuiFormLabel: {
      // A locked field's label is still read (a viewer sees the settings locked); the field
      // itself shows it is locked.
      styleOverrides: {
        root: ({ theme }) => ({
          "&.Mui-error": { color: theme.palette.error.dark },
          "&.Mui-disabled": { color: theme.palette.text.secondary },
        }),
      },
    },
    MuiFormHelperText: {
      // A locked field's help still has to be read: it says why the field is locked.
      styleOverrides: {
        root: ({ theme }) => ({
          "&.Mui-error": { color: theme.palette.error.dark },
          "&.Mui-disabled": { color: theme.palette.text.secondary },
        }),
      },
    },
  },
});

declare module "@mui/material/styles" {
  interface TypographyVariants {
    bodyXL: React.CSSProperties;
    bodyL: React.CSSProperties;
    bodyM: React.CSSProperties;
    bodyS: React.CSSProperties;
    bodyXS: React.CSSProperties;
  }
  interface TypographyVariantsOptions {
    bodyXL?: React.CSSProperties;
    bodyL?: React.CSSProperties;
    bodyM?: React.CSSProperties;
    bodyS?: React.CSSProperties;
    bodyXS?: React.CSSProperties;
  }
}

declare module "@mui/material/Typography" {
  interface TypographyPropsVariantOverrides {
    bodyXL: true;
    bodyL: true;
    bodyM: true;
    bodyS: true;
    bodyXS: true;
  }
}
