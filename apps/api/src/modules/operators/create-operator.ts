import { OperatorInvite } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import { operatorAccountsService } from "./operator-accounts.service";

/** The command's own mistakes, said plainly without a stack. */
export class CreateOperatorError extends Error {}

const USAGE =
  "Usage: npm run create-operator -- --email <address> [--name <full name>] [--role admin|risk|finance|support]";

function option(argv: string[], name: string): string | undefined {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? argv[at + 1] : undefined;
}

/**
 * `npm run create-operator -- --email …`: makes an operator (an admin unless `--role` says
 * otherwise; the first one has no one to invite them) and returns the one-time set-up link
 * to print. Whoever runs it holds the database already; the link goes nowhere else.
 */
export async function createOperatorFromArgs(app: FastifyInstance, argv: string[]): Promise<string> {
  const email = option(argv, "email");
  const parsed = OperatorInvite.safeParse({
    email,
    name: option(argv, "name") ?? email?.split("@")[0],
    role: option(argv, "role") ?? "admin",
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  --${i.path.join(".")}: ${i.message}`).join("\n");
    throw new CreateOperatorError(`${USAGE}\n${problems}`);
  }
  try {
    const { operator, link } = await operatorAccountsService(app).create(parsed.data);
    return [
      `Operator ${operator.email} (${operator.role}) created.`,
      `Set-up link, valid for 3 days and once (give it to them in person or by a channel you trust):`,
      `  ${link}`,
    ].join("\n");
  } catch (err) {
    if (err instanceof Error && "code" in err && err.code === "VALIDATION_ERROR")
      throw new CreateOperatorError(`An operator with the e-mail ${parsed.data.email} exists already.`);
    throw err;
  }
}
