import { type Currency } from "@portal/contracts";
import { minorOfDecimal } from "./amounts";
import { NOT_PROVIDED } from "./bank-text";
import { all, at, parseXml, screenXml, textOf, type XmlNode } from "./xml";

/**
 * The bank's statements read back (docs/bank-files.md): camt.054 notifications and camt.053
 * statements, versions .001.02 to .001.10. A file comes from an operator's upload, so it is
 * screened before parsing (./xml.ts) and every part the product relies on is checked.
 */

export const STATEMENT_MAX_BYTES = 10 * 1024 * 1024;

export interface StatementTransaction {
  /** Null when the bank sent none or NOTPROVIDED. */
  endToEndId: string | null;
  amount: bigint;
  currency: string;
  /** RtrInf/Rsn/Cd (AC04…): the bank says the transfer came back. */
  returnReason: string | null;
  /** RtrInf/AddtlInf, joined. */
  returnText: string | null;
}

export interface StatementEntry {
  /** NtryRef, else AcctSvcrRef. */
  entryRef: string | null;
  amount: bigint;
  currency: Currency | string;
  creditDebit: "CRDT" | "DBIT";
  /** BOOK, PDNG, INFO, RJCT… */
  status: string;
  reversal: boolean;
  bookingDate: string | null;
  transactions: StatementTransaction[];
}

export interface ParsedStatement {
  kind: "camt.054" | "camt.053";
  messageId: string;
  createdAt: string;
  /** The account reported on; null when absent, or when the reports name different ones. */
  accountIban: string | null;
  entries: StatementEntry[];
}

type StatementErrorCode = "tooLarge" | "notXml" | "forbiddenMarkup" | "unknownMessage" | "malformed";

export class StatementError extends Error {
  constructor(
    readonly code: StatementErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "StatementError";
  }
}

const malformed = (message: string): never => {
  throw new StatementError("malformed", message);
};

const NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:(camt\.05[34])\.001\.(0[2-9]|10)$/;
const MESSAGES = {
  "camt.053": { root: "BkToCstmrStmt", report: "Stmt" },
  "camt.054": { root: "BkToCstmrDbtCdtNtfctn", report: "Ntfctn" },
} as const;
const REPEATED = new Set(["Ntfctn", "Stmt", "Ntry", "NtryDtls", "TxDtls", "AddtlInf"]);

/** An amount element (`<Amt Ccy="AZN">12.50</Amt>`) in minor units; null when there is none. */
function amountAt(node: unknown, ...path: string[]): { amount: bigint; currency: string } | null {
  const element = at(node, ...path);
  if (element === undefined) return null;
  const text = textOf(element);
  const currency = textOf(at(element, "@_Ccy"));
  if (text === null || currency === null || !/^[A-Z]{3}$/.test(currency))
    return malformed(`An amount (${path.join("/")}) has no value or no currency.`);
  const amount = minorOfDecimal(text, currency) ?? malformed(`The amount "${text}" is not a valid ${currency} amount.`);
  return { amount, currency };
}

function transactionOf(tx: unknown, entry: { amount: bigint; currency: string }, only: boolean): StatementTransaction {
  const amount =
    amountAt(tx, "Amt") ??
    // Versions before .04 carry the amount only in AmtDtls.
    amountAt(tx, "AmtDtls", "TxAmt", "Amt") ??
    (only ? entry : malformed("An entry with several transactions has one without an amount."));
  const endToEndId = textOf(at(tx, "Refs", "EndToEndId"));
  const returnText = all(at(tx, "RtrInf", "AddtlInf"))
    .map(textOf)
    .filter(Boolean)
    .join(" ");
  return {
    endToEndId: endToEndId === NOT_PROVIDED ? null : endToEndId,
    ...amount,
    returnReason: textOf(at(tx, "RtrInf", "Rsn", "Cd")) ?? textOf(at(tx, "RtrInf", "Rsn", "Prtry")),
    returnText: returnText || null,
  };
}

function entryOf(ntry: unknown): StatementEntry {
  const { amount, currency } = amountAt(ntry, "Amt") ?? malformed("An entry has no amount.");
  const creditDebit = textOf(at(ntry, "CdtDbtInd"));
  if (creditDebit !== "CRDT" && creditDebit !== "DBIT") return malformed("An entry has no CdtDbtInd of CRDT or DBIT.");
  // Sts is a code element from .08 on, plain text before.
  const sts = at(ntry, "Sts");
  const status =
    textOf(at(sts, "Cd")) ?? textOf(at(sts, "Prtry")) ?? textOf(sts) ?? malformed("An entry has no status.");
  const details = all(at(ntry, "NtryDtls")).flatMap((d) => all(at(d, "TxDtls")));
  const reversal = textOf(at(ntry, "RvslInd"));
  const bookedAt = textOf(at(ntry, "BookgDt", "Dt")) ?? textOf(at(ntry, "BookgDt", "DtTm"))?.slice(0, 10) ?? null;
  return {
    entryRef: textOf(at(ntry, "NtryRef")) ?? textOf(at(ntry, "AcctSvcrRef")),
    amount,
    currency,
    creditDebit,
    status,
    reversal: reversal === "true" || reversal === "1",
    bookingDate: bookedAt,
    transactions:
      details.length === 0
        ? [{ endToEndId: null, amount, currency, returnReason: null, returnText: null }]
        : details.map((tx) => transactionOf(tx, { amount, currency }, details.length === 1)),
  };
}

/** Which message the document is, by its namespace (`xmlns` or a prefix's). */
function kindOf(document: unknown): keyof typeof MESSAGES | null {
  if (typeof document !== "object" || document === null) return null;
  for (const [name, value] of Object.entries(document as XmlNode)) {
    const match = /^@_xmlns(:|$)/.test(name) ? NAMESPACE.exec(textOf(value) ?? "") : null;
    if (match) return match[1] as keyof typeof MESSAGES;
  }
  return null;
}

/** A camt.054 or camt.053 in the shape the product reconciles; throws a StatementError saying why not. */
export function parseStatement(file: Buffer | string): ParsedStatement {
  const screened = screenXml(file, STATEMENT_MAX_BYTES);
  if (!("text" in screened)) throw new StatementError(screened.code, screened.message);
  let document: unknown;
  try {
    document = at(parseXml(screened.text, REPEATED), "Document");
  } catch (err) {
    throw new StatementError("notXml", `The file cannot be read as XML: ${(err as Error).message}`);
  }
  const kind = kindOf(document);
  const message = kind ? at(document, MESSAGES[kind].root) : undefined;
  if (!kind || message === undefined)
    throw new StatementError("unknownMessage", "The file is not a camt.054 or camt.053 (versions .001.02 to .001.10).");
  const reports = all(at(message, MESSAGES[kind].report));
  const ibans = new Set(reports.map((r) => textOf(at(r, "Acct", "Id", "IBAN"))));
  return {
    kind,
    messageId: textOf(at(message, "GrpHdr", "MsgId")) ?? malformed("The file has no GrpHdr/MsgId."),
    createdAt: textOf(at(message, "GrpHdr", "CreDtTm")) ?? malformed("The file has no GrpHdr/CreDtTm."),
    accountIban: ibans.size === 1 ? ([...ibans][0] ?? null) : null,
    entries: reports.flatMap((r) => all(at(r, "Ntry")).map(entryOf)),
  };
}
