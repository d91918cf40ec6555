import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { setRuntimeConfig } from "@/config/runtime-config";
import { json } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { emiratesConfig } from "@/testing/runtime-config";
import { sessionUser } from "@/testing/session-user";
import { calls, profile, stubSettingsApi } from "../test-fixtures";

configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

async function openProfile(heading = "Settings", section = "My profile") {
  renderRoute("/settings");
  expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeVisible();
  const region = within(screen.getByRole("region", { name: section }));
  await region.findByRole("textbox", { name: /^(Full name|Полное имя)/ });
  return { user: userEvent.setup(), region };
}

describe("my profile", { timeout: 30000 }, () => {
  it("shows the profile, saves a new name and shows it in the sidebar", async () => {
    let fullName = "Demo Merchant";
    const requests = stubSettingsApi({
      user: () => sessionUser({ fullName }),
      updateProfile: async (request) => {
        ({ fullName } = (await request.clone().json()) as { fullName: string });
        return json(200, profile({ fullName, language: "en" }));
      },
    });
    const { user, region } = await openProfile();

    expect(region.getByRole("textbox", { name: /^Full name/ })).toHaveValue("Demo Merchant");
    expect(region.getByText("demo@merchant.az")).toBeVisible();
    expect(region.getByText("+994501234567")).toBeVisible();
    // Never chosen: the language the portal is shown in.
    expect(region.getByRole("combobox", { name: "Interface language" })).toHaveValue("en");

    const name = region.getByRole("textbox", { name: /^Full name/ });
    await user.clear(name);
    await user.type(name, "Aysel Quliyeva");
    await user.click(region.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Your profile has been saved.")).toBeVisible();
    const [saved] = calls(requests, "POST", "/api/updateProfile");
    expect(await saved!.json()).toEqual({ fullName: "Aysel Quliyeva", language: "en" });
    const sidebar = within(screen.getByRole("navigation", { name: "Main" }).closest("aside")!);
    expect(await sidebar.findByText("Aysel Quliyeva")).toBeVisible();
  });

  it("saves the interface language and switches the portal to it", async () => {
    const requests = stubSettingsApi();
    const { user, region } = await openProfile();

    await user.selectOptions(region.getByRole("combobox", { name: "Interface language" }), "Русский");
    await user.click(region.getByRole("button", { name: "Save" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Настройки" })).toBeVisible();
    expect(await screen.findByText("Профиль сохранён.")).toBeVisible();
    expect(screen.getByRole("region", { name: "Мой профиль" })).toBeVisible();
    expect(localStorage.getItem("lang")).toBe("ru");
    const [saved] = calls(requests, "POST", "/api/updateProfile");
    expect(await saved!.json()).toEqual({ fullName: "Demo Merchant", language: "ru" });
  });

  it("checks the name before sending, and puts the server's refusal on the field", async () => {
    const requests = stubSettingsApi({
      updateProfile: () =>
        json(400, { code: "VALIDATION_ERROR", message: "Invalid", fields: { fullName: "validation.tooLong" } }),
    });
    const { user, region } = await openProfile();
    const name = region.getByRole("textbox", { name: /^Full name/ });

    await user.clear(name);
    await user.click(region.getByRole("button", { name: "Save" }));
    expect(await region.findByText("Full name is required")).toBeVisible();
    expect(calls(requests, "POST", "/api/updateProfile")).toHaveLength(0);

    await user.type(name, "Aysel");
    await user.click(region.getByRole("button", { name: "Save" }));
    expect(await region.findByText("Full name is too long.")).toBeVisible();
    expect(screen.queryByText("Your profile has been saved.")).toBeNull();
  });

  it("offers no language in the Emirates variant, and sends none", async () => {
    setRuntimeConfig(emiratesConfig);
    const requests = stubSettingsApi();
    const { user, region } = await openProfile();

    expect(region.queryByRole("combobox", { name: "Interface language" })).toBeNull();
    await user.click(region.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your profile has been saved.")).toBeVisible();
    expect(await calls(requests, "POST", "/api/updateProfile")[0]!.json()).toEqual({ fullName: "Demo Merchant" });
  });

  it("says so when the profile cannot be read, and tries again on request", async () => {
    let failing = true;
    stubSettingsApi({
      profile: () =>
        failing ? json(500, { code: "INTERNAL_ERROR", message: "Internal error" }) : json(200, profile()),
    });
    renderRoute("/settings");
    const region = within(await screen.findByRole("region", { name: "My profile" }));

    expect(await region.findByText("Internal error")).toBeVisible();
    failing = false;
    await userEvent.setup().click(region.getByRole("button", { name: "Try again" }));
    expect(await region.findByRole("textbox", { name: /^Full name/ })).toHaveValue("Demo Merchant");
  });
});
