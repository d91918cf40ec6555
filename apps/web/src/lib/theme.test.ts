import { describe, expect, it } from "vitest";
import { theme } from "./theme";

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
    for (const shade of [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const) expect(palette.grey[shade]).toMatch(/^#/);
  });

  it("has its own soft shadows for levels 1 to 8", () => {
    const defaults = [1, 2, 3, 4, 5, 6, 7, 8].map((level) => theme.shadows[level]);
    expect(new Set(defaults).size).toBe(8);
    for (const shadow of defaults) expect(shadow).toMatch(/^0 \d+px \d+px rgba\(0, 86, 135, 0\.\d+\)$/);
  });

  it("capitalises buttons and menu text and hides scrollbars", () => {
    expect(theme.typography.button.textTransform).toBe("capitalize");
    expect(theme.components?.MuiMenuItem?.styleOverrides?.root).toMatchObject({ textTransform: "capitalize" });
    const baseline = theme.components?.MuiCssBaseline?.styleOverrides as Record<string, unknown>;
    expect(baseline["*"]).toMatchObject({ scrollbarWidth: "none" });
    expect(baseline["*::-webkit-scrollbar"]).toMatchObject({ display: "none" });
  });
});
