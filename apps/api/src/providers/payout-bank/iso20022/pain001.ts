import { type Currency } from "@portal/contracts";
import { decimalOfMinor, decimalSum, isProductCurrency, minorOfDecimal } from "./amounts";
import { toBankText } from "./bank-text";
import { checkPain001 } from "./pain001-rules";
import { all, at, isoDateTime, parseXml, screenXml, textOf, writeXml } from "./xml";

/**
 * Customer credit transfer initiation, pain.001.001.09: the file that asks the provider's bank
 * to pay merchants' withdrawals (docs/bank-files.md). Elements go in the XSD's sequence; the
 * same input gives the same bytes, so a file can be written again and compared.
 */

const PAIN001_NAMESPACE = "urn:iso:std:iso:20022:tech:xsd:pain.001.001.09";

export interface CreditTransfer {
  /** Our transfer's id without hyphens (`endToEndIdOf`): a uuid is one character over the 35 allowed. */
  endToEndId: string;
  /** Minor units, above zero. */
  amount: bigint;
  currency: Currency;
  creditor: { name: string; iban: string; bic?: string | null };
  remittance: string;
}

export interface Debtor {
  name: string;
  iban: string;
  bic: string;
}

/** One PmtInf: the transfers paid from one account on one day. */
export interface PaymentBlock {
  debtor: Debtor;
  /** YYYY-MM-DD */
  executionDate: string;
  transfers: CreditTransfer[];
}

export interface Pain001Input {
  /** GrpHdr/MsgId, at most 35 characters; each block's PmtInfId adds "-1", "-2"… */
  messageId: string;
  createdAt: Date;
  initiatingParty: string;
  blocks: PaymentBlock[];
}

const NAME_LENGTH = 70;
const REMITTANCE_LENGTH = 140;

export const endToEndIdOf = (uuid: string): string => uuid.replaceAll("-", "").toLowerCase();

/** The transfer's id an end-to-end id stands for; null for one this product did not make. */
export function uuidOfEndToEndId(endToEndId: string): string | null {
  const hex = endToEndId.toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(hex)) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** One block per debtor account and execution date, in the order they first appear. */
export function groupIntoBlocks(
  transfers: readonly (CreditTransfer & { debtor: Debtor; executionDate: string })[],
): PaymentBlock[] {
  const blocks = new Map<string, PaymentBlock>();
  for (const { debtor, executionDate, ...transfer } of transfers) {
    const key = `${debtor.iban} ${executionDate}`;
    const block = blocks.get(key) ?? { debtor, executionDate, transfers: [] };
    block.transfers.push(transfer);
    blocks.set(key, block);
  }
  return [...blocks.values()];
}

const amountOf = (t: CreditTransfer) => ({ "@_Ccy": t.currency, "#text": decimalOfMinor(t.amount, t.currency) });

function transferElement(t: CreditTransfer) {
  return {
    PmtId: { InstrId: t.endToEndId, EndToEndId: t.endToEndId },
    Amt: { InstdAmt: amountOf(t) },
    ...(t.creditor.bic ? { CdtrAgt: { FinInstnId: { BICFI: t.creditor.bic } } } : {}),
    Cdtr: { Nm: toBankText(t.creditor.name, NAME_LENGTH) },
    CdtrAcct: { Id: { IBAN: t.creditor.iban } },
    RmtInf: { Ustrd: toBankText(t.remittance, REMITTANCE_LENGTH) },
  };
}

function blockElement(block: PaymentBlock, id: string) {
  return {
    PmtInfId: id,
    PmtMtd: "TRF",
    BtchBookg: "true",
    NbOfTxs: String(block.transfers.length),
    CtrlSum: decimalSum(block.transfers),
    // No service level: the transfers are domestic, not SEPA.
    ReqdExctnDt: { Dt: block.executionDate },
    Dbtr: { Nm: toBankText(block.debtor.name, NAME_LENGTH) },
    DbtrAcct: { Id: { IBAN: block.debtor.iban } },
    DbtrAgt: { FinInstnId: { BICFI: block.debtor.bic } },
    ChrgBr: "SLEV",
    CdtTrfTxInf: block.transfers.map(transferElement),
  };
}

