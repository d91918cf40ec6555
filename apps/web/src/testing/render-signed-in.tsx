import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProvider } from "@/app/provider";
import { SignedInRoute } from "@/app/routes/signed-in";

/**
 * Renders a part no route shows yet inside the signed-in shell, once the session check
 * (stub `GET /api/session`) has named the user, with a fresh store.
 */
export function renderSignedIn(element: ReactNode) {
  const router = createMemoryRouter([{ path: "/", Component: SignedInRoute, children: [{ index: true, element }] }]);
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}
