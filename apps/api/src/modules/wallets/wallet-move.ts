import type { Currency, GuardedAction, Language } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { Tx } from "@/db/client";
import { walletBalance } from "@/modules/ledger/ledger.repo";
import type { AuthContext } from "@/plugins/auth";
import { insufficientBalance } from "./bank-payments";
import { codeConfirmed, type MovePurpose } from "./code-confirmed";

/** What a move costs the wallet it leaves, in minor units. */
export interface MoveCost {
  appId: string;
  amount: bigint;
  fee: bigint;
  currency: Currency;
}

/**
 * One kind of money leaving a wallet on a one-time code (docs/glossary.md "wallet move"): a
 * withdrawal, a payout, a top-up, a wallet transfer. Everything that differs between them is
 * here, and the runner (`walletMoves`) does what they share once. `Request` is the body both
 * calls are sent, `Plan` what is found before the code (the destination, the recipient at the
 * bank, the receiving merchant), `Kept` what a retry with the same Idempotency-Key gets back,
 * `Answer` what the caller is answered, `Preview` what the code's answer adds.
 */
export interface WalletMove<Request, Plan, Kept, Answer, Preview> {
  /** The code's purpose; with the account, the Idempotency-Key's scope (`payout:{accountId}`). */
  purpose: MovePurpose;
  /** What a portal user needs to ask for it (`actionPermissions`). */
  permission: GuardedAction;
  /**
   * The wallet in the caller's scope and live, and the request the caller's own: checked
   * before a kept answer is looked at, so who may not see it gets a 4xx, never an answer.
   */
  reach(auth: AuthContext, r: Request): Promise<void>;
  /** What is found before the code is checked, outside any transaction. */
  plan(auth: AuthContext, r: Request): Promise<Plan>;
  /** What the code is bound to: another amount, recipient or description needs a new code. */
  subject(r: Request, plan: Plan): unknown[];
  cost(r: Request, plan: Plan): MoveCost;
  /** Before the code is sent: what its answer adds; a move that could never be confirmed is refused here. */
  preview(auth: AuthContext, r: Request, plan: Plan, cost: MoveCost): Promise<Preview>;
  /** The SMS: the code, with what it confirms. */
  text(lang: Language, code: string, plan: Plan, cost: MoveCost): string;
  /** Step 1, in the code's transaction: the locks, the rule under them, the row and the ledger transfers. */
  move(tx: Tx, auth: AuthContext, r: Request, plan: Plan): Promise<Kept>;
  /** Once committed: the bank asked and the move as it stands (money out), or what was kept (a transfer). */
  answer(auth: AuthContext, kept: Kept): Promise<Answer>;
}

/** How a move is confirmed: its code, the language of the answer's texts, and the caller's Idempotency-Key. */
export interface Confirmation {
  code: string;
  lang: Language;
  idempotencyKey: string | null;
}

/**
 * Runs every kind of wallet move (docs/money.md "Wallets"): `sendCode` checks what can be
 * checked now and texts a code bound to exactly this move; `confirm` checks the code, runs the
 * move in the code's transaction through the money pipeline (a retry with the same key gets the
 * first answer, code spent or not), then answers.
 */
export function walletMoves(app: FastifyInstance) {
  const { db } = app;

  async function sendCode<R, P, K, A, V>(command: WalletMove<R, P, K, A, V>, auth: AuthContext, r: R, lang: Language) {
    await command.reach(auth, r);
    const plan = await command.plan(auth, r);
    const cost = command.cost(r, plan);
    if (cost.amount + cost.fee > (await walletBalance(db, cost.appId, cost.currency))) throw insufficientBalance();
    const preview = await command.preview(auth, r, plan, cost);
    const sent = await codeConfirmed<K>(app, command.purpose).sendCode(auth, command.subject(r, plan), (code) =>
      command.text(lang, code, plan, cost),
    );
    return { ...sent, ...preview };
  }

  async function confirm<R, P, K, A, V>(
    command: WalletMove<R, P, K, A, V>,
    auth: AuthContext,
    r: R,
    confirmation: Confirmation,
  ): Promise<A> {
    await command.reach(auth, r);
    const codes = codeConfirmed<K>(app, command.purpose);
    const keyed = { ...confirmation, body: r };
    // A retry is answered before the plan: a payout's recipient is not asked of the bank again.
    const replay = await codes.replayed(auth, keyed);
    if (replay) return command.answer(auth, replay);
    const plan = await command.plan(auth, r);
    const kept = await codes.confirm(auth, command.subject(r, plan), keyed, (tx) => command.move(tx, auth, r, plan));
    return command.answer(auth, kept);
  }

  return { sendCode, confirm };
}
