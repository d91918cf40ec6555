import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { json } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { calls, stubSettingsApi } from "../test-fixtures";

configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

async function openPassword() {
  renderRoute("/settings");
  const region = within(await screen.findByRole("region", { name: "Change password" }));
  const field = (name: RegExp) => region.getByLabelText(name, { selector: "input" });
  return {
    user: userEvent.setup(),
    region,
    current: field(/^Current password/),
    next: field(/^New password/),
    confirm: field(/^Confirm new password/),
  };
}

/** Each rule's line as a screen reader reads it. */
const rules = (region: ReturnType<typeof within>) =>
  within(region.getByRole("list", { name: "The new password needs" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("changing the password", { timeout: 30000 }, () => {
  it("ticks the rules as the new password meets them", async () => {
    stubSettingsApi();
    const { user, region, next } = await openPassword();

    // Nothing typed meets nothing, not even "no spaces".
    expect(rules(region)).toEqual([
      "Still needed: At least 8 characters",
      "Still needed: A digit",
      "Still needed: A lower-case letter",
      "Still needed: An upper-case letter",
      "Still needed: One of !@#$%^&+=",
      "Still needed: No spaces",
    ]);

    await user.type(next, "secret 1");
    expect(rules(region)).toEqual([
      "Done: At least 8 characters",
      "Done: A digit",
      "Done: A lower-case letter",
      "Still needed: An upper-case letter",
      "Still needed: One of !@#$%^&+=",
      "Still needed: No spaces",
    ]);

    await user.clear(next);
    await user.type(next, "Secret#2027");
    expect(rules(region).every((line) => line?.startsWith("Done: "))).toBe(true);
  });

  it("shows and hides each password", async () => {
    stubSettingsApi();
    const { user, region, current } = await openPassword();
    const [toggle] = region.getAllByRole("button", { name: "Show password" });

    expect(current).toHaveAttribute("type", "password");
    await user.click(toggle!);
    expect(current).toHaveAttribute("type", "text");
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    await user.click(toggle!);
    expect(current).toHaveAttribute("type", "password");
  });

  it("checks the fields with the shared rules before sending", async () => {
    const requests = stubSettingsApi();
    const { user, region, current, next, confirm } = await openPassword();

    await user.click(region.getByRole("button", { name: "Change password" }));
    expect(await region.findByText("Current password is required")).toBeVisible();
    expect(region.getByText("New password is required")).toBeVisible();

    await user.type(current, "Secret#2026");
    await user.type(next, "Secret#2026");
    await user.type(confirm, "Secret#2020");
    await user.click(region.getByRole("button", { name: "Change password" }));
    expect(await region.findByText("The new password must differ from the current one.")).toBeVisible();
    expect(region.getByText("Confirm password does not match.")).toBeVisible();
    expect(calls(requests, "POST", "/api/changePassword")).toHaveLength(0);
  });

  it("changes it, says the other devices were signed out, and lists the devices again", async () => {
    const requests = stubSettingsApi();
    const { user, region, current, next, confirm } = await openPassword();
    await screen.findByRole("heading", { name: "Safari on iOS" });

    await user.type(current, "Secret#2026");
    await user.type(next, "Secret#2027");
    await user.type(confirm, "Secret#2027");
    await user.click(region.getByRole("button", { name: "Change password" }));

    expect(await region.findByRole("status")).toHaveTextContent(
      "Your password has been changed. Every other device where you were signed in has been signed out.",
    );
    expect(await calls(requests, "POST", "/api/changePassword")[0]!.json()).toEqual({
      oldPassword: "Secret#2026",
      newPassword: "Secret#2027",
      confirmPassword: "Secret#2027",
    });
    expect(current).toHaveValue("");
    expect(next).toHaveValue("");
    await waitFor(() => expect(calls(requests, "GET", "/api/sessions")).toHaveLength(2));
  });

  it("puts the server's refusals on their fields", async () => {
    let answer = { oldPassword: "validation.oldPasswordWrong" } as Record<string, string>;
    stubSettingsApi({
      changePassword: () => json(400, { code: "VALIDATION_ERROR", message: "Invalid", fields: answer }),
    });
    const { user, region, current, next, confirm } = await openPassword();

    await user.type(current, "Wrong#2026");
    await user.type(next, "Secret#2027");
    await user.type(confirm, "Secret#2027");
    await user.click(region.getByRole("button", { name: "Change password" }));
    expect(await region.findByText("The current password is incorrect.")).toBeVisible();
    expect(current).toHaveAttribute("aria-invalid", "true");

    answer = { newPassword: "validation.passwordBreached" };
    await user.click(region.getByRole("button", { name: "Change password" }));
    expect(await region.findByText("This password is in lists of leaked passwords. Choose another one.")).toBeVisible();
    expect(region.queryByRole("status")).toBeNull();
  });

  it("says so when too many wrong passwords hold it back", async () => {
    stubSettingsApi({ changePassword: () => json(429, { code: "RATE_LIMITED", message: "Too many", retryAfter: 60 }) });
    const { user, region, current, next, confirm } = await openPassword();

    await user.type(current, "Wrong#2026");
    await user.type(next, "Secret#2027");
    await user.type(confirm, "Secret#2027");
    await user.click(region.getByRole("button", { name: "Change password" }));
    expect(await region.findByRole("alert")).toHaveTextContent("Too many attempts. Please wait and try again.");
  });
});
