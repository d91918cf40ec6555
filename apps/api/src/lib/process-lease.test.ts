import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";
import { processLease } from "./process-lease";

describe.each(backends)("a lease on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it("is held by one process at a time, renewed by its holder, taken over once it lapses or is released", async () => {
    const first = processLease(t.db, t.clock.now, "test-task", 60_000);
    const second = processLease(t.db, t.clock.now, "test-task", 60_000);
    expect(await first.hold()).toBe(true);
    expect(await second.hold()).toBe(false);
    t.clock.advance(30_000);
    expect(await first.hold()).toBe(true);
    t.clock.advance(45_000);
    // Renewed 45 s ago for a minute: still the first's.
    expect(await second.hold()).toBe(false);
    t.clock.advance(20_000);
    expect(await second.hold()).toBe(true);
    expect(await first.hold()).toBe(false);
    await second.release();
    expect(await first.hold()).toBe(true);
  });
});
