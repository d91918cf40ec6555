import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";
import { caspianTours } from "../testing/fixtures";

const bakuBooks = {
  ...caspianTours,
  id: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
  configId: "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a",
  appName: "Baku Books",
  merchantId: "731904562118",
  status: "live",
  logoUrl: "/api/apps/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f/logo?v=1",
  createdAt: "2026-04-02T08:30:00.000Z",
};

beforeEach(() => localStorage.setItem("accessToken", "token-1"));

describe("applications list", () => {
  it("lists the account's applications, each row leading to its configure screen", async () => {
    const requests = stubFetch({
      "GET /api/session": () => json(200, sessionUser()),
      "GET /api/apps": () => json(200, [bakuBooks, caspianTours]),
    });
    renderRoute("/applications");

    expect(await screen.findByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
    const table = await screen.findByRole("table", { name: "Applications" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);

    const first = within(rows[0]!);
    expect(first.getByRole("link", { name: "Baku Books" })).toHaveAttribute(
      "href",
      `/applications/configure/${bakuBooks.id}/${bakuBooks.configId}`,
    );
    expect(first.getByText("Live")).toBeVisible();
    expect(first.getByText("731904562118")).toBeVisible();
    expect(first.getByRole("button", { name: "Copy the merchant ID of Baku Books" })).toBeVisible();
    expect(first.getByText("2 Apr 2026")).toBeVisible();

    const second = within(rows[1]!);
    expect(second.getByRole("link", { name: "Caspian Tours" })).toBeVisible();
    expect(second.getByText("Draft")).toBeVisible();
    expect(second.getByText("14 Mar 2026")).toBeVisible();

    expect(screen.getByRole("link", { name: "Connect an application" })).toHaveAttribute("href", "/connect");
    expect(requests.find((r) => new URL(r.url).pathname === "/api/apps")?.headers.get("Authorization")).toBe(
      "Bearer token-1",
    );
  });

  it("explains that there are none yet and offers to connect one", async () => {
    stubFetch({
      "GET /api/session": () => json(200, sessionUser()),
      "GET /api/apps": () => json(200, []),
    });
    renderRoute("/applications");

    expect(await screen.findByRole("heading", { name: "You have no applications yet" })).toBeVisible();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const connect = screen.getAllByRole("link", { name: "Connect an application" });
    expect(connect).toHaveLength(2);
    for (const link of connect) expect(link).toHaveAttribute("href", "/connect");
  });

  it("shows a failed load with a way to try again", async () => {
    let calls = 0;
    stubFetch({
      "GET /api/session": () => json(200, sessionUser()),
      "GET /api/apps": () =>
        ++calls === 1 ? json(503, { code: "UNAVAILABLE", message: "Later." }) : json(200, [caspianTours]),
    });
    renderRoute("/applications");

    expect(await screen.findByText("The service is temporarily unavailable. Please try again later.")).toBeVisible();
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Caspian Tours" })).toBeVisible();
  });
});

describe("applications list: who may connect (SPEC §6)", () => {
  const asSubUser = (privileges: string[], applications: unknown[]) =>
    stubFetch({
      "GET /api/session": () => json(200, sessionUser({ userType: "sub", privileges })),
      "GET /api/apps": () => json(200, applications),
    });

  it("offers no Connect to a sub-user without Add Application", async () => {
    asSubUser(["userApplication"], [caspianTours]);
    renderRoute("/applications");
    expect(await screen.findByRole("link", { name: "Caspian Tours" })).toBeVisible();
    expect(screen.queryByRole("link", { name: "Connect an application" })).not.toBeInTheDocument();
  });

  it("tells a sub-user given no application yet who gives them, without a way to connect one", async () => {
    asSubUser([], []);
    renderRoute("/applications");

    expect(await screen.findByRole("heading", { name: "You have no applications yet" })).toBeVisible();
    expect(
      screen.getByText(
        "No application has been given to you yet: your account's main user decides which applications you work with.",
      ),
    ).toBeVisible();
    expect(screen.queryByRole("link", { name: "Connect an application" })).not.toBeInTheDocument();
  });

  it("offers Connect to a sub-user with Add Application", async () => {
    asSubUser(["addApplication"], []);
    renderRoute("/applications");

    expect(await screen.findByRole("heading", { name: "You have no applications yet" })).toBeVisible();
    expect(screen.getAllByRole("link", { name: "Connect an application" })).toHaveLength(2);
    expect(screen.getByText(/Connect your website or app/)).toBeVisible();
  });
});
