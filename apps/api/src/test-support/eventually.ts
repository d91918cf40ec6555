/** Waits until `check` gives something, trying every 20 ms for up to 5 s (or `withinMs`): for work a server does after answering (deliveries). */
export async function eventually<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  withinMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
}
