import { type Application, type ContractState, SIGNED_CONTRACT_MAX_BYTES } from "@portal/contracts";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";

const demoUser = sessionUser();

const appId = "3f2b8c1e-5d4a-4c7b-9e6f-1a2b3c4d5e6f";
const configId = "7a1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e";
const transactionId = "tx-1";

function app(overrides: Partial<Application> = {}): Application {
  return {
    id: appId,
    configId,
    accountType: "business",
    appName: "Corner Shop",
    appUrl: "https://corner.example.az",
    appInfo: "Groceries",
    category: "eCommerce",
    merchantId: "M-1",
    status: "inReview",
    contractStatus: "unsigned",
    logoUrl: null,
    hasSecretKey: false,
    companyId: null,
    createdAt: "2026-01-10T09:00:00.000Z",
    ...overrides,
  };
}

const unsigned: ContractState = {
  status: "unsigned",
  step: "none",
  waiting: false,
  verificationCode: null,
  transactionId: null,
  signedAt: null,
  failureReason: null,
  method: "mobile",
  uploadedAt: null,
  refusalReason: null,
};
const started = (step: "auth" | "sign", waiting: boolean, verificationCode: string | null): ContractState => ({
  ...unsigned,
  status: "started",
  step,
  waiting,
  verificationCode,
  transactionId,
});
const signed: ContractState = {
  ...started("sign", false, null),
  status: "signed",
  step: "done",
  signedAt: "2026-03-05T10:30:00.000Z",
};

const base = "/api/application-verify";
const session = { "GET /api/session": () => json(200, demoUser) };

/** Answers one after another; the last one again once they run out. */
function inTurn(...bodies: unknown[]) {
  let call = 0;
  return () => json(200, bodies[Math.min(call++, bodies.length - 1)]);
}

const calls = (requests: Request[], path: string) =>
  requests.filter((r) => new URL(r.url).pathname === `${base}/${path}`);

async function openContract(path = `/contract?appId=${appId}`) {
  localStorage.setItem("accessToken", "token-1");
  const router = renderRoute(path);
  await screen.findByRole("heading", { level: 1, name: "Contract" });
  return router;
}

afterEach(() => {
  vi.useRealTimers();
});

