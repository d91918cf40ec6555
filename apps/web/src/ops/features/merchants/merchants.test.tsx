import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { merchantDetail, merchantResult, operator, renderOps, resetOps } from "../../testing";
import type { AccountDetail } from "./api";

afterEach(resetOps);

const detail = merchantDetail();
const accountId = detail.account.id;
const accountUrl = `/api/ops/merchants/${accountId}`;
const [shop, cafe] = detail.applications;

const searches = (requests: Request[]) =>
  requests.filter((r) => r.method === "GET" && new URL(r.url).pathname === "/api/ops/merchants");
const posts = (requests: Request[], path: string) =>
  requests.filter((r) => r.method !== "GET" && new URL(r.url).pathname === path);

/** The account's screen for an operator of `role`; each change answers with what `answers` gives. */
function openAccount({
  role = "risk",
  account = detail,
  answers = {},
}: {
  role?: "risk" | "support" | "admin" | "finance";
  account?: AccountDetail;
  answers?: Record<string, (request: Request) => Response | Promise<Response>>;
} = {}) {
  const requests = stubFetch({
    "GET /api/ops/me": () => json(200, operator({ role })),
    [`GET ${accountUrl}`]: () => json(200, account),
    ...answers,
  });
  renderOps(`/ops/merchants/${accountId}`, { signedIn: true });
  return { requests, user: userEvent.setup() };
}

describe("merchant search", () => {
  it("says what it searches by, asks for 3 characters, and opens an account from the results", async () => {
    const requests = stubFetch({
      "GET /api/ops/me": () => json(200, operator({ role: "finance" })),
      "GET /api/ops/merchants": () =>
        json(200, [
          merchantResult(),
          merchantResult({
            accountId: "1c2d3e4f-5a6b-4c7d-8e9f-a0b1c2d3e4f5",
            ownerName: "Elvin Hasanov",
            email: "elvin@dadli.az",
            companyNames: [],
            suspended: true,
          }),
        ]),
      [`GET ${accountUrl}`]: () => json(200, detail),
    });
    const user = userEvent.setup();
    const router = renderOps("/ops/merchants", { signedIn: true });

    expect(await screen.findByRole("heading", { name: "Merchants", level: 1 })).toBeVisible();
    const box = screen.getByRole("searchbox", { name: "Search merchants" });
    expect(box).toHaveAccessibleDescription(/e-mail \(or its beginning\), phone, tax ID \(VÖEN\), merchant ID or IBAN/);

    await user.type(box, " ab ");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("Type at least 3 characters.")).toBeVisible();
    expect(box).toHaveFocus();
    expect(searches(requests)).toHaveLength(0);

    await user.clear(box);
    await user.type(box, "leyla@kitab{Enter}");
    const table = await screen.findByRole("table", { name: "Merchants found for “leyla@kitab”" });
    expect(new URL(searches(requests)[0]!.url).searchParams.get("q")).toBe("leyla@kitab");
    expect(router.state.location.search).toBe("?q=leyla%40kitab");
    const [, first, second] = within(table).getAllByRole("row");
    expect(first).toHaveTextContent("Kitab Evi MMC");
    expect(first).toHaveTextContent("+994501234567");
    expect(first).toHaveTextContent("18 Feb 2026, 14:00");
    expect(first).toHaveTextContent("Active");
    expect(second).toHaveTextContent("Suspended");

    await user.click(within(first!).getByRole("link", { name: "Leyla Mammadova" }));
    expect(await screen.findByRole("heading", { name: "Leyla Mammadova", level: 1 })).toBeVisible();
    // Back to the same results.
    expect(screen.getByRole("link", { name: "Back to merchants" })).toHaveAttribute(
      "href",
      "/ops/merchants?q=leyla%40kitab",
    );
  });

  it("says so when nothing matches", async () => {
    stubFetch({
      "GET /api/ops/me": () => json(200, operator({ role: "support" })),
      "GET /api/ops/merchants": () => json(200, []),
    });
    renderOps("/ops/merchants?q=AZ21NABZ", { signedIn: true });

    expect(await screen.findByRole("heading", { name: "No merchant found" })).toBeVisible();
    expect(screen.getByText(/No merchant account matches “AZ21NABZ”/)).toBeVisible();
    expect(screen.getByRole("searchbox", { name: "Search merchants" })).toHaveValue("AZ21NABZ");
  });
});

