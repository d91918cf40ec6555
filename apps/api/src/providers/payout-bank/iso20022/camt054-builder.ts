import { type Currency } from "@portal/contracts";
import { decimalOfMinor } from "./amounts";
import { NOT_PROVIDED } from "./bank-text";
import { parsePain001 } from "./pain001";
import { isoDateTime, writeXml } from "./xml";

/**
 * What the provider's bank sends back for a pain.001, as a camt.054.001.08 notification: the
 * sandbox bank answers with it, and tests build the statements they upload with it.
 */

const CAMT054_NAMESPACE = "urn:iso:std:iso:20022:tech:xsd:camt.054.001.08";

export interface Camt054Transaction {
  endToEndId: string | null;
  /** The entry's amount when left out. */
  amount?: bigint;
  /** How a bank reports a return: RtrInf with the reason code and its words. */
  returned?: { code: string; text: string } | null;
}

export interface Camt054Entry {
  entryRef?: string;
  amount: bigint;
  currency: Currency;
  creditDebit: "CRDT" | "DBIT";
  status: string;
  reversal?: boolean;
  bookingDate: string;
  transactions: Camt054Transaction[];
}

export interface Camt054Input {
  messageId: string;
  createdAt: Date;
  notifications: { accountIban: string; entries: Camt054Entry[] }[];
}

/** A bank transaction code (ISO's domain, family, sub-family): transfers out, in, and returns. */
function bankTransactionCode(entry: Camt054Entry) {
  const returned = entry.transactions.some((t) => t.returned);
  const [family, subFamily] = returned
    ? ["ICDT", "RRTN"]
    : entry.creditDebit === "DBIT"
      ? ["ICDT", "DMCT"]
      : ["RCDT", "DMCT"];
  return { Domn: { Cd: "PMNT", Fmly: { Cd: family, SubFmlyCd: subFamily } } };
}

function entryElement(entry: Camt054Entry) {
  const amount = (minor: bigint) => ({ "@_Ccy": entry.currency, "#text": decimalOfMinor(minor, entry.currency) });
  return {
    ...(entry.entryRef ? { NtryRef: entry.entryRef } : {}),
    Amt: amount(entry.amount),
    CdtDbtInd: entry.creditDebit,
    ...(entry.reversal ? { RvslInd: "true" } : {}),
    Sts: { Cd: entry.status },
    BookgDt: { Dt: entry.bookingDate },
    ValDt: { Dt: entry.bookingDate },
    BkTxCd: bankTransactionCode(entry),
    NtryDtls: {
      TxDtls: entry.transactions.map((t) => ({
        Refs: { EndToEndId: t.endToEndId ?? NOT_PROVIDED },
        Amt: amount(t.amount ?? entry.amount),
        CdtDbtInd: entry.creditDebit,
        // AddtlInf is at most 105 characters.
        ...(t.returned ? { RtrInf: { Rsn: { Cd: t.returned.code }, AddtlInf: t.returned.text.slice(0, 105) } } : {}),
      })),
    },
  };
}

export function buildCamt054(input: Camt054Input): string {
  return writeXml({
    Document: {
      "@_xmlns": CAMT054_NAMESPACE,
      BkToCstmrDbtCdtNtfctn: {
        GrpHdr: { MsgId: input.messageId, CreDtTm: isoDateTime(input.createdAt) },
        Ntfctn: input.notifications.map((n, i) => ({
          Id: `${input.messageId}-${i + 1}`,
          CreDtTm: isoDateTime(input.createdAt),
          Acct: { Id: { IBAN: n.accountIban } },
          Ntry: n.entries.map(entryElement),
        })),
      },
    },
  });
}

export interface BankAnswerOptions {
  messageId: string;
  createdAt: Date;
  bookingDate: string;
  /** The bank's reason when a transfer comes back, null when it is paid. */
  returnOf: (t: { iban: string; endToEndId: string }) => { code: string; text: string } | null;
}

/**
 * Every transfer of the file booked as a debit of its debtor's account; a returned one also
 * credited back, the credit carrying the original end-to-end id and the reason, after all
 * debits, as a bank reports a return after the payment.
 */
export function answerPain001(painXml: string, options: BankAnswerOptions): string {
  const { blocks } = parsePain001(painXml);
  let count = 0;
  const entryRef = () => {
    const ref = `${options.messageId}-E${++count}`;
    if (ref.length > 35)
      throw new Error(`The message id "${options.messageId}" is too long for the entries' references.`);
    return ref;
  };
  const accounts = new Map<string, { debits: Camt054Entry[]; returns: Camt054Entry[] }>();
  for (const block of blocks) {
    const account = accounts.get(block.debtor.iban) ?? { debits: [], returns: [] };
    accounts.set(block.debtor.iban, account);
    for (const t of block.transfers) {
      const entry = { amount: t.amount, currency: t.currency, status: "BOOK", bookingDate: options.bookingDate };
      account.debits.push({
        ...entry,
        entryRef: entryRef(),
        creditDebit: "DBIT",
        transactions: [{ endToEndId: t.endToEndId }],
      });
      const returned = options.returnOf({ iban: t.creditor.iban, endToEndId: t.endToEndId });
      if (returned)
        account.returns.push({
          ...entry,
          entryRef: entryRef(),
          creditDebit: "CRDT",
          transactions: [{ endToEndId: t.endToEndId, returned }],
        });
    }
  }
  return buildCamt054({
    messageId: options.messageId,
    createdAt: options.createdAt,
    notifications: [...accounts].map(([accountIban, a]) => ({ accountIban, entries: [...a.debits, ...a.returns] })),
  });
}
