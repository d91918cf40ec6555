import { type FormEvent, useRef } from "react";

/**
 * A form's submit that runs one at a time. A double click fires two submits before React
 * has re-rendered the button as disabled, and react-hook-form's `isSubmitting` is set only
 * after its asynchronous validation: without this, both would reach the server.
 */
export function useSingleSubmit(submit: (event: FormEvent) => Promise<void>) {
  const running = useRef(false);
  return (event: FormEvent) => {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    void submit(event).finally(() => {
      running.current = false;
    });
  };
}
