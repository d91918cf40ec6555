import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { formatDateTime } from "@/lib/format";
import { json } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { calls, PHONE_SESSION, stubSettingsApi, threeSessions, userSession } from "../test-fixtures";

configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

async function openSessions() {
  renderRoute("/settings");
  const region = within(await screen.findByRole("region", { name: "Signed-in devices" }));
  await region.findAllByRole("listitem");
  return { user: userEvent.setup(), region };
}

const device = (region: ReturnType<typeof within>, name: string) => within(region.getByRole("listitem", { name }));

describe("signed-in devices", { timeout: 30000 }, () => {
  it("lists this device first, then the others by when they were last used, each named from its browser", async () => {
    stubSettingsApi();
    const { region } = await openSessions();

    expect(region.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Chrome on Windows",
      "Safari on iOS",
      "Unknown browser",
    ]);
    const here = device(region, "Chrome on Windows");
    expect(here.getByText("This device")).toBeVisible();
    expect(here.getByText("203.0.113.7")).toBeVisible();
    expect(here.getByText(`${formatDateTime(userSession().createdAt, "en", "Asia/Baku")} (Baku, GMT+4)`)).toBeVisible();
    expect(
      here.getByText(`${formatDateTime(userSession().lastSeenAt, "en", "Asia/Baku")} (Baku, GMT+4)`),
    ).toBeVisible();
    // This device is signed out with Logout, not from here.
    expect(here.queryByRole("button", { name: "Sign out" })).toBeNull();

    const phone = device(region, "Safari on iOS");
    expect(phone.queryByText("This device")).toBeNull();
    expect(phone.getByRole("button", { name: "Sign out" })).toHaveAccessibleDescription("Safari on iOS");
    expect(device(region, "Unknown browser").getByText("Unknown")).toBeVisible();
  });

  it("signs out another device after asking, and lists the devices again", async () => {
    let sessions = threeSessions();
    const requests = stubSettingsApi({
      sessions: () => json(200, { content: sessions }),
      extra: {
        [`DELETE /api/sessions/${PHONE_SESSION}`]: () => {
          sessions = sessions.filter((s) => s.id !== PHONE_SESSION);
          return json(200, { ended: 1 });
        },
      },
    });
    const { user, region } = await openSessions();

    await user.click(device(region, "Safari on iOS").getByRole("button", { name: "Sign out" }));
    let dialog = within(await screen.findByRole("dialog", { name: "Sign out Safari on iOS?" }));
    expect(
      dialog.getByText(
        `It was last active ${formatDateTime("2026-05-20T19:45:00.000Z", "en", "Asia/Baku")} (Baku, GMT+4). Whoever uses it will have to sign in again.`,
      ),
    ).toBeVisible();
    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls(requests, "DELETE", `/api/sessions/${PHONE_SESSION}`)).toHaveLength(0);

    await user.click(device(region, "Safari on iOS").getByRole("button", { name: "Sign out" }));
    dialog = within(await screen.findByRole("dialog", { name: "Sign out Safari on iOS?" }));
    await user.click(dialog.getByRole("button", { name: "Sign out" }));

    expect(await screen.findByText("Safari on iOS has been signed out.")).toBeVisible();
    expect(calls(requests, "DELETE", `/api/sessions/${PHONE_SESSION}`)).toHaveLength(1);
    // Once the dialog has gone, the page is read again, without that device.
    await waitFor(() => expect(region.getAllByRole("listitem")).toHaveLength(2));
    expect(region.queryByRole("listitem", { name: "Safari on iOS" })).toBeNull();
    // Its button went with it: focus is on the list, not lost to the page.
    await waitFor(() => expect(region.getByRole("list", { name: "Signed-in devices" })).toHaveFocus());
  });

  it("signs out every other device at once after asking", async () => {
    let sessions = threeSessions();
    const requests = stubSettingsApi({
      sessions: () => json(200, { content: sessions }),
      extra: {
        "POST /api/sessions/end-others": () => {
          sessions = sessions.filter((s) => s.current);
          return json(200, { ended: 2 });
        },
      },
    });
    const { user, region } = await openSessions();

    await user.click(region.getByRole("button", { name: "Sign out all other devices" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Sign out all other devices?" }));
    expect(dialog.getByText("Every device except this one will have to sign in again.")).toBeVisible();
    await user.click(dialog.getByRole("button", { name: "Sign out all" }));

    expect(await screen.findByText("All other devices have been signed out.")).toBeVisible();
    expect(calls(requests, "POST", "/api/sessions/end-others")).toHaveLength(1);
    expect(await region.findByText("You are signed in on this device only.")).toBeVisible();
    await waitFor(() => expect(region.getAllByRole("listitem")).toHaveLength(1));
    expect(region.queryByRole("button", { name: "Sign out all other devices" })).toBeNull();
  });

  it("keeps the dialog open with the reason when a sign-out fails", async () => {
    stubSettingsApi({
      extra: {
        [`DELETE /api/sessions/${PHONE_SESSION}`]: () => json(404, { code: "NOT_FOUND", message: "No such session" }),
      },
    });
    const { user, region } = await openSessions();

    await user.click(device(region, "Safari on iOS").getByRole("button", { name: "Sign out" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Sign out Safari on iOS?" }));
    await user.click(dialog.getByRole("button", { name: "Sign out" }));
    expect(await dialog.findByText("We could not find what you asked for.")).toBeVisible();
  });

  it("says so when the devices cannot be listed, and tries again on request", async () => {
    let failing = true;
    stubSettingsApi({
      sessions: () =>
        failing
          ? json(500, { code: "INTERNAL_ERROR", message: "Internal error" })
          : json(200, { content: [userSession()] }),
    });
    renderRoute("/settings");
    const region = within(await screen.findByRole("region", { name: "Signed-in devices" }));

    expect(await region.findByText("Internal error")).toBeVisible();
    failing = false;
    await userEvent.setup().click(region.getByRole("button", { name: "Try again" }));
    expect(await region.findByRole("listitem", { name: "Chrome on Windows" })).toBeVisible();
  });
});
