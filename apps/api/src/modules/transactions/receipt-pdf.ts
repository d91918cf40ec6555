import {
  type Language,
  type Region,
  formatRegionTime,
  fromMinorUnits,
  regionTimeZone,
  regionZoneLabel,
  zoneOffsetName,
} from "@portal/contracts";
import { pdfDocument } from "@/lib/pdf-document";
import { brandNames, receiptTexts } from "./receipt.messages";
import type { OperationRow } from "./transaction-operations.repo";
import { transactionStatusLabel } from "./transaction-status-labels";
import type { InvoiceFieldsOfTransaction, TransactionRow } from "./transactions.repo";

/** What a receipt shows: one transaction of the merchant, its invoice's codes and what was done to it since. */
export interface ReceiptData {
  transaction: Pick<
    TransactionRow,
    | "orderId"
    | "status"
    | "amount"
    | "currency"
    | "capturedAmount"
    | "totalRefunded"
    | "totalReversed"
    | "maskedPan"
    | "cardBrand"
    | "cardHolder"
    | "rrn"
    | "approvalCode"
    | "createdAt"
    | "completionDate"
  >;
  invoice: Pick<InvoiceFieldsOfTransaction, "invoiceCode" | "bookingId" | "apiOrderId">;
  /** The application, and who owns it when the account said so: a company, or a person trading alone. */
  merchant: { appName: string; owner: { kind: "company" | "individual"; name: string } | null };
  /** The operation history, in any order: the receipt tells it oldest first. */
  operations: Pick<OperationRow, "kind" | "status" | "amount" | "currency" | "actorName" | "createdAt">[];
  /** Whose clock the dates are read on (DESIGN §3). */
  region: Region;
  issuedAt: Date;
}

const INK = "#1f2a37";
const MUTED = "#5b6472";
const ACCENT = "#005687";
const RULE = "#d4dae1";
const LABEL_WIDTH = 150;
const BLANK = "—";
/** Dates as numbers, the day first: 03.12.2026 05:09. */
const RECEIPT_TIME: Intl.DateTimeFormatOptions = {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
};

/** The file's name: the order id, with anything a file name or the header could trip on replaced. */
export const receiptFileName = (orderId: string) => `receipt-${orderId.replace(/[^A-Za-z0-9._-]/g, "_")}.pdf`;

