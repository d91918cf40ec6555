import { vi } from "vitest";

/** Below 900 px (MUI's `md`), and so below 600 px as a phone is: the lists turn into cards. */
export function onAPhone() {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: /max-width:\s*(599|899|1023)\.95px/.test(query),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    })),
  );
}
