import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { setRuntimeConfig } from "@/config/runtime-config";
import "@/lib/i18n";
import { defaultRegionConfig } from "./runtime-config";

beforeEach(() => setRuntimeConfig(defaultRegionConfig));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});