/** The pain.001 document; throws an Error naming the first field a bank would refuse. */
export function buildPain001(input: Pain001Input): string {
  checkPain001(input);
  const transfers = input.blocks.flatMap((b) => b.transfers);
  return writeXml({
    Document: {
      "@_xmlns": PAIN001_NAMESPACE,
      CstmrCdtTrfInitn: {
        GrpHdr: {
          MsgId: input.messageId,
          CreDtTm: isoDateTime(input.createdAt),
          NbOfTxs: String(transfers.length),
          CtrlSum: decimalSum(transfers),
          InitgPty: { Nm: toBankText(input.initiatingParty, NAME_LENGTH) },
        },
        PmtInf: input.blocks.map((block, i) => blockElement(block, `${input.messageId}-${i + 1}`)),
      },
    },
  });
}

export interface ParsedPain001 {
  messageId: string;
  createdAt: string;
  initiatingParty: string;
  blocks: PaymentBlock[];
}

/** A file is a few MB at most (docs/bank-files.md). */
const PAIN001_MAX_BYTES = 10 * 1024 * 1024;
const REPEATED = new Set(["PmtInf", "CdtTrfTxInf", "Ustrd"]);

/** Reads a pain.001.001.09 back (the sandbox bank, tests); throws an Error on anything else. */
export function parsePain001(xml: Buffer | string): ParsedPain001 {
  const screened = screenXml(xml, PAIN001_MAX_BYTES);
  if (!("text" in screened)) throw new Error(screened.message);
  const document = at(parseXml(screened.text, REPEATED), "Document");
  if (textOf(at(document, "@_xmlns")) !== PAIN001_NAMESPACE) throw new Error("The file is not a pain.001.001.09.");
  const root = at(document, "CstmrCdtTrfInitn");
  const required = (node: unknown, ...path: string[]) => {
    const value = textOf(at(node, ...path));
    if (value === null) throw new Error(`The file has no ${path.join("/")}.`);
    return value;
  };
  const transferOf = (tx: unknown): CreditTransfer => {
    const currency = required(tx, "Amt", "InstdAmt", "@_Ccy");
    if (!isProductCurrency(currency)) throw new Error(`The currency ${currency} is not one the product pays in.`);
    const amount = minorOfDecimal(required(tx, "Amt", "InstdAmt"), currency);
    if (amount === null) throw new Error(`An amount is not a valid ${currency} amount.`);
    return {
      endToEndId: required(tx, "PmtId", "EndToEndId"),
      amount,
      currency,
      creditor: {
        name: required(tx, "Cdtr", "Nm"),
        iban: required(tx, "CdtrAcct", "Id", "IBAN"),
        bic: textOf(at(tx, "CdtrAgt", "FinInstnId", "BICFI")),
      },
      remittance: all(at(tx, "RmtInf", "Ustrd"))
        .map(textOf)
        .filter(Boolean)
        .join(" "),
    };
  };
  return {
    messageId: required(root, "GrpHdr", "MsgId"),
    createdAt: required(root, "GrpHdr", "CreDtTm"),
    initiatingParty: textOf(at(root, "GrpHdr", "InitgPty", "Nm")) ?? "",
    blocks: all(at(root, "PmtInf")).map((block) => ({
      debtor: {
        name: required(block, "Dbtr", "Nm"),
        iban: required(block, "DbtrAcct", "Id", "IBAN"),
        bic: required(block, "DbtrAgt", "FinInstnId", "BICFI"),
      },
      executionDate: textOf(at(block, "ReqdExctnDt", "Dt")) ?? required(block, "ReqdExctnDt", "DtTm").slice(0, 10),
      transfers: all(at(block, "CdtTrfTxInf")).map(transferOf),
    })),
  };
}
