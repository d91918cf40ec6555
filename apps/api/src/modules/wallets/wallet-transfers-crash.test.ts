import { WalletTransferRequest } from "@portal/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCodes } from "@/test-support/seeded-codes";
import { apiServers } from "@/test-support/two-servers";
import { transferCodeSubject } from "./wallet-transfers.service";

const serverUrl = process.env.TEST_DATABASE_URL;

type Servers = Awaited<ReturnType<typeof apiServers>>;
type Merchant = Awaited<ReturnType<Servers["liveMerchant"]>>;
type Outcome = { status: number; body: { id?: string; code?: string } } | "no answer";

const TRANSFERS = 1000;
const IN_FLIGHT = 50;
/** Answers before the kill: early enough that most transfers are still to come, with IN_FLIGHT cut off mid-way. */
const KILL_AFTER = 300;
/** Each wallet holds one paid invoice of 100.00: transfers alternate, so neither drifts by more than IN_FLIGHT × 1.00. */
const START = 10_000n;

// DESIGN §3 when the API process dies mid-transfer (SIGKILL: no shutdown, no finally). A
// transfer is one database transaction (its code, its Idempotency-Key, its row, its ledger
// transfer), so whatever the process was doing is all there or none of it, and a client that
// got no answer retries with its key and ends with exactly one transfer.
describe.skipIf(!serverUrl)("a thousand wallet transfers when the API process is killed in the middle", () => {
  let servers: Servers;
  let a: Merchant;
  let b: Merchant;

  beforeAll(async () => {
    servers = await apiServers(serverUrl!, [3931]);
    a = await servers.liveMerchant({
      email: "crash-a@example.az",
      fullName: "Aysel Quliyeva",
      password: "Crash#2026ok",
      mobilePhone: "+994507770051",
    });
    b = await servers.liveMerchant({
      email: "crash-b@example.az",
      fullName: "Bəhram Əliyev",
      password: "Crash#2026ok",
      mobilePhone: "+994507770052",
    });
    await servers.paid(a);
    await servers.paid(b);
  }, 180_000);
  afterAll(() => servers?.close());

  /** The ledger is whole: each transfer row has its two legs and each walletTransfer its row; balances follow the rows. */
  async function expectLedgerWhole() {
    const { sql } = servers;
    const { rows: halves } = await sql.query(
      `select w.id as row, t.id as ledger, array_agg(a.app_id || ' ' || e.amount order by e.amount) as legs
       from wallet_transfers w
       full join (select id, reference from ledger_transfers where kind = 'walletTransfer') t on t.reference = w.id
       left join ledger_entries e on e.transfer_id = t.id
       left join ledger_accounts a on a.id = e.ledger_account_id and a.kind = 'wallet'
       group by w.id, t.id
       having w.id is null or t.id is null
         or array_agg(a.app_id || ' ' || e.amount order by e.amount) is distinct from array[w.from_app_id || ' ' || -w.amount, w.to_app_id || ' ' || w.amount]`,
    );
    expect(halves).toEqual([]);
    const { rows } = await sql.query("select (select coalesce(sum(amount), 0)::text from ledger_entries) as total");
    expect(rows[0].total).toBe("0");
    const { rows: moved } = await sql.query(
      "select coalesce(sum(case when from_app_id = $1 then -amount else amount end), 0)::text as net from wallet_transfers where $1 in (from_app_id, to_app_id)",
      [a.appId],
    );
    const netToA = BigInt(moved[0].net);
    expect(await servers.walletOf(a.appId)).toBe(START + netToA);
    expect(await servers.walletOf(b.appId)).toBe(START - netToA);
    expect(START + netToA >= 0n && START - netToA >= 0n).toBe(true);
  }

  it("keeps every transfer whole or absent, loses none that was answered, and takes the retries once each after a restart", async () => {
    const transfers = Array.from({ length: TRANSFERS }, (_, n) => {
      const [from, to] = n % 2 === 0 ? [a, b] : [b, a];
      return {
        from,
        key: `crash-transfer-${n}`,
        body: {
          fromAppId: from.appId,
          amount: 1,
          currency: "AZN" as const,
          description: `Crash ${n}`,
          toMerchant: to.merchantId,
        },
      };
    });
    const codes = await seedCodes(
      servers.sql,
      "transfer",
      transfers.map((t) => ({ userId: t.from.userId, what: transferCodeSubject(WalletTransferRequest.parse(t.body)) })),
    );
    const confirm = async (n: number): Promise<Outcome> => {
      const t = transfers[n]!;
      try {
        const res = await servers.call(0, `/api/apps/transfer/${codes[n]!.code}`, {
          headers: { ...t.from.auth, "idempotency-key": t.key },
          body: t.body,
        });
        return { status: res.status, body: (await res.json()) as { id?: string; code?: string } };
      } catch {
        return "no answer";
      }
    };

    /** IN_FLIGHT clients confirm the transfers `queue` names; after `killAfter` answers the process is killed and they stop. */
    async function run(queue: number[], killAfter = Infinity) {
      const outcomes = new Map<number, Outcome>();
      let answered = 0;
      let killed: Promise<void> | undefined;
      const client = async () => {
        for (let n = queue.shift(); n !== undefined && !killed; n = queue.shift()) {
          const outcome = await confirm(n);
          outcomes.set(n, outcome);
          if (outcome !== "no answer" && ++answered === killAfter) killed = servers.kill(0);
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, client));
      await killed;
      return { outcomes, killed: killed !== undefined };
    }

    const first = await run([...transfers.keys()], KILL_AFTER);
    expect(first.killed).toBe(true);
    const answers = [...first.outcomes].filter(
      (o): o is [number, Exclude<Outcome, "no answer">] => o[1] !== "no answer",
    );
    const unanswered = [...first.outcomes].filter(([, o]) => o === "no answer").map(([n]) => n);
    // Every answer before the kill moved money (the wallets never run short), and the kill cut requests off mid-way.
    expect(answers.filter(([, o]) => o.status !== 200)).toEqual([]);
    expect(answers.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(unanswered.length).toBeGreaterThan(0);

    // The dead process's statements end once PostgreSQL (or PgBouncer) notices; until then a COMMIT it had sent may
    // still land. Idle sessions hold none (PgBouncer keeps its server connections open, idle, by design).
    const others =
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and state <> 'idle' and pid <> pg_backend_pid()";
    await expect.poll(async () => (await servers.sql.query(others)).rows[0].n, { timeout: 10_000 }).toBe(0);
    await servers.restart(0);
    await expectLedgerWhole();

    // Per transfer, its row, its code and its key agree: all three done, or none (never sent, or cut off before COMMIT).
    const { rows: rowList } = await servers.sql.query("select id, description from wallet_transfers");
    const rowOf = new Map(rowList.map((r) => [r.description as string, r.id as string]));
    expect(rowOf.size).toBe(rowList.length);
    const { rows: codeList } = await servers.sql.query(
      "select id, status from otp_challenges where purpose = 'transfer'",
    );
    const codeStatus = new Map(codeList.map((r) => [r.id as string, r.status as string]));
    const { rows: keyList } = await servers.sql.query(
      "select key, response_status, response_body->>'id' as id from idempotency_keys where scope like 'transfer:%'",
    );
    const keyOf = new Map(
      keyList.map((r) => [r.key as string, { status: r.response_status as number, id: r.id as string }]),
    );
    const torn = transfers.flatMap((t, n) => {
      const row = rowOf.get(t.body.description);
      const outcome = first.outcomes.get(n);
      const seen = { n, outcome, row, code: codeStatus.get(codes[n]!.id), key: keyOf.get(t.key) };
      const whole = row
        ? seen.code === "used" && seen.key?.status === 200 && seen.key.id === row
        : seen.code === "open" && seen.key === undefined;
      const answeredRight =
        outcome === undefined || outcome === "no answer" || (outcome.status === 200 && outcome.body.id === row);
      return whole && answeredRight ? [] : [seen];
    });
    expect(torn).toEqual([]);
    const happened = unanswered.filter((n) => rowOf.has(transfers[n]!.body.description));
    expect(rowOf.size).toBe(answers.length + happened.length);

    // The clients retry what got no answer with the same key, and send the next few: the restarted process takes them all.
    const fresh = [...transfers.keys()].filter((n) => !first.outcomes.has(n)).slice(0, IN_FLIGHT);
    const second = await run([...unanswered, ...fresh]);
    expect([...second.outcomes].filter(([, o]) => o === "no answer" || o.status !== 200)).toEqual([]);
    // A retry of a transfer that had happened answers that transfer (the key's stored answer), not a second one.
    for (const n of happened)
      expect(second.outcomes.get(n)).toMatchObject({ body: { id: rowOf.get(transfers[n]!.body.description) } });

    await expectLedgerWhole();
    // Each transfer there is was answered exactly once, and each answer is a transfer there.
    const answered = [...first.outcomes.values(), ...second.outcomes.values()].flatMap((o) =>
      o !== "no answer" && o.body.id ? [o.body.id] : [],
    );
    const { rows: finalRows } = await servers.sql.query("select id from wallet_transfers");
    expect(answered.sort()).toEqual(finalRows.map((r) => r.id as string).sort());
  }, 90_000);
});
