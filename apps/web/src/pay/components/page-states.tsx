import { useTexts } from "../i18n/use-texts";
import { Alert } from "../../light/components/alert";
import { Button } from "../../light/components/button";
import { Icon } from "../../light/components/icons";
import { Spinner } from "../../light/components/spinner";

/** The invoice is being read (only where the server did not render the page). */
export function Loading() {
  const { t } = useTexts();
  return (
    <div aria-busy="true" className="loading">
      <Spinner label={t("common.loading")} />
    </div>
  );
}

/** A link that leads nowhere (an unknown invoice code or merchant, or one that cannot be one at all): what it is, and what to do. */
export function LinkNotFound({ title, text }: { title: string; text: string }) {
  return (
    <div className="not-found">
      <Icon name="linkOff" className="not-found__icon" />
      <h1 className="title-5">{title}</h1>
      <p>{text}</p>
    </div>
  );
}

interface LoadFailedProps {
  failure: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** The invoice could not be read: what went wrong, and a way to try again. */
export function LoadFailed({ failure, onRetry, retrying }: LoadFailedProps) {
  const { t, failure: failureText } = useTexts();
  return (
    <div className="load-error">
      <h1 className="title-5">{t("checkout.loadError.title")}</h1>
      <Alert
        severity="error"
        action={
          <Button look="text" onClick={onRetry} disabled={retrying}>
            {t("common.tryAgain")}
          </Button>
        }
      >
        {failureText(failure)}
      </Alert>
    </div>
  );
}
