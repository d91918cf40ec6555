import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idempotencyKeys } from "@/db/schema";
import { AppError } from "@/lib/app-error";
import { answerKey } from "@/lib/idempotency";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";
import { moneyPipeline } from "./money-pipeline";

interface Kept {
  id: string;
  n: number;
}

/**
 * The steps every money operation shares, with nothing of any one kind: what becomes of the
 * Idempotency-Key in step 1 and step 3, and what a retry gets back.
 */
describe.each(backends)("the money pipeline on %s", (backend) => {
  let t: TestApp;
  let pipeline: ReturnType<typeof moneyPipeline>;
  let n = 0;
  beforeAll(async () => {
    t = await startTestApp(backend);
    pipeline = moneyPipeline(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const keyFor = (body: unknown) => answerKey<Kept>("pipeline-test:account", `key-${++n}-${backend}`, body);
  const row = async (key: { scope: string; key: string }) =>
    (
      await t.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, key.scope), eq(idempotencyKeys.key, key.key)))
    )[0];

  it("runs the work once: a retry after step 3 kept the answer gets that answer, typed, and no second effect", async () => {
    const key = keyFor({ amount: "1.00" });
    let effects = 0;
    const work = async () => ({ result: { started: ++effects } });
    const first = await pipeline.begin(key, work);
    expect(first).toEqual({ result: { started: 1 } });
    await pipeline.end(key, async () => ({ result: null, key: { keep: { status: 200, body: { id: "op-1", n: 7 } } } }));

    const retry = await pipeline.begin(key, work);
    expect(effects).toBe(1);
    if (!("stored" in retry)) throw new Error("a retry must be answered from the key");
    const kept: Kept = retry.stored.body;
    expect(retry.stored.status).toBe(200);
    expect(kept).toEqual({ id: "op-1", n: 7 });
    expect(await pipeline.replayed(key)).toEqual({ status: 200, body: { id: "op-1", n: 7 } });
  });

  it("refuses the same key with another request, and a retry while the first call still runs", async () => {
    const key = keyFor({ amount: "2.00" });
    await pipeline.begin(key, async () => ({ result: null }));
    const other = { ...keyFor({ amount: "3.00" }), key: key.key };
    await expect(pipeline.begin(other, async () => ({ result: null }))).rejects.toMatchObject({
      code: "IDEMPOTENCY_KEY_REUSED",
    });
    await expect(pipeline.begin(key, async () => ({ result: null }))).rejects.toMatchObject({ code: "INVALID_STATE" });
    expect(await pipeline.replayed(key)).toBeNull();
  });

  it("rolls the claim back with a refusal of step 1, so the key may be used again", async () => {
    const key = keyFor({ amount: "4.00" });
    await expect(
      pipeline.begin(key, async () => {
        throw new AppError("INSUFFICIENT_BALANCE", "no money");
      }),
    ).rejects.toMatchObject({ code: "INSUFFICIENT_BALANCE" });
    expect(await row(key)).toBeUndefined();
    expect(await pipeline.begin(key, async () => ({ result: "went ahead" }))).toEqual({ result: "went ahead" });
  });

  it("frees the key when a step says nothing worth replaying happened", async () => {
    const key = keyFor({ amount: "5.00" });
    await pipeline.begin(key, async () => ({ result: "refused", key: { free: true } }));
    expect(await row(key)).toBeUndefined();
    await pipeline.begin(key, async () => ({ result: null }));
    await pipeline.end(key, async () => ({ result: null, key: { free: true } }));
    expect(await row(key)).toBeUndefined();
  });

  it("writes step 3's answer and its key together: a step 3 that throws keeps neither", async () => {
    const key = keyFor({ amount: "6.00" });
    await pipeline.begin(key, async () => ({ result: null }));
    await expect(
      pipeline.end(key, async () => {
        throw new AppError("INVALID_STATE", "ended already");
      }),
    ).rejects.toMatchObject({ code: "INVALID_STATE" });
    expect((await row(key))?.responseStatus).toBeNull();
  });

  it("runs `before` ahead of the key: a refusal there leaves a kept answer unread", async () => {
    const key = keyFor({ amount: "7.00" });
    await pipeline.begin(key, async () => ({ result: null, key: { keep: { status: 200, body: { id: "x", n: 1 } } } }));
    await expect(
      pipeline.begin(
        key,
        async () => ({ result: null }),
        async () => {
          throw new AppError("NOT_FOUND", "No such transaction.");
        },
      ),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
