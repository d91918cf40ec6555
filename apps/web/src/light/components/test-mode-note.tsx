import { Icon } from "./icons";

/**
 * Test mode (DESIGN §8): no real money moves. Not a live region: it is there from the first
 * paint and never changes.
 */
export function TestModeNote({ text, flat = false }: { text: string; flat?: boolean }) {
  return (
    <div role="note" className={flat ? "test-banner test-banner--flat" : "test-banner"}>
      <Icon name="science" className="test-banner__icon" />
      <div className="test-banner__text">{text}</div>
    </div>
  );
}
