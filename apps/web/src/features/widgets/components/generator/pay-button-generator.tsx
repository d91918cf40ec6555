import type { Application, PayButton } from "@portal/contracts";
import { useState } from "react";
import { PayButtonCreated } from "./pay-button-created";
import { PayButtonForm } from "./pay-button-form";

/** The form, then what it made; "Create another button" starts from an empty form (the form is unmounted meanwhile). */
export function PayButtonGenerator({ application }: { application: Application }) {
  const [created, setCreated] = useState<PayButton | null>(null);
  const [another, setAnother] = useState(false);
  return created ? (
    <PayButtonCreated
      button={created}
      onCreateAnother={() => {
        setCreated(null);
        setAnother(true);
      }}
    />
  ) : (
    <PayButtonForm application={application} onCreated={setCreated} focusFirstField={another} />
  );
}
