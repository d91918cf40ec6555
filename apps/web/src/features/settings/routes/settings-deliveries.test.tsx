import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { formatDateTime } from "@/lib/format";
import { json } from "@/testing/fetch-stub";
import { onAPhone } from "@/testing/phone-width";
import { renderRoute } from "@/testing/render-route";
import { calls, delivery, stubSettingsApi, threeDeliveries } from "../test-fixtures";

configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

const openLog = async () => {
  renderRoute("/settings");
  return within(await screen.findByRole("region", { name: "Messages sent to you" }));
};

describe("messages sent to you", { timeout: 30000 }, () => {
  it("lists each message with when, channel, recipient, subject and how it went", async () => {
    stubSettingsApi();
    const log = await openLog();
    const table = within(await log.findByRole("table", { name: "Messages sent to you" }));

    expect(table.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "When (Baku, GMT+4)",
      "Channel",
      "To",
      "Subject",
      "Status",
    ]);
    const [, sms, failed, sandbox] = table.getAllByRole("row").map((row) => within(row));
    expect(sms!.getByText(formatDateTime(delivery().createdAt, "en", "Asia/Baku"))).toBeVisible();
    expect(sms!.getByText("SMS")).toBeVisible();
    expect(sms!.getByText("+99450***4567")).toBeVisible();
    expect(sms!.getByText("Sent")).toBeVisible();
    expect(sms!.queryByText(/^Attempts/)).toBeNull();

    expect(failed!.getByText("E-mail")).toBeVisible();
    expect(failed!.getByText("Your password was changed")).toBeVisible();
    expect(failed!.getByText("Failed")).toBeVisible();
    expect(failed!.getByText("Attempts: 5")).toBeVisible();
    expect(failed!.getByText("Provider's answer: 550 Mailbox unavailable")).toBeVisible();

    expect(sandbox!.getByText("Sent")).toBeVisible();
    expect(sandbox!.getByText("Kept in the sandbox outbox (not delivered).")).toBeVisible();
  });

  it("warns about a channel whose newest message failed, with the provider's answer, and not about one that recovered", async () => {
    stubSettingsApi();
    const log = await openLog();
    const alert = await log.findByRole("alert");
    expect(alert).toHaveTextContent("The last e-mail to your address could not be delivered");
    expect(alert).toHaveTextContent("Provider's answer: 550 Mailbox unavailable");
    expect(log.getAllByRole("alert")).toHaveLength(1);
  });

  it("shows cards at phone width, the channel and status at the top of each", async () => {
    onAPhone();
    stubSettingsApi({ deliveries: () => json(200, { content: threeDeliveries().slice(0, 2) }) });
    const log = await openLog();
    const list = within(await log.findByRole("list", { name: "Messages sent to you" }));

    const [sms, failed] = list.getAllByRole("listitem").map((card) => within(card));
    expect(sms!.getByText("SMS")).toBeVisible();
    expect(sms!.getByText("Sent")).toBeVisible();
    expect(sms!.queryByText("Subject")).toBeNull();
    expect(failed!.getByText("Failed")).toBeVisible();
    expect(failed!.getByText("Your password was changed")).toBeVisible();
    expect(failed!.getByText("Attempts: 5")).toBeVisible();
    expect(failed!.getByText("Provider's answer: 550 Mailbox unavailable")).toBeVisible();
  });

  it("says when nothing was sent yet, and reads the log again on request", async () => {
    let content = [] as ReturnType<typeof threeDeliveries>;
    const requests = stubSettingsApi({ deliveries: () => json(200, { content }) });
    const log = await openLog();

    expect(await log.findByText("No messages yet.")).toBeVisible();
    content = [delivery({ status: "queued", attempts: 2, lastError: "Twilio 503" })];
    await userEvent.setup().click(log.getByRole("button", { name: "Refresh" }));
    const row = within((await log.findAllByRole("row"))[1]!);
    expect(row.getByText("Waiting")).toBeVisible();
    expect(row.getByText("Attempts: 2")).toBeVisible();
    expect(row.getByText("Provider's answer: Twilio 503")).toBeVisible();
    expect(calls(requests, "GET", "/api/profile/deliveries")).toHaveLength(2);
  });

  it("says so when the log cannot be read, and tries again on request", async () => {
    let failing = true;
    stubSettingsApi({
      deliveries: () =>
        failing
          ? json(500, { code: "INTERNAL_ERROR", message: "Internal error" })
          : json(200, { content: [delivery()] }),
    });
    const log = await openLog();

    expect(await log.findByText("Internal error")).toBeVisible();
    failing = false;
    await userEvent.setup().click(log.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(log.getAllByRole("row")).toHaveLength(2));
    expect(log.getByText("Sent")).toBeVisible();
  });
});
