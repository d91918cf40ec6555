import { formatRegionTime, formatRegionTimeLabelled, type Language } from "@portal/contracts";
import { ACCOUNT_REGION } from "@/lib/account-region";
import { pdfDocument } from "@/lib/pdf-document";
import { contractTexts } from "./contract-texts";

export interface ContractData {
  merchant:
    | { kind: "company"; companyName: string; taxId: string; address: string; companyWebsite: string }
    | { kind: "individual"; fullName: string; fin: string; address: string; phone: string };
  application: { appName: string; appUrl: string; merchantId: string };
  date: Date;
  signature?: { phone: string; userId: string; transactionId: string; signedAt: Date };
}

/** The merchant agreement as a PDF, in the signer's language, signed or still to sign. */
export function renderContractPdf(data: ContractData, lang: Language): Promise<Buffer> {
  const t = contractTexts[lang];
  // The agreement's day and the signature's time on the region's clock, the time saying which (DESIGN §3).
  const when = (d: Date, time = false) =>
    time
      ? formatRegionTimeLabelled(d, lang, ACCOUNT_REGION, { dateStyle: "long", timeStyle: "short" })
      : formatRegionTime(d, lang, ACCOUNT_REGION, { dateStyle: "long" });
  const { doc, bytes } = pdfDocument({ info: { Title: t.title, Author: "Merchant portal" } });

  const heading = (text: string, size = 13) =>
    doc.font("bold").fontSize(size).fillColor("#005687").text(text).moveDown(0.4);
  const line = (label: string, value: string) =>
    doc
      .font("bold")
      .fontSize(10.5)
      .fillColor("#1f2a37")
      .text(`${label}: `, { continued: true })
      .font("regular")
      .text(value || "—");

  doc.font("bold").fontSize(20).fillColor("#005687").text(t.title, { align: "center" });
  doc
    .font("regular")
    .fontSize(10.5)
    .fillColor("#1f2a37")
    .text(t.date(when(data.date)), { align: "center" })
    .moveDown(1.5);

  heading(t.parties);
  doc.font("regular").fontSize(10.5).text(t.provider).moveDown(0.5);
  doc.font("bold").text(t.merchant).moveDown(0.2);
  const m = data.merchant;
  if (m.kind === "company") {
    line(t.company.name, m.companyName);
    line(t.company.taxId, m.taxId);
    line(t.company.address, m.address);
    line(t.company.website, m.companyWebsite);
  } else {
    line(t.individual.name, m.fullName);
    line(t.individual.fin, m.fin);
    line(t.individual.address, m.address);
    line(t.individual.phone, m.phone);
  }
  doc.moveDown(1);
  heading(t.application.heading);
  line(t.application.name, data.application.appName);
  line(t.application.url, data.application.appUrl);
  line(t.application.merchantId, data.application.merchantId);
  doc.moveDown(1);

  for (const clause of t.clauses) {
    heading(clause.heading, 11.5);
    doc.font("regular").fontSize(10.5).fillColor("#1f2a37").text(clause.body, { align: "justify" }).moveDown(0.8);
  }

  doc.moveDown(0.5);
  heading(t.signature.heading);
  const s = data.signature;
  doc.font("regular").fontSize(10.5).fillColor("#1f2a37");
  if (s) {
    doc
      .text(t.signature.signedBy(s.phone, s.userId))
      .text(t.signature.at(when(s.signedAt, true)))
      .text(t.signature.transaction(s.transactionId));
  } else {
    doc.text(t.signature.unsigned);
  }
  doc.end();
  return bytes;
}
