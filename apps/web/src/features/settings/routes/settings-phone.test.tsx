import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { json } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";
import { calls, profile, stubSettingsApi } from "../test-fixtures";

configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

const NEW_PHONE = "+994551112233";
const SEND = `/api/otp/init/changePhoneNumber/${encodeURIComponent(NEW_PHONE)}`;
const CONFIRM = `/api/changePhoneNumber/123456/${encodeURIComponent(NEW_PHONE)}`;

async function openPhone() {
  renderRoute("/settings");
  const region = within(await screen.findByRole("region", { name: "Phone number" }));
  // The current number comes with the profile.
  await region.findByText("+994501234567");
  return { user: userEvent.setup(), region };
}

describe("changing the phone number", { timeout: 30000 }, () => {
  it("texts a code to the new number and, confirmed, shows the new number here and in the sidebar", async () => {
    let phone = "+994501234567";
    const requests = stubSettingsApi({
      user: () => sessionUser({ mobilePhone: phone }),
      extra: {
        [`GET ${SEND}`]: () => json(200, { phoneHint: "+994 ** *** ** 33", resendIn: 60 }),
        [`POST ${CONFIRM}`]: () => {
          phone = NEW_PHONE;
          return json(200, profile({ mobilePhone: NEW_PHONE }));
        },
      },
    });
    const { user, region } = await openPhone();

    // Grouped as people say it; sent as the server keeps it.
    await user.type(region.getByRole("textbox", { name: /^New phone number/ }), "+994 55 111 22 33");
    await user.click(region.getByRole("button", { name: "Send code" }));

    expect(await region.findByRole("heading", { level: 3, name: "Check your phone" })).toBeVisible();
    expect(region.getByText("We sent a 6-digit code to +994 ** *** ** 33.")).toBeVisible();
    expect(region.getByText("You can request a new code in 1:00")).toBeVisible();
    expect(region.getByRole("button", { name: "Resend code" })).toBeDisabled();
    expect(calls(requests, "GET", SEND)).toHaveLength(1);

    await user.type(region.getByRole("textbox", { name: "Verification code" }), "123456");
    await user.click(region.getByRole("button", { name: "Confirm" }));

    expect(await region.findByRole("status")).toHaveTextContent(`Your phone number is now ${NEW_PHONE}.`);
    expect(calls(requests, "POST", CONFIRM)).toHaveLength(1);
    expect(within(screen.getByRole("region", { name: "My profile" })).getByText(NEW_PHONE)).toBeVisible();
    const sidebar = within(screen.getByRole("navigation", { name: "Main" }).closest("aside")!);
    await waitFor(() => expect(sidebar.getByText(NEW_PHONE)).toBeVisible());
  });

  it("sends a new code when asked, once the countdown allows", async () => {
    const requests = stubSettingsApi({
      extra: { [`GET ${SEND}`]: () => json(200, { phoneHint: "+994 ** *** ** 33", resendIn: 0 }) },
    });
    const { user, region } = await openPhone();

    await user.type(region.getByRole("textbox", { name: /^New phone number/ }), NEW_PHONE);
    await user.click(region.getByRole("button", { name: "Send code" }));
    await user.click(await region.findByRole("button", { name: "Resend code" }));

    expect(await region.findByText("We have sent you a new code.")).toBeVisible();
    expect(calls(requests, "GET", SEND)).toHaveLength(2);
  });

  it("says what is wrong with the number, its own or the server's word", async () => {
    const requests = stubSettingsApi({
      extra: {
        [`GET ${SEND}`]: () =>
          json(400, { code: "VALIDATION_ERROR", message: "Invalid", fields: { mobilePhone: "validation.phoneTaken" } }),
      },
    });
    const { user, region } = await openPhone();
    const field = region.getByRole("textbox", { name: /^New phone number/ });

    await user.type(field, "12345");
    await user.click(region.getByRole("button", { name: "Send code" }));
    expect(await region.findByText("Invalid phone number.")).toBeVisible();

    await user.clear(field);
    await user.type(field, "+994 50 123 45 67");
    await user.click(region.getByRole("button", { name: "Send code" }));
    expect(await region.findByText("This is already your phone number.")).toBeVisible();
    expect(calls(requests, "GET", SEND)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, NEW_PHONE);
    await user.click(region.getByRole("button", { name: "Send code" }));
    expect(await region.findByText("This phone number is already used by another user.")).toBeVisible();
    expect(region.queryByRole("heading", { name: "Check your phone" })).toBeNull();
  });

  it("says how many tries a wrong code leaves", async () => {
    stubSettingsApi({
      extra: {
        [`GET ${SEND}`]: () => json(200, { phoneHint: "+994 ** *** ** 33", resendIn: 60 }),
        [`POST ${CONFIRM}`]: () => json(422, { code: "OTP_INVALID", message: "Wrong code", attemptsLeft: 4 }),
      },
    });
    const { user, region } = await openPhone();

    await user.type(region.getByRole("textbox", { name: /^New phone number/ }), NEW_PHONE);
    await user.click(region.getByRole("button", { name: "Send code" }));
    await user.type(await region.findByRole("textbox", { name: "Verification code" }), "123456");
    await user.click(region.getByRole("button", { name: "Confirm" }));

    expect(await region.findByText("Wrong code. Attempts left: 4.")).toBeVisible();
    expect(region.getByRole("textbox", { name: "Verification code" })).toBeVisible();
  });
});