// The first render loads the shell and the screen on demand; the signing flows wait out real intervals.
describe("contract screen", { timeout: 20_000 }, () => {
  it("shows the application, its status and the contract's", async () => {
    stubFetch({
      ...session,
      "GET /api/apps": () => json(200, [app({ status: "draft" })]),
      [`GET ${base}/contract/${appId}`]: () => json(200, unsigned),
    });
    await openContract();

    expect(await screen.findByRole("heading", { level: 2, name: "Corner Shop" })).toBeVisible();
    expect(screen.getByText("Draft")).toBeVisible();
    expect(screen.getByText("Unsigned")).toBeVisible();
    expect(screen.getByText(/This application is still a draft/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Send it to review" })).toHaveAttribute(
      "href",
      `/applications/configure/${appId}/${configId}`,
    );
    expect(screen.getByRole("button", { name: "Start signing" })).toBeVisible();
  });

  it("puts the chosen application in the URL", async () => {
    const second = app({ id: "9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", appName: "Second Shop" });
    stubFetch({
      ...session,
      "GET /api/apps": () => json(200, [app(), second]),
      [`GET ${base}/contract/${second.id}`]: () => json(200, unsigned),
    });
    const router = await openContract("/contract");
    const user = userEvent.setup();

    await user.selectOptions(await screen.findByLabelText("Application"), "Second Shop");

    expect(await screen.findByRole("heading", { level: 2, name: "Second Shop" })).toBeVisible();
    expect(router.state.location.search).toBe(`?appId=${second.id}`);
  });

  it("sends an account without applications to connect one", async () => {
    stubFetch({ ...session, "GET /api/apps": () => json(200, []) });
    await openContract("/contract");

    expect(await screen.findByText(/You have no applications yet/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Connect an application" })).toHaveAttribute("href", "/connect");
  });

  it("refuses a bad phone number and user ID", async () => {
    const requests = stubFetch({
      ...session,
      "GET /api/apps": () => json(200, [app()]),
      [`GET ${base}/contract/${appId}`]: () => json(200, unsigned),
    });
    await openContract();
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Start signing" }));
    expect(await screen.findByText("Phone number is required")).toBeVisible();
    expect(screen.getByText("User ID is required")).toBeVisible();

    await user.type(screen.getByLabelText("Phone number"), "0501234567");
    await user.type(screen.getByLabelText("User ID"), "12a");
    await user.click(screen.getByRole("button", { name: "Start signing" }));

    expect(await screen.findByText("Invalid phone number.")).toBeVisible();
    expect(screen.getByText("The user ID is 6 digits.")).toBeVisible();
    expect(calls(requests, "asan-login")).toHaveLength(0);
  });

  it("walks through signing in and signing on the phone to a signed contract", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: Application["status"] = "inReview";
    const requests = stubFetch({
      ...session,
      "GET /api/apps": () => json(200, [app({ status })]),
      [`GET ${base}/contract/${appId}`]: () => json(200, status === "live" ? signed : unsigned),
      [`POST ${base}/asan-login`]: () => json(200, started("auth", true, "4821")),
      [`GET ${base}/verification-code/auth/${appId}`]: inTurn(
        started("auth", true, "4821"),
        started("auth", false, null),
      ),
      [`GET ${base}/verification-code/sign/${appId}`]: inTurn(
        started("sign", true, "0375"),
        started("sign", false, null),
      ),
      [`POST ${base}/sign-contract`]: () => {
        status = "live";
        return json(200, signed);
      },
    });
    await openContract();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.type(await screen.findByLabelText("Phone number"), "+994501234567");
    await user.type(screen.getByLabelText("User ID"), "123456");
    await user.click(screen.getByRole("button", { name: "Start signing" }));

    const code = await screen.findByRole("status", { name: "Verification code" });
    expect(code).toHaveTextContent("4821");
    expect(screen.getByText(/Check that the same code appears on your phone/)).toBeVisible();
    expect(await calls(requests, "asan-login")[0]?.json()).toEqual({ appId, phone: "+994501234567", userId: "123456" });

    // No check before one interval has passed, then one every 2 s.
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(calls(requests, `verification-code/auth/${appId}`)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(calls(requests, `verification-code/auth/${appId}`)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(calls(requests, `verification-code/auth/${appId}`)).toHaveLength(2);

    // Signed in: the contract goes to the phone with a new code.
    expect(await screen.findByText(/The contract has been sent to your phone/)).toBeVisible();
    expect(screen.getByRole("status", { name: "Verification code" })).toHaveTextContent("0375");
    expect(calls(requests, `verification-code/sign/${appId}`)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText("The contract is signed")).toBeVisible();
    expect(await calls(requests, "sign-contract")[0]?.json()).toEqual({ appId, transactionId });
    expect(calls(requests, "sign-contract")).toHaveLength(1);
    expect(screen.getByText(/^Signed on /)).toBeVisible();
    expect(screen.getByRole("button", { name: "Download signed contract" })).toBeVisible();
    expect(await screen.findByText("Your application is now live.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Open the application" })).toHaveAttribute(
      "href",
      `/applications/configure/${appId}/${configId}`,
    );
    expect(screen.getByText("Live")).toBeVisible();

    // Polling has stopped.
    const made = requests.length;
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(requests.filter((r) => r.url.includes("verification-code"))).toHaveLength(4);
    expect(requests.length).toBe(made);
  });

  it("shows a refusal on the phone and starts again from the form", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const refused: ContractState = {
      ...started("auth", false, null),
      status: "failed",
      failureReason: "declined",
    };
    const requests = stubFetch({
      ...session,
      "GET /api/apps": () => json(200, [app()]),
      [`GET ${base}/contract/${appId}`]: () => json(200, unsigned),
      [`POST ${base}/asan-login`]: () => json(200, started("auth", true, "1111")),
      [`GET ${base}/verification-code/auth/${appId}`]: () => json(200, refused),
    });
    await openContract();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.type(await screen.findByLabelText("Phone number"), "+994501234567");
    await user.type(screen.getByLabelText("User ID"), "000000");
    await user.click(screen.getByRole("button", { name: "Start signing" }));
    await screen.findByRole("status", { name: "Verification code" });
    await act(() => vi.advanceTimersByTimeAsync(2000));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The contract was not signed");
    expect(alert).toHaveTextContent("The signature was declined on the phone.");
    expect(screen.getByText("Failed")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Phone number")).toHaveValue("+994501234567");
    expect(screen.getByLabelText("User ID")).toHaveValue("000000");
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(calls(requests, `verification-code/auth/${appId}`)).toHaveLength(1);
  });

  it("stops checking and returns to the form on Cancel", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = stubFetch({
      ...session,
      "GET /api/apps": () => json(200, [app()]),
      [`GET ${base}/contract/${appId}`]: () => json(200, unsigned),
      [`POST ${base}/asan-login`]: () => json(200, started("auth", true, "2222")),
      [`GET ${base}/verification-code/auth/${appId}`]: () => json(200, started("auth", true, "2222")),
    });
    await openContract();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.type(await screen.findByLabelText("Phone number"), "+994501234567");
    await user.type(screen.getByLabelText("User ID"), "123456");
    await user.click(screen.getByRole("button", { name: "Start signing" }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await user.click(await screen.findByRole("button", { name: "Cancel" }));

    expect(await screen.findByLabelText("Phone number")).toHaveValue("+994501234567");
    const checks = calls(requests, `verification-code/auth/${appId}`).length;
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(calls(requests, `verification-code/auth/${appId}`)).toHaveLength(checks);
  });

  it("shows the server's error when there is no signed contract to download", async () => {
    const requests = stubFetch({
      ...session,
      "GET /api/apps": () => json(200, [app({ status: "live", contractStatus: "signed" })]),
      [`GET ${base}/contract/${appId}`]: () => json(200, signed),
      [`GET ${base}/download-signed-contract-file/${appId}`]: () =>
        json(404, { code: "NOT_FOUND", message: "The contract is not signed yet." }),
    });
    await openContract();
    const user = userEvent.setup();

    expect(await screen.findByText("The contract is signed")).toBeVisible();
    expect(screen.queryByText("Your application is now live.")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Download signed contract" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("The contract is not signed yet.");
    const download = calls(requests, `download-signed-contract-file/${appId}`)[0];
    expect(download?.headers.get("Authorization")).toBe("Bearer token-1");
  });

  it("shows the contract in an embedded viewer", async () => {
    // jsdom has no object URLs.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn(() => "blob:contract-1");
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    const requests = stubFetch({
      ...session,
      "GET /api/apps": () => json(200, [app()]),
      [`GET ${base}/contract/${appId}`]: () => json(200, unsigned),
      [`GET ${base}/view-contract/account/business/${appId}`]: () =>
        new Response("%PDF-1.7", { status: 200, headers: { "Content-Type": "application/pdf" } }),
    });
    await openContract();
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "View contract" }));

    const viewer = await screen.findByTitle("Contract for Corner Shop");
    expect(viewer).toHaveAttribute("src", "blob:contract-1");
    const view = calls(requests, `view-contract/account/business/${appId}`)[0];
    expect(view?.headers.get("Accept-Language")).toBe("en");

    // Closing the viewer lets the PDF go.
    await user.click(
      within(screen.getByRole("region", { name: "Contract document" })).getByRole("button", { name: "Hide contract" }),
    );
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:contract-1"));
    expect(screen.queryByTitle("Contract for Corner Shop")).not.toBeInTheDocument();
  });
});

describe("contract screen: a sub-user (SPEC §6)", { timeout: 20_000 }, () => {
  const asSubUser = (privileges: string[]) => ({
    "GET /api/session": () => json(200, sessionUser({ userType: "sub", privileges })),
  });
  const signingCalls = (requests: Request[]) =>
    requests.filter((r) =>
      /\/(asan-login|verification-code\/(auth|sign)\/|sign-contract)/.test(new URL(r.url).pathname),
    );

  it("reads the contract but does not sign it: the main user does", async () => {
    const requests = stubFetch({
      ...asSubUser(["addApplication"]),
      "GET /api/apps": () => json(200, [app({ status: "draft" })]),
      [`GET ${base}/contract/${appId}`]: () => json(200, unsigned),
    });
    await openContract();

    expect(
      await screen.findByRole("heading", { level: 2, name: "Only the main user signs the contract" }),
    ).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Corner Shop" })).toBeVisible();
    expect(screen.getByText("Unsigned")).toBeVisible();
    const document = within(screen.getByRole("region", { name: "Contract document" }));
    expect(document.getByRole("button", { name: "View contract" })).toBeVisible();
    expect(document.getByRole("button", { name: "Download contract" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Start signing" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Phone number")).not.toBeInTheDocument();
    expect(signingCalls(requests)).toHaveLength(0);
  });

  it("does not follow a signing the main user started", async () => {
    const requests = stubFetch({
      ...asSubUser([]),
      "GET /api/apps": () => json(200, [app()]),
      [`GET ${base}/contract/${appId}`]: () => json(200, started("sign", true, "4321")),
    });
    await openContract();

    expect(
      await screen.findByRole("heading", { level: 2, name: "Only the main user signs the contract" }),
    ).toBeVisible();
    expect(screen.getByText("Signing started")).toBeVisible();
    expect(screen.queryByText("4321")).not.toBeInTheDocument();
    expect(signingCalls(requests)).toHaveLength(0);
  });

  it("downloads the signed contract once it is signed", async () => {
    stubFetch({
      ...asSubUser([]),
      "GET /api/apps": () => json(200, [app({ status: "live", contractStatus: "signed" })]),
      [`GET ${base}/contract/${appId}`]: () => json(200, signed),
    });
    await openContract();

    expect(await screen.findByRole("button", { name: "Download signed contract" })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Only the main user signs the contract" })).not.toBeInTheDocument();
  });

  it("links a draft to its review only for who may configure it", async () => {
    stubFetch({
      ...asSubUser([]),
      "GET /api/apps": () => json(200, [app({ status: "draft" })]),
      [`GET ${base}/contract/${appId}`]: () => json(200, unsigned),
    });
    await openContract();
    expect(await screen.findByText(/This application is still a draft/)).toBeVisible();
    expect(screen.queryByRole("link", { name: "Send it to review" })).not.toBeInTheDocument();
    cleanup();

    stubFetch({
      ...asSubUser(["userApplication"]),
      "GET /api/apps": () => json(200, [app({ status: "draft" })]),
      [`GET ${base}/contract/${appId}`]: () => json(200, unsigned),
    });
    await openContract();
    expect(await screen.findByRole("link", { name: "Send it to review" })).toHaveAttribute(
      "href",
      `/applications/configure/${appId}/${configId}`,
    );
  });

  it("offers to connect an application only to who may", async () => {
    stubFetch({ ...asSubUser(["userApplication"]), "GET /api/apps": () => json(200, []) });
    await openContract("/contract");
    expect(await screen.findByText(/You have no applications yet/)).toBeVisible();
    expect(screen.queryByRole("link", { name: "Connect an application" })).not.toBeInTheDocument();
    cleanup();

    stubFetch({ ...asSubUser(["addApplication"]), "GET /api/apps": () => json(200, []) });
    await openContract("/contract");
    expect(await screen.findByRole("link", { name: "Connect an application" })).toHaveAttribute("href", "/connect");
  });
});

describe("contract screen: signed on paper (ESIGN=manual)", { timeout: 20_000 }, () => {
  const manual: ContractState = { ...unsigned, method: "manual" };
  const uploadedAt = "2026-03-06T08:15:00.000Z";
  const uploaded: ContractState = { ...manual, status: "uploaded", uploadedAt };
  const refused: ContractState = {
    ...manual,
    status: "refused",
    uploadedAt,
    refusalReason: "The last page is not signed.",
  };
  const uploadPath = `upload-signed-contract/${appId}`;
  const pdfFile = (name = "signed.pdf", type = "application/pdf") =>
    new File([new TextEncoder().encode("%PDF-1.7\n")], name, { type });

  it("explains the steps, refuses a file that is no PDF or too large, and uploads a PDF as multipart", async () => {
    const requests = stubFetch({
      ...session,
      "GET /api/apps": () => json(200, [app()]),
      [`GET ${base}/contract/${appId}`]: () => json(200, manual),
      [`POST ${base}/${uploadPath}`]: () => json(200, uploaded),
    });
    await openContract();
    // As if the user switched the picker to "All files".
    const user = userEvent.setup({ applyAccept: false });

    const panel = within(await screen.findByRole("region", { name: "Sign the contract yourself" }));
    expect(panel.getByText(/sign it on paper or with your own signing tool, and upload the signed PDF/)).toBeVisible();
    expect(panel.getByRole("button", { name: "Download contract" })).toBeVisible();
    expect(panel.getByText("Upload the signed contract: a PDF of at most 10 MB.")).toBeVisible();
    expect(screen.queryByLabelText("Phone number")).not.toBeInTheDocument();
    const picker = panel.getByLabelText("Signed contract (PDF)");
    expect(picker).toHaveAttribute("accept", "application/pdf,.pdf");
    const upload = panel.getByRole("button", { name: "Upload signed contract" });
    expect(upload).toBeDisabled();

    await user.upload(
      picker,
      pdfFile("contract.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
    );
    expect(await panel.findByText("Choose a PDF file: the signed contract must be a PDF.")).toBeVisible();
    expect(upload).toBeDisabled();

    const large = pdfFile("scan.pdf");
    Object.defineProperty(large, "size", { value: SIGNED_CONTRACT_MAX_BYTES + 1 });
    await user.upload(picker, large);
    expect(await panel.findByText(/The file is larger than 10 MB/)).toBeVisible();
    expect(calls(requests, uploadPath)).toHaveLength(0);

    await user.upload(picker, pdfFile());
    expect(panel.getByText(/^Chosen: signed\.pdf/)).toBeVisible();
    expect(panel.queryByText(/The file is larger/)).not.toBeInTheDocument();
    await user.click(upload);

    expect(await screen.findByText("The signed contract is uploaded.")).toBeVisible();
    expect(
      screen.getByText(
        /You uploaded the signed contract on 6 Mar 2026, 12:15 \(Baku, GMT\+4\)\. The provider checks it/,
      ),
    ).toBeVisible();
    expect(screen.getByText("Waiting for confirmation")).toBeVisible();
    const sent = calls(requests, uploadPath);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.get("Authorization")).toBe("Bearer token-1");
    expect(sent[0]?.headers.get("Content-Type")).toMatch(/^multipart\/form-data; boundary=/);
    // One part, `file`, a PDF. (jsdom's File crosses into Node's FormData without its name and
    // bytes, so the test stops at the part's name and type.)
    const body = await sent[0]!.clone().text();
    expect(body.match(/Content-Disposition: form-data; name="[^"]+"/g)).toEqual([
      'Content-Disposition: form-data; name="file"',
    ]);
    expect(body).toContain("Content-Type: application/pdf");
  });

  it("shows a file waiting for the provider with its date, and lets a corrected one replace it", async () => {
    stubFetch({
      ...session,
      "GET /api/apps": () => json(200, [app({ contractStatus: "uploaded" })]),
      [`GET ${base}/contract/${appId}`]: () => json(200, uploaded),
    });
    await openContract();

    expect(await screen.findByText("Waiting for the provider's confirmation")).toBeVisible();
    expect(screen.getByText(/on 6 Mar 2026, 12:15/)).toBeVisible();
    expect(screen.getByText(/you can upload a corrected file in its place/)).toBeVisible();
    expect(screen.getByLabelText("Signed contract (PDF)")).toBeInTheDocument();
  });

  it("shows the provider's refusal with its reason, and takes the signed file again", async () => {
    const requests = stubFetch({
      ...session,
      "GET /api/apps": () => json(200, [app({ contractStatus: "refused" })]),
      [`GET ${base}/contract/${appId}`]: () => json(200, refused),
      [`POST ${base}/${uploadPath}`]: () =>
        calls(requests, uploadPath).length === 1
          ? json(415, { code: "UNSUPPORTED_FILE", message: "The PDF holds scripts." })
          : json(200, { ...uploaded, uploadedAt: "2026-03-07T08:15:00.000Z" }),
    });
    await openContract();
    const user = userEvent.setup();

    const alert = await screen.findByText("The provider did not accept the signed file");
    expect(alert.closest("[role=alert]")).toHaveTextContent("The last page is not signed.");
    expect(screen.getByText("Not accepted")).toBeVisible();
    expect(screen.getByText("Correct it and upload the signed contract again.")).toBeVisible();

    await user.upload(screen.getByLabelText("Signed contract (PDF)"), pdfFile());
    await user.click(screen.getByRole("button", { name: "Upload signed contract" }));
    expect(await screen.findByText(/only a plain PDF is accepted, without scripts/)).toBeVisible();

    await user.upload(screen.getByLabelText("Signed contract (PDF)"), pdfFile());
    await user.click(screen.getByRole("button", { name: "Upload signed contract" }));
    expect(await screen.findByText("The signed contract is uploaded.")).toBeVisible();
    expect(screen.getByText(/on 7 Mar 2026, 12:15/)).toBeVisible();
    expect(screen.queryByText("The provider did not accept the signed file")).not.toBeInTheDocument();
  });

  it("shows the confirmed contract as signed", async () => {
    stubFetch({
      ...session,
      "GET /api/apps": () => json(200, [app({ status: "live", contractStatus: "signed" })]),
      [`GET ${base}/contract/${appId}`]: () =>
        json(200, { ...manual, status: "signed", step: "done", signedAt: "2026-03-08T10:30:00.000Z" }),
    });
    await openContract();

    expect(await screen.findByText("The contract is signed")).toBeVisible();
    expect(screen.getByRole("button", { name: "Download signed contract" })).toBeVisible();
    expect(screen.queryByLabelText("Signed contract (PDF)")).not.toBeInTheDocument();
  });

  it("leaves the upload to the main user", async () => {
    const requests = stubFetch({
      "GET /api/session": () => json(200, sessionUser({ userType: "sub", privileges: [] })),
      "GET /api/apps": () => json(200, [app()]),
      [`GET ${base}/contract/${appId}`]: () => json(200, manual),
    });
    await openContract();

    expect(
      await screen.findByRole("heading", { level: 2, name: "Only the main user uploads the signed contract" }),
    ).toBeVisible();
    expect(screen.queryByLabelText("Signed contract (PDF)")).not.toBeInTheDocument();
    expect(calls(requests, uploadPath)).toHaveLength(0);
  });
});
