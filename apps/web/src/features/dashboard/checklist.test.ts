import { describe, expect, it } from "vitest";
import { testApplication } from "@/testing/application";
import { checklistOf, leadingApplication } from "./checklist";

const app = testApplication;

describe("the checklist's leading application", () => {
  it("passes over one the provider suspended, as a disabled one: it takes no payments", () => {
    const suspended = app({ id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d", status: "suspended" });
    const draft = app({
      id: "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
      status: "draft",
      contractStatus: "unsigned",
      createdAt: "2026-01-01T10:00:00.000Z",
    });

    expect(leadingApplication([suspended, draft])).toBe(draft);
    expect(leadingApplication([suspended])).toBeUndefined();
    expect(checklistOf({ apps: [suspended], detail: undefined, hasInvoice: false }).next).toBe("connect");
  });
});
