import { Button } from "@mui/material";
import { ThemeProvider } from "@mui/material/styles";
import { render, screen } from "@testing-library/react";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { primaryHover, primaryText, theme } from "./theme";

// SPEC §9, as written there: size / line height in px.
const typeScale = {
  h1: [96, 144],
  h2: [60, 90],
  h3: [48, 72],
  h4: [34, 51],
  h5: [24, 36],
  h6: [20, 30],
  subtitle1: [18, 27],
  subtitle2: [16, 24],
  bodyXL: [18, 27],
  bodyL: [16, 24],
  bodyM: [14, 21],
  bodyS: [12, 18],
  bodyXS: [10, 15],
} as const;

const px = (rem: string | number | undefined) => parseFloat(String(rem)) * 16;

describe("theme (SPEC §9)", () => {
  it("uses Poppins on a 16 px base, with Montserrat drawing the Cyrillic letters Poppins lacks", () => {
    expect(theme.typography.fontFamily).toBe("Poppins, Montserrat, sans-serif");
    expect(theme.typography.htmlFontSize).toBe(16);
  });

  it("names the weights as the spec does", () => {
    expect(theme.typography.fontWeightLight).toBe(300);
    expect(theme.typography.fontWeightMedium).toBe(400);
    expect(theme.typography.fontWeightRegular).toBe(500);
    expect(theme.typography.fontWeightBold).toBe(600);
  });

  it.each(Object.entries(typeScale))("%s is %i px on a %i px line", (variant, [size, lineHeight]) => {
    const style = theme.typography[variant as keyof typeof typeScale];
    expect(px(style.fontSize)).toBe(size);
    expect(Number(style.lineHeight) * size).toBe(lineHeight);
  });

  it("has the spec's palette", () => {
    const { palette } = theme;
    expect(palette.primary.main).toBe("#4DBDC6");
    expect(palette.secondary.main).toBe("#005687");
    expect(palette.success.main).toBe("#77D55E");
    expect(palette.info.main).toBe("#2983F2");
    expect(palette.warning.main).toBe("#FFEC1C");
    expect(palette.error.main).toBe("#FF3236");
    for (const shade of [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const)
      expect(palette.grey[shade]).toMatch(/^#/);
  });

  it("has its own soft shadows for levels 1 to 8", () => {
    const defaults = [1, 2, 3, 4, 5, 6, 7, 8].map((level) => theme.shadows[level]);
    expect(new Set(defaults).size).toBe(8);
    for (const shadow of defaults) expect(shadow).toMatch(/^0 \d+px \d+px rgba\(0, 86, 135, 0\.\d+\)$/);
  });

  it("shows buttons and menu text as written (each text starts with a capital, sentence case) and hides scrollbars", () => {
    expect(theme.typography.button.textTransform).toBe("none");
    expect(theme.components?.MuiMenuItem?.styleOverrides?.root).toMatchObject({ textTransform: "none" });
    const baseline = theme.components?.MuiCssBaseline?.styleOverrides as Record<string, unknown>;
    expect(baseline["*"]).toMatchObject({ scrollbarWidth: "none" });
    expect(baseline["*::-webkit-scrollbar"]).toMatchObject({ display: "none" });
  });

  it("writes primary text in a darker teal that keeps 4.5:1 on white and on the page (WCAG 1.4.3)", () => {
    expect(contrast(theme.palette.primary.main, "#FFFFFF")).toBeLessThan(4.5);
    expect(contrast(primaryText, "#FFFFFF")).toBeGreaterThanOrEqual(4.5);
    expect(contrast(primaryText, theme.palette.background.default)).toBeGreaterThanOrEqual(4.5);
    expect(theme.palette.primary.dark).toBe(primaryText);
  });

  it("keeps a filled primary button's dark label at 4.5:1 under the pointer too (WCAG 1.4.3)", () => {
    const label = theme.palette.primary.contrastText;
    expect(contrast(over(label, theme.palette.primary.dark), theme.palette.primary.dark)).toBeLessThan(4.5);
    expect(contrast(over(label, theme.palette.primary.main), theme.palette.primary.main)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(over(label, primaryHover), primaryHover)).toBeGreaterThanOrEqual(4.5);
    const variants = (
      theme.components?.MuiButton?.styleOverrides?.root as { variants: { props: object; style: unknown }[] }
    ).variants;
    expect(
      variants.find((v) => JSON.stringify(v.props) === JSON.stringify({ variant: "contained", color: "primary" }))
        ?.style,
    ).toEqual({
      "@media (hover: hover)": { "&:hover": { "--variant-containedBg": primaryHover } },
    });
  });

  it("writes the label of an outlined or text button in error in a red that keeps 4.5:1 on white and on the page (WCAG 1.4.3)", () => {
    expect(contrast(theme.palette.error.main, "#FFFFFF")).toBeLessThan(4.5);
    expect(contrast(theme.palette.error.dark, "#FFFFFF")).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.palette.error.dark, theme.palette.background.default)).toBeGreaterThanOrEqual(4.5);
    render(
      createElement(
        ThemeProvider,
        { theme },
        createElement(Button, { variant: "outlined", color: "error" }, "Disconnect"),
        createElement(Button, { variant: "text", color: "error" }, "Delete"),
      ),
    );
    for (const name of ["Disconnect", "Delete"]) {
      expect(hex(getComputedStyle(screen.getByRole("button", { name })).color)).toBe(
        theme.palette.error.dark.toUpperCase(),
      );
    }
  });

  it("ends transitions and animations (spinners aside) at once for prefers-reduced-motion", () => {
    const baseline = theme.components?.MuiCssBaseline?.styleOverrides as Record<
      string,
      Record<string, Record<string, string>>
    >;
    const reduced = baseline["@media (prefers-reduced-motion: reduce)"]!["*, *::before, *::after"]!;
    expect(reduced.transitionDuration).toMatch(/^0\.01ms !important$/);
    const animations =
      baseline["@media (prefers-reduced-motion: reduce)"]![':not([role="progressbar"], [role="progressbar"] *)']!;
    expect(animations.animationDuration).toMatch(/^0\.01ms !important$/);
  });
});

/** WCAG 2.x contrast ratio of two #RRGGBB colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** `rgb(r, g, b)` as #RRGGBB; a colour already in hex is returned as it is. */
function hex(color: string) {
  const rgb = /^rgba?\((\d+), (\d+), (\d+)/.exec(color);
  if (!rgb) return color.toUpperCase();
  return `#${rgb
    .slice(1, 4)
    .map((c) => Number(c).toString(16).padStart(2, "0"))
    .join("")}`.toUpperCase();
}

/** A colour written `rgba(r, g, b, a)` laid over the #RRGGBB `background`, as #RRGGBB. */
function over(color: string, background: string) {
  const [r, g, b, a] = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(color)!.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  const under = [1, 3, 5].map((i) => parseInt(background.slice(i, i + 2), 16));
  return `#${[r, g, b]
    .map((c, i) =>
      Math.round(c * a + under[i]! * (1 - a))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}
