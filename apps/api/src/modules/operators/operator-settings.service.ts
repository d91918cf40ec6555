import type { OperatorSettings } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { OperatorContext } from "@/plugins/operator-auth";
import { actorOf } from "./operator-accounts.service";
import { recordOperatorAction } from "./operator-audit.repo";
import { readOperatorSettings, writeOperatorSettings } from "./operators.repo";

/** The console's settings the admin keeps: each change is recorded, before and after, with the change itself. */
export function operatorSettingsService(app: FastifyInstance) {
  const { db, clock } = app;

  const read = () => readOperatorSettings(db) as Promise<OperatorSettings>;

  async function change(context: OperatorContext, input: OperatorSettings): Promise<OperatorSettings> {
    const at = clock();
    const after = { fourEyesCategories: [...new Set(input.fourEyesCategories)].sort() };
    await db.transaction(async (tx) => {
      const before = await readOperatorSettings(tx);
      await writeOperatorSettings(tx, after.fourEyesCategories, at);
      await recordOperatorAction(
        tx,
        actorOf(context),
        { action: "settings.changed", target: { type: "settings", id: "console" }, before, after },
        at,
      );
    });
    return after;
  }

  return { read, change };
}
