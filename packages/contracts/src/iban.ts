/**
 * IBAN rules (ISO 13616): country, check digits, mod-97. SPEC §5 allows no lower-case letter
 * in an IBAN: the rules upper-case what was typed (`normalizeIban`) rather than refuse it.
 */
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

export function isValidIban(value: string): boolean {
  if (!IBAN_SHAPE.test(value)) return false;
  const rearranged = value.slice(4) + value.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const n = char >= "A" ? char.charCodeAt(0) - 55 : Number(char);
    remainder = Number(`${remainder}${n}`) % 97;
  }
  return remainder === 1;
}

export const hasLowerCase = (value: string) => /[a-z]/.test(value);

/** An IBAN as the rules keep it: no spaces (typed in groups of four or not), upper case. */
export const normalizeIban = (value: string) => value.replace(/\s+/g, "").toUpperCase();

/** An IBAN as the portal shows it: the country and check digits and the last four, the rest hidden (`AZ21 **** 1944`). */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, "").toUpperCase();
  return `${compact.slice(0, 4)} **** ${compact.slice(-4)}`;
}
