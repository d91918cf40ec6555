import { Dialog } from "@mui/material";
import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { AppProvider } from "@/app/provider";
import { type Politeness, useAnnounce } from "./live-region";
import { NoticeSnackbar } from "./notice-snackbar";

function Speaker({ message, politeness }: { message: string; politeness?: Politeness }) {
  const announce = useAnnounce();
  return <button onClick={() => announce(message, politeness)}>say</button>;
}

const politeRegion = () => document.querySelector<HTMLElement>("[data-live-region='polite']")!;
const assertiveRegion = () => document.querySelector<HTMLElement>("[data-live-region='assertive']")!;

describe("the portal's live regions", () => {
  it("are in the page from the start, empty, polite and assertive", () => {
    render(
      <AppProvider>
        <p>screen</p>
      </AppProvider>,
    );
    expect(politeRegion()).toHaveAttribute("aria-live", "polite");
    expect(assertiveRegion()).toHaveAttribute("aria-live", "assertive");
    expect(politeRegion()).toBeEmptyDOMElement();
    expect(assertiveRegion()).toBeEmptyDOMElement();
    // Neither is a second status or alert beside the screen's own.
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("say a result politely and a failure assertively, the same words again too", async () => {
    render(
      <AppProvider>
        <Speaker message="30.25 AZN refunded to card 416973******0001." />
        <Speaker message="The refund failed." politeness="assertive" />
      </AppProvider>,
    );
    const [result, failure] = screen.getAllByRole("button", { name: "say" });
    act(() => result!.click());
    await expect.poll(() => politeRegion().textContent).toBe("30.25 AZN refunded to card 416973******0001.");
    act(() => failure!.click());
    await expect.poll(() => assertiveRegion().textContent).toBe("The refund failed.");

    act(() => result!.click());
    expect(politeRegion()).toBeEmptyDOMElement();
    await expect.poll(() => politeRegion().textContent).toBe("30.25 AZN refunded to card 416973******0001.");
  });

  it("wait for a closing dialog to stop hiding the page before they speak", async () => {
    function Screen() {
      const [open, setOpen] = useState(true);
      const [notice, setNotice] = useState<string | null>(null);
      return (
        <>
          <Dialog open={open} transitionDuration={300}>
            <button
              onClick={() => {
                setNotice("Withdrawn 100.00 AZN to AZ21 **** 1944");
                setOpen(false);
              }}
            >
              Confirm withdrawal
            </button>
          </Dialog>
          <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
        </>
      );
    }
    render(
      <AppProvider>
        <Screen />
      </AppProvider>,
    );
    act(() => screen.getByRole("button", { name: "Confirm withdrawal" }).click());
    // Said once, through the region, when screen readers can hear it; the snackbar itself is no second alert.
    await expect
      .poll(() => politeRegion().textContent, { timeout: 2_000 })
      .toBe("Withdrawn 100.00 AZN to AZ21 **** 1944");
    expect(politeRegion().closest("[aria-hidden='true']")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
