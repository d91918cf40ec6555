import { Dialog, DialogTitle } from "@mui/material";
import { type ReactNode, useId, useRef, useState } from "react";
import { serverError } from "@/lib/api-error";
import { useSettingsTranslation } from "../../use-settings-translation";
import { ReauthenticationForm } from "./reauthentication-form";

/** The user closed "Confirm it's you": the change that asked for it stops, with nothing to say. */
export class ReauthenticationCancelled extends Error {}

export const wasCancelled = (error: unknown) => error instanceof ReauthenticationCancelled;

/**
 * Runs a change of the e-mail address or phone; when the server answers that this session must
 * prove who its user is first (403 REAUTHENTICATION_REQUIRED), asks and runs the change once
 * more. Rejects with ReauthenticationCancelled when the user gives up. While it asks, `proof` is
 * the question, laid out as a dialog's content: put it in the dialog that asked, or in
 * `ReauthenticationDialog`.
 */
export function useReauthentication(): { withProof: <T>(change: () => Promise<T>) => Promise<T>; proof: ReactNode } {
  const [asking, setAsking] = useState(0);
  const waiting = useRef<{ resolve: () => void; reject: (error: unknown) => void } | null>(null);

  const settle = (proven: boolean) => {
    const request = waiting.current;
    waiting.current = null;
    setAsking(0);
    if (proven) request?.resolve();
    else request?.reject(new ReauthenticationCancelled());
  };

  async function withProof<T>(change: () => Promise<T>): Promise<T> {
    try {
      return await change();
    } catch (error) {
      if (serverError(error)?.code !== "REAUTHENTICATION_REQUIRED") throw error;
      await new Promise<void>((resolve, reject) => {
        waiting.current = { resolve, reject };
        setAsking((n) => n + 1);
      });
      return change();
    }
  }

  const proof =
    asking > 0 ? (
      <ReauthenticationForm key={asking} onProven={() => settle(true)} onCancel={() => settle(false)} />
    ) : null;
  return { withProof, proof };
}

/** The question in a dialog of its own, for a change asked outside any dialog; closing it gives up. */
export function ReauthenticationDialog({ proof }: { proof: ReactNode }) {
  const { t } = useSettingsTranslation();
  const titleId = useId();
  return (
    <Dialog open={proof !== null} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t("settings.reauthentication.title")}</DialogTitle>
      {proof}
    </Dialog>
  );
}
