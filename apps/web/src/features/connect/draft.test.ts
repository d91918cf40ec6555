import { afterEach, describe, expect, it } from "vitest";
import { emptyDraft, loadDraft } from "./draft";

afterEach(() => sessionStorage.clear());

describe("connect draft", () => {
  it("starts empty when nothing, or nothing readable, is stored", () => {
    expect(loadDraft()).toEqual(emptyDraft());
    sessionStorage.setItem("connectDraft", "{not json");
    expect(loadDraft()).toEqual(emptyDraft());
  });

  it("keeps what it can of an odd draft and drops the rest", () => {
    sessionStorage.setItem(
      "connectDraft",
      JSON.stringify({
        accountType: "business",
        business: { step: "nowhere", app: { appName: "Çay evi", category: "casino", appUrl: 42 }, skipBank: "yes" },
        individual: { created: { appId: "not-an-id" } },
      }),
    );
    const draft = loadDraft();
    expect(draft.accountType).toBe("business");
    expect(draft.business).toMatchObject({ step: "appInfo", app: { appName: "Çay evi" }, skipBank: false });
    expect(draft.business.app.category).toBeUndefined();
    expect(draft.business.app.appUrl).toBeUndefined();
    expect(draft.individual.created).toBeNull();
  });
});
