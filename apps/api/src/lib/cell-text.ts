/** What a spreadsheet reads as the start of a formula (OWASP "CSV injection"), tab and carriage return included. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text from people (a customer's name, an invoice's description) as a spreadsheet cell
 * shows it and never runs it: a value that starts like a formula gets a leading `'`.
 * The workbook stores cells as text already, but a user who edits such a cell, or saves
 * the sheet as CSV for another program, would turn it into a live formula.
 */
export function cellText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
