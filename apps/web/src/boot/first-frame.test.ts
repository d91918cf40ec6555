import { describe, expect, it } from "vitest";
import { firstFrame } from "./first-frame";

describe("firstFrame", () => {
  it("draws the heading and its line for the eye, and says to everyone that the page is loading", () => {
    const frame = firstFrame(["Invoices", "Payment links you have issued, newest first."], "Loading");
    document.body.append(frame);
    expect(frame.querySelector("h1")?.textContent).toBe("Invoices");
    expect(frame.querySelector("p")?.textContent).toBe("Payment links you have issued, newest first.");
    expect(frame.querySelector("h1")?.closest("[aria-hidden='true']")).not.toBeNull();
    expect(frame.querySelector("main")?.getAttribute("aria-busy")).toBe("true");
    const status = frame.querySelector("[role='status']");
    expect(status?.textContent).toBe("Loading");
    expect(status?.closest("[aria-hidden='true']")).toBeNull();
    frame.remove();
  });

  it("writes texts as text, never as markup", () => {
    const frame = firstFrame(["<img src=x onerror=alert(1)>"], "Loading");
    expect(frame.querySelector("img")).toBeNull();
    expect(frame.querySelector("h1")?.textContent).toBe("<img src=x onerror=alert(1)>");
    expect(frame.querySelector("p")).toBeNull();
  });
});
