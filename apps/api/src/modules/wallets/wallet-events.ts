import type { Queryable } from "@/db/client";
import { ownerOf } from "@/modules/events/domain-events";
import type { EventBus } from "@/modules/events/event-bus";

/** Money out of the wallet that the bank paid or refused: its event, in the transaction that writes the answer; a row still in progress has none. */
export async function publishSettled(
  events: EventBus,
  q: Queryable,
  row: { id: string; accountId: string; appId: string; status: string },
  table: "payout" | "withdrawal",
  at: Date,
) {
  if (row.status !== "sent" && row.status !== "failed") return;
  const outcome = row.status === "sent" ? "sent" : "failed";
  await events.publish(
    q,
    table === "payout"
      ? { ...ownerOf(row), type: `payout.${outcome}`, payoutId: row.id }
      : { ...ownerOf(row), type: `withdrawal.${outcome}`, withdrawalId: row.id },
    at,
  );
}
