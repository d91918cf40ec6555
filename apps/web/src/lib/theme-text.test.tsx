import { Button, MenuItem, MenuList, Tab, Tabs, ThemeProvider } from "@mui/material";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { resources } from "@/locales/resources";
import { theme } from "./theme";

/**
 * SPEC §9 "buttons and menu text capitalised" is met by the texts themselves, each starting
 * with a capital: CSS `capitalize` upper-cased every word, which Azerbaijani and Russian
 * never do ("Экспорт В Excel").
 */
describe("button and menu text", () => {
  it.each(["ru", "az", "en"] as const)("shows %s texts as written, in sentence case", (language) => {
    const exportText = resources[language].users.export.download;
    const menuText = resources[language].shell.profile.support;
    render(
      <ThemeProvider theme={theme}>
        <Button>{exportText}</Button>
        <MenuList>
          <MenuItem>{menuText}</MenuItem>
        </MenuList>
        <Tabs value={0}>
          <Tab label={exportText} />
        </Tabs>
      </ThemeProvider>,
    );
    for (const element of [
      screen.getByRole("button", { name: exportText }),
      screen.getByRole("menuitem", { name: menuText }),
      screen.getByRole("tab"),
    ]) {
      expect(getComputedStyle(element).textTransform, element.outerHTML).toBe("none");
    }
    if (language === "ru") expect(screen.getByRole("button")).toHaveTextContent(/^Экспорт в Excel$/);
  });
});