describe("a merchant account", () => {
  it("shows support the account, its applications, balances and latest money, without the actions", async () => {
    openAccount({ role: "support" });

    expect(await screen.findByRole("heading", { name: "Leyla Mammadova", level: 1 })).toBeVisible();
    expect(screen.getByText(/Only risk operators suspend/)).toBeVisible();
    expect(screen.queryByRole("button", { name: /Suspend/ })).not.toBeInTheDocument();
    const limits = screen.getByRole("region", { name: "Limits" });
    expect(within(limits).getByText("No limit of its own")).toBeVisible();
    expect(within(limits).getByText("5,000.00")).toBeVisible();
    expect(within(limits).queryByRole("textbox")).not.toBeInTheDocument();
    const apps = within(screen.getByRole("region", { name: "Applications" }));
    expect(apps.getByText("Live")).toBeVisible();
    expect(apps.getByText("Draft")).toBeVisible();
    expect(screen.getByRole("region", { name: "Balances" })).toHaveTextContent("1,250.50 AZN");
    const payments = screen.getByRole("region", { name: "Recent payments" });
    expect(payments).toHaveTextContent("12.50 AZN");
    expect(payments).toHaveTextContent("Successful");
    expect(payments).toHaveTextContent("Kitab Evi");
    const payouts = screen.getByRole("region", { name: "Recent payouts and withdrawals" });
    expect(payouts).toHaveTextContent("Withdrawal");
    expect(payouts).toHaveTextContent("300.00 AZN");
    expect(payouts).toHaveTextContent("Sent");
  });

  it("asks a reason before suspending the account, then shows it suspended with its applications", async () => {
    const suspension = { at: "2026-03-03T06:00:00.000Z", reason: "Chargebacks from stolen cards." };
    const suspended = merchantDetail({
      account: { ...detail.account, suspension },
      applications: detail.applications.map((app) => ({
        ...app,
        status: "suspended" as const,
        suspension,
        suspendedWithAccount: true,
      })),
    });
    const { requests, user } = openAccount({
      answers: { [`POST ${accountUrl}/suspend`]: () => json(200, suspended) },
    });

    await user.click(await screen.findByRole("button", { name: "Suspend account" }));
    const dialog = await screen.findByRole("dialog", { name: "Suspend this merchant account?" });
    expect(dialog).toHaveTextContent("The money stays in the wallets.");
    await user.click(within(dialog).getByRole("button", { name: "Suspend account" }));

    expect(await within(dialog).findByText("Reason is required")).toBeVisible();
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveFocus();
    expect(posts(requests, `${accountUrl}/suspend`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Reason/), "  Chargebacks from stolen cards. ");
    await user.click(within(dialog).getByRole("button", { name: "Suspend account" }));

    expect(await screen.findByText("The account is suspended.")).toBeVisible();
    expect(await posts(requests, `${accountUrl}/suspend`)[0]?.clone().json()).toEqual({
      reason: "Chargebacks from stolen cards.",
    });
    const banner = screen.getByText("This account is suspended").closest("[role=alert]") as HTMLElement;
    expect(banner).toHaveTextContent("Since 3 Mar 2026, 10:00 (Baku, GMT+4)");
    expect(banner).toHaveTextContent("Chargebacks from stolen cards.");
    // Once the dialog has gone, the page is back for screen readers.
    expect(await screen.findByRole("button", { name: "Lift suspension" })).toBeVisible();
    const apps = within(screen.getByRole("region", { name: "Applications" }));
    expect(apps.getAllByText("Suspended with the account: lifted with it.")).toHaveLength(2);
    // Lifted with the account, not one by one.
    expect(apps.queryByRole("button", { name: /Lift suspension of/ })).not.toBeInTheDocument();
  });

  it("suspends one application with a reason, and says when it changed meanwhile", async () => {
    let conflict = true;
    const suspension = { at: "2026-03-03T06:00:00.000Z", reason: "Sells what it did not declare." };
    const after = merchantDetail({
      applications: [{ ...shop!, status: "suspended", suspension, suspendedWithAccount: false }, cafe!],
    });
    const { requests, user } = openAccount({
      answers: {
        [`POST /api/ops/applications/${shop!.id}/suspend`]: () =>
          conflict
            ? ((conflict = false), json(409, { code: "INVALID_STATE", message: "The application is suspended." }))
            : json(200, after),
      },
    });

    await user.click(await screen.findByRole("button", { name: "Suspend Kitab Evi" }));
    const dialog = await screen.findByRole("dialog", { name: "Suspend Kitab Evi?" });
    await user.type(within(dialog).getByLabelText(/^Reason/), "Sells what it did not declare.");
    await user.click(within(dialog).getByRole("button", { name: "Suspend" }));
    expect(await within(dialog).findByText(/has changed meanwhile/)).toBeVisible();

    await user.click(within(dialog).getByRole("button", { name: "Suspend" }));
    expect(await screen.findByText("Kitab Evi is suspended.")).toBeVisible();
    expect(await posts(requests, `/api/ops/applications/${shop!.id}/suspend`)[1]?.clone().json()).toEqual({
      reason: "Sells what it did not declare.",
    });
    const apps = within(await screen.findByRole("region", { name: "Applications" }));
    expect(apps.getByText("Sells what it did not declare.")).toBeVisible();
    expect(apps.getByRole("button", { name: "Lift suspension of Kitab Evi" })).toBeVisible();
    expect(apps.getByRole("button", { name: "Suspend Kitab Evi Kafe" })).toBeVisible();
  });

  it("sets the limits as numbers in major units, and an empty field as none", async () => {
    const bodies: unknown[] = [];
    const { user } = openAccount({
      answers: {
        [`PUT ${accountUrl}/limits`]: async (request) => {
          const body = (await request.clone().json()) as AccountDetail["account"]["limits"];
          bodies.push(body);
          return json(200, merchantDetail({ account: { ...detail.account, limits: body } }));
        },
      },
    });
    const limits = within(await screen.findByRole("region", { name: "Limits" }));
    const largest = limits.getByLabelText(/^Largest single payment/);
    const daily = limits.getByLabelText(/^Daily payout cap/);
    expect(largest).toHaveValue("");
    expect(largest).toHaveAccessibleDescription("Empty: no limit of its own.");
    expect(daily).toHaveValue("5000.00");

    await user.type(largest, "1000.255");
    await user.click(limits.getByRole("button", { name: "Save limits" }));
    expect(await limits.findByText("Amount can have at most two decimal places.")).toBeVisible();
    expect(bodies).toHaveLength(0);

    await user.clear(largest);
    await user.type(largest, "1000");
    await user.clear(daily);
    await user.type(daily, "2500.5");
    await user.click(limits.getByRole("button", { name: "Save limits" }));
    expect(await screen.findByText("The limits are saved.")).toBeVisible();
    expect(bodies[0]).toEqual({ maxPaymentAmount: 1000, payoutDailyCap: 2500.5 });
    await waitFor(() => expect(daily).toHaveValue("2500.50"));

    await user.clear(largest);
    await user.clear(daily);
    await user.click(limits.getByRole("button", { name: "Save limits" }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ maxPaymentAmount: null, payoutDailyCap: null });
  });
});
