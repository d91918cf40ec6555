import { type ReactNode, StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

interface LightPage<D> {
  /** The data the server rendered the page from (its data block), or null where it did not. */
  rendered: D | null;
  /** Without the server's rendering (Vite's dev server, a server without the SSR build): the page gathers its data itself. */
  gather: () => Promise<D>;
  app: (data: D) => ReactNode;
  /** What the page says when even that fails: without its configuration it cannot reach the API. */
  failureText: () => Promise<string>;
}

/** Starts a light page in `#root`: hydrates the server's HTML, or renders it afresh. */
export function mountLightPage<D>({ rendered, gather, app, failureText }: LightPage<D>) {
  const root = document.getElementById("root");
  if (!root) throw new Error("the page has no #root element");
  if (rendered) {
    // The page is already painted and usable to read: hydrating as a transition lets React
    // yield to the browser every few milliseconds instead of blocking a slow phone in one task.
    startTransition(() => {
      hydrateRoot(root, <StrictMode>{app(rendered)}</StrictMode>);
    });
    return;
  }
  gather().then(
    (data) => createRoot(root).render(<StrictMode>{app(data)}</StrictMode>),
    async (error: unknown) => {
      console.error(error);
      root.textContent = await failureText();
    },
  );
}
