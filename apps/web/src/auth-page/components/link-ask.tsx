import { Alert } from "../../light/components/alert";
import { Button } from "../../light/components/button";

interface LinkAskProps {
  /** What pressing the button will do. */
  intro: string;
  submitLabel: string;
  failure: string | null;
  pending: boolean;
  onSubmit: () => void;
}

/** The question of a single-use link's screen: what it does, and the one button that does it (mail scanners open links, people press buttons). */
export function LinkAsk({ intro, submitLabel, failure, pending, onSubmit }: LinkAskProps) {
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p className="text-secondary">{intro}</p>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Button look="contained" type="submit" pending={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
