/**
 * The characters banks take in names and remittance texts: the SWIFT/EPC restricted Latin set.
 * Anything else may get a whole file refused, so every text the product writes into a file
 * passes through `toBankText` first.
 */
export const BANK_TEXT = /^[a-zA-Z0-9/\-?:().,'+ ]*$/;
const OUTSIDE_BANK_TEXT = /[^a-zA-Z0-9/\-?:().,'+ ]+/gu;

/** What a bank gets when nothing of a name is left: the standard's own word for "unknown". */
export const NOT_PROVIDED = "NOTPROVIDED";

/**
 * Azerbaijani letters as Azerbaijanis spell them in Latin-only systems, and Russian by the
 * passport rules (ю → yu, я → ya), capitals too (Ж → Zh). Mapped before NFKD, which would turn
 * ş into a bare s and й into и plus a breve.
 */
const AZERBAIJANI = "ə:e Ə:E ş:sh Ş:Sh ç:ch Ç:Ch ğ:gh Ğ:Gh ı:i İ:I ö:o Ö:O ü:u Ü:U";
const RUSSIAN =
  "а:a б:b в:v г:g д:d е:e ё:e ж:zh з:z и:i й:y к:k л:l м:m н:n о:o п:p р:r с:s т:t у:u ф:f " +
  "х:kh ц:ts ч:ch ш:sh щ:shch ъ: ы:y ь: э:e ю:yu я:ya";
const capital = (latin: string) => latin.charAt(0).toUpperCase() + latin.slice(1);
const pairs = (list: string) => list.split(" ").map((pair) => pair.split(":") as [string, string]);
const LETTERS = new Map([
  ...pairs(AZERBAIJANI),
  ...pairs(RUSSIAN).flatMap(([letter, latin]) => [
    [letter, latin] as const,
    [letter.toUpperCase(), capital(latin)] as const,
  ]),
]);

/**
 * A text as a bank file may carry it, at most `maxLength` characters (names 70, remittance
 * 140): transliterated, diacritics dropped, anything else a space, never empty.
 */
export function toBankText(text: string, maxLength: number): string {
  const latin = [...text]
    .map((char) => LETTERS.get(char) ?? char)
    .join("")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "");
  const clean = latin.replace(OUTSIDE_BANK_TEXT, " ").replace(/ {2,}/g, " ").trim();
  return clean.slice(0, maxLength).trimEnd() || NOT_PROVIDED;
}
