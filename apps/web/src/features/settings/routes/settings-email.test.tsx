import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { json } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { calls, profile, stubSettingsApi } from "../test-fixtures";

configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

const SENT = (email: string) =>
  `We sent a confirmation link to ${email}. Your address changes when you open it (within 24 hours).`;

/** As the server answers a new address: the current one stays, the new one waits for its link. */
const pendingAnswer = async (request: Request) =>
  json(200, profile({ pendingEmail: ((await request.clone().json()) as { email: string }).email }));

async function openProfile() {
  renderRoute("/settings");
  const region = within(await screen.findByRole("region", { name: "My profile" }));
  await region.findByRole("textbox", { name: /^Full name/ });
  return { user: userEvent.setup(), region };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, region: ReturnType<typeof within>) {
  const change = region.getByRole("button", { name: "Change" });
  expect(change).toHaveAccessibleDescription("E-mail");
  await user.click(change);
  const dialog = within(await screen.findByRole("dialog", { name: "Change your e-mail address" }));
  return { dialog, field: dialog.getByRole("textbox", { name: /^New e-mail address/ }) };
}

describe("changing the e-mail address", { timeout: 30000 }, () => {
  it("checks the new address before sending: required, valid, not the current one", async () => {
    const requests = stubSettingsApi();
    const { user, region } = await openProfile();
    const { dialog, field } = await openDialog(user, region);
    expect(dialog.getByText("demo@merchant.az")).toBeVisible();

    await user.click(dialog.getByRole("button", { name: "Send link" }));
    expect(await dialog.findByText("New e-mail address is required")).toBeVisible();
    await user.type(field, "not-an-address");
    await user.click(dialog.getByRole("button", { name: "Send link" }));
    expect(await dialog.findByText("Invalid email address.")).toBeVisible();
    await user.clear(field);
    await user.type(field, " Demo@Merchant.AZ ");
    await user.click(dialog.getByRole("button", { name: "Send link" }));
    expect(await dialog.findByText("This is already your e-mail address.")).toBeVisible();
    expect(calls(requests, "POST", "/api/updateProfile")).toHaveLength(0);

    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("sends a link to the new address, says so, and shows it waiting under the current one", async () => {
    const requests = stubSettingsApi({ updateProfile: pendingAnswer });
    const { user, region } = await openProfile();
    const { field } = await openDialog(user, region);

    await user.type(field, "New.Address@Merchant.az");
    await user.keyboard("{Enter}");

    expect(await region.findByRole("status")).toHaveTextContent(SENT("new.address@merchant.az"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Only the address was sent: the profile's own form was not submitted with it.
    const sent = calls(requests, "POST", "/api/updateProfile");
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.json()).toEqual({ email: "new.address@merchant.az" });
    expect(screen.queryByText("Your profile has been saved.")).toBeNull();
    // The current address stays until the link is opened.
    expect(region.getByText("demo@merchant.az")).toBeVisible();
    expect(region.getByText("Waiting for confirmation: new.address@merchant.az")).toBeVisible();
    expect(region.getByRole("button", { name: "Send the link again" })).toBeVisible();
  });

  it("puts the server's refusal of the address on the field, and a rate limit in the dialog", async () => {
    let answer = () =>
      json(400, {
        code: "VALIDATION_ERROR",
        message: "This e-mail is already used.",
        fields: { email: "validation.emailTaken" },
      });
    stubSettingsApi({ updateProfile: () => answer() });
    const { user, region } = await openProfile();
    const { dialog, field } = await openDialog(user, region);

    await user.type(field, "taken@merchant.az");
    await user.click(dialog.getByRole("button", { name: "Send link" }));
    expect(await dialog.findByText("This e-mail is already used by another user.")).toBeVisible();
    expect(field).toHaveAttribute("aria-invalid", "true");

    answer = () =>
      json(429, {
        code: "RATE_LIMITED",
        message: "Too many changes of e-mail address. Try again later.",
        retryAfter: 1800,
      });
    await user.clear(field);
    await user.type(field, "other@merchant.az");
    await user.click(dialog.getByRole("button", { name: "Send link" }));
    expect(await dialog.findByText("Too many attempts. Please wait and try again.")).toBeVisible();
    expect(screen.getByRole("dialog")).toBeVisible();
    expect(region.queryByRole("status")).toBeNull();
  });

  it("sends the link again to an address waiting for confirmation", async () => {
    let resend = pendingAnswer;
    const requests = stubSettingsApi({
      profile: () => json(200, profile({ pendingEmail: "new@merchant.az" })),
      updateProfile: (r) => resend(r),
    });
    const { user, region } = await openProfile();

    expect(region.getByText("Waiting for confirmation: new@merchant.az")).toBeVisible();
    await user.click(region.getByRole("button", { name: "Send the link again" }));
    expect(await region.findByRole("status")).toHaveTextContent(SENT("new@merchant.az"));
    const sent = calls(requests, "POST", "/api/updateProfile");
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.json()).toEqual({ email: "new@merchant.az" });

    resend = async () =>
      json(429, {
        code: "RATE_LIMITED",
        message: "Too many changes of e-mail address. Try again later.",
        retryAfter: 1800,
      });
    await user.click(region.getByRole("button", { name: "Send the link again" }));
    expect(await region.findByText("Too many attempts. Please wait and try again.")).toBeVisible();
    expect(region.queryByRole("status")).toBeNull();
  });
});
