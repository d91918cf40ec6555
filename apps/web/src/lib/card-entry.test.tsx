import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useCardEntry } from "./card-entry";

/** A payout card's fields (no CVV), as another form would use the hook. */
function PayoutCard({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  const card = useCardEntry({ fields: ["cardNumber", "expiry", "cardHolder"], initial: { cardHolder: "LEYLA" } });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(card.submit());
      }}
    >
      {(["cardNumber", "expiry", "cardHolder"] as const).map((field) => (
        <label key={field}>
          {field}
          <input {...card.inputProps(field)} />
          <output>{card.issueOf(field)}</output>
        </label>
      ))}
      <button type="submit">Save</button>
      <button
        type="button"
        onClick={() => card.showServerIssues({ expiry: "validation.cardExpired", other: "validation.invalid" })}
      >
        Server
      </button>
    </form>
  );
}

const issue = (field: string) => screen.getByLabelText(field).nextElementSibling?.textContent;

describe("card entry", () => {
  it("shapes what is typed and checks a field once the customer has left it", () => {
    render(<PayoutCard onSubmit={() => undefined} />);
    const number = screen.getByLabelText("cardNumber");

    fireEvent.change(number, { target: { value: "41697300000000" } });
    expect(number).toHaveValue("4169 7300 0000 00");
    expect(issue("cardNumber")).toBe("");
    fireEvent.blur(number);
    expect(issue("cardNumber")).toBe("validation.cardNumber");
    fireEvent.change(number, { target: { value: "4169730000000001" } });
    expect(issue("cardNumber")).toBe("");

    fireEvent.change(screen.getByLabelText("expiry"), { target: { value: "1230" } });
    expect(screen.getByLabelText("expiry")).toHaveValue("12/30");
  });

  it("shows every broken rule on submit with the caret in the first, else gives the values as sent", () => {
    const submitted: unknown[] = [];
    render(<PayoutCard onSubmit={(values) => submitted.push(values)} />);

    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(submitted).toEqual([null]);
    expect(issue("cardNumber")).toBe("validation.required");
    expect(issue("expiry")).toBe("validation.required");
    expect(issue("cardHolder")).toBe("");
    expect(screen.getByLabelText("cardNumber")).toHaveFocus();

    fireEvent.change(screen.getByLabelText("cardNumber"), { target: { value: "4169 7300 0000 0001" } });
    fireEvent.change(screen.getByLabelText("expiry"), { target: { value: "12/30" } });
    fireEvent.change(screen.getByLabelText("cardHolder"), { target: { value: " LEYLA ALIYEVA " } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(submitted[1]).toEqual({ cardNumber: "4169730000000001", expiry: "12/30", cardHolder: "LEYLA ALIYEVA" });
  });

  it("shows the server's word on a field of its own until that field changes", () => {
    render(<PayoutCard onSubmit={() => undefined} />);

    act(() => fireEvent.click(screen.getByRole("button", { name: "Server" })));
    expect(issue("expiry")).toBe("validation.cardExpired");
    fireEvent.change(screen.getByLabelText("expiry"), { target: { value: "12/31" } });
    expect(issue("expiry")).toBe("");
  });
});
