import { decimalSum, isProductCurrency } from "./amounts";
import { BANK_TEXT } from "./bank-text";
import type { Pain001Input } from "./pain001";

/**
 * What a bank checks before it reads a single transfer of a pain.001: a file that breaks one
 * of these comes back whole, so it is refused here with the field named instead.
 */

const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/;
// The XSD's BICFIDec2014Identifier.
const BIC_SHAPE = /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
const MAX35 = 35;
// The XSD's amounts and control sums have at most 18 digits.
const MAX_DIGITS = 18;

function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/** An identifier of at most 35 characters of the bank's set, without edge spaces. */
const isIdentifier = (value: string) =>
  value.length >= 1 && value.length <= MAX35 && BANK_TEXT.test(value) && value.trim() === value;

function fail(message: string): never {
  throw new Error(message);
}

export function checkPain001(input: Pain001Input): void {
  if (!isIdentifier(input.messageId))
    fail(`The message id "${input.messageId}" must be 1 to 35 letters, digits or / - ? : ( ) . , ' +.`);
  if (input.blocks.length === 0) fail("A pain.001 needs at least one payment block.");
  if (!isIdentifier(`${input.messageId}-${input.blocks.length}`))
    fail(`The message id "${input.messageId}" leaves no room for the blocks' ids within 35 characters.`);
  const blockKeys = new Set<string>();
  const endToEndIds = new Set<string>();
  for (const [i, { debtor, executionDate, transfers }] of input.blocks.entries()) {
    const block = `Payment block ${i + 1}`;
    if (!IBAN_SHAPE.test(debtor.iban)) fail(`${block}: the debtor's IBAN "${debtor.iban}" is not an IBAN.`);
    if (!BIC_SHAPE.test(debtor.bic)) fail(`${block}: the debtor's BIC "${debtor.bic}" is not 8 or 11 characters.`);
    if (!isDate(executionDate)) fail(`${block}: the execution date "${executionDate}" is not YYYY-MM-DD.`);
    const key = `${debtor.iban} ${executionDate}`;
    if (blockKeys.has(key)) fail(`${block}: another block pays from ${debtor.iban} on ${executionDate} (one each).`);
    blockKeys.add(key);
    if (transfers.length === 0) fail(`${block} has no transfers.`);
    for (const t of transfers) {
      const transfer = `Transfer ${t.endToEndId}`;
      if (!isIdentifier(t.endToEndId)) fail(`${transfer}: an end-to-end id must be 1 to 35 letters or digits.`);
      if (endToEndIds.has(t.endToEndId)) fail(`${transfer} is in the file twice.`);
      endToEndIds.add(t.endToEndId);
      if (!isProductCurrency(t.currency)) fail(`${transfer}: the currency ${String(t.currency)} is not supported.`);
      if (t.amount <= 0n) fail(`${transfer}: the amount must be above zero.`);
      if (!IBAN_SHAPE.test(t.creditor.iban))
        fail(`${transfer}: the creditor's IBAN "${t.creditor.iban}" is not an IBAN.`);
      if (t.creditor.bic && !BIC_SHAPE.test(t.creditor.bic))
        fail(`${transfer}: the creditor's BIC "${t.creditor.bic}" is not 8 or 11 characters.`);
    }
  }
  const total = decimalSum(input.blocks.flatMap((b) => b.transfers));
  if (total.replace(".", "").length > MAX_DIGITS)
    fail("The file's control sum has more than 18 digits: split the batch.");
}