/** The receipt of one transaction as a PDF, in the reader's language, dated on the region's clock. */
export function renderReceiptPdf(data: ReceiptData, lang: Language): Promise<Buffer> {
  const t = receiptTexts[lang];
  const { transaction: tx, invoice, merchant } = data;
  // The region's clock, as the portal's screens, the export and the messages read it (DESIGN §3).
  const when = (d: Date | null) => (d ? formatRegionTime(d, lang, data.region, RECEIPT_TIME) : BLANK);
  const offset = zoneOffsetName(regionTimeZone[data.region], tx.createdAt);
  /** Said beside the payment's own times and over the history's, where they could be read as the reader's clock: "Baku, GMT+4". */
  const zone = regionZoneLabel(data.region, lang, tx.createdAt);
  const zoned = (d: Date | null) => (d ? `${when(d)} (${zone})` : BLANK);
  const money = (minor: bigint, currency: string) => `${fromMinorUnits(minor)} ${currency}`;
  const brand = (name: string) =>
    Object.hasOwn(brandNames, name) ? brandNames[name as keyof typeof brandNames] : t.otherBrand;

  const { doc, bytes } = pdfDocument({ info: { Title: `${t.title} ${tx.orderId}`, Author: merchant.appName } });
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  /** Starts a new page when what comes next would not fit on this one; says whether it did. */
  const room = (height: number) => {
    if (doc.y + height <= doc.page.height - doc.page.margins.bottom) return false;
    doc.addPage();
    return true;
  };

  const heading = (text: string) => {
    room(60);
    doc.moveDown(0.8).font("bold").fontSize(12).fillColor(ACCENT).text(text, left, doc.y, { width });
    const y = doc.y + 2;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + 6;
  };
  const field = (label: string, value: string | null) => {
    const text = value || BLANK;
    doc.font("bold").fontSize(10.5);
    const height = Math.max(
      doc.heightOfString(text, { width: width - LABEL_WIDTH }),
      doc.font("regular").heightOfString(label, { width: LABEL_WIDTH }),
    );
    room(height);
    const y = doc.y;
    doc.font("regular").fillColor(MUTED).text(label, left, y, { width: LABEL_WIDTH });
    doc
      .font("bold")
      .fillColor(INK)
      .text(text, left + LABEL_WIDTH, y, { width: width - LABEL_WIDTH });
    doc.y = y + height + 3;
  };

  doc.font("bold").fontSize(20).fillColor(ACCENT).text(t.title, left, doc.y, { width, align: "center" });
  doc.font("regular").fontSize(11).fillColor(INK).text(merchant.appName, { width, align: "center" });
  doc
    .font("bold")
    .fontSize(11)
    .fillColor(INK)
    .text(`${t.payment.status}: ${transactionStatusLabel(tx.status, lang)}`, { width, align: "center" });

  heading(t.merchant.heading);
  field(t.merchant.application, merchant.appName);
  if (merchant.owner)
    field(merchant.owner.kind === "company" ? t.merchant.company : t.merchant.individual, merchant.owner.name);

  heading(t.payment.heading);
  field(t.payment.orderId, tx.orderId);
  if (invoice.apiOrderId) field(t.payment.apiOrderId, invoice.apiOrderId);
  field(t.payment.invoiceCode, invoice.invoiceCode);
  field(t.payment.bookingId, invoice.bookingId);
  field(t.payment.status, transactionStatusLabel(tx.status, lang));
  field(t.payment.createdAt, zoned(tx.createdAt));
  field(t.payment.completedAt, zoned(tx.completionDate));

  heading(t.card.heading);
  field(t.card.number, tx.maskedPan);
  field(t.card.brand, brand(tx.cardBrand));
  field(t.card.holder, tx.cardHolder);
  field(t.card.rrn, tx.rrn);
  field(t.card.approvalCode, tx.approvalCode);

  heading(t.amounts.heading);
  field(t.amounts.amount, money(tx.amount, tx.currency));
  field(t.amounts.captured, money(tx.capturedAmount, tx.currency));
  field(t.amounts.refunded, money(tx.totalRefunded, tx.currency));
  field(t.amounts.reversed, money(tx.totalReversed, tx.currency));

  heading(t.history.heading);
  const operations = [...data.operations].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  if (operations.length === 0) {
    doc.font("regular").fontSize(10.5).fillColor(MUTED).text(t.history.empty, left, doc.y, { width });
  } else {
    const c = t.history.columns;
    const columns = [0.22, 0.2, 0.18, 0.16, 0.24].map((share) => share * width);
    const header = [`${c.date} (${zone})`, c.kind, c.amount, c.status, c.actor];
    const cells = (values: string[], font: "regular" | "bold", color: string) => {
      doc.font(font).fontSize(9.5);
      const height = Math.max(...values.map((v, i) => doc.heightOfString(v, { width: columns[i]! - 6 })));
      // A history that runs onto another page names its columns there again.
      if (room(height) && values !== header) cells(header, "bold", MUTED);
      doc.font(font).fontSize(9.5);
      const y = doc.y;
      let x = left;
      values.forEach((value, i) => {
        doc.fillColor(color).text(value, x, y, { width: columns[i]! - 6 });
        x += columns[i]!;
      });
      doc.y = y + height + 4;
    };
    cells(header, "bold", MUTED);
    for (const op of operations) {
      cells(
        [
          when(op.createdAt),
          t.history.kinds[op.kind],
          money(op.amount, op.currency),
          t.history.statuses[op.status],
          op.actorName || BLANK,
        ],
        "regular",
        INK,
      );
    }
  }

  room(60);
  doc.moveDown(1.5).font("regular").fontSize(9).fillColor(MUTED);
  doc.text(t.timeZone(data.region, offset), left, doc.y, { width });
  doc.text(t.issued(when(data.issuedAt)), { width });
  doc.text(t.footnote, { width });
  doc.end();
  return bytes;
}
