/**
 * The avatar's letters (SPEC §2): the first letter of at most the first two words of the
 * name, upper-case. "Aysel Məmmədova Quliyeva" → "AM"; an empty name gives "".
 */
export function initialsOf(name: string): string {
  return (
    name
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      // By code point, so a letter outside the BMP is not cut in half.
      .map((word) => Array.from(word)[0] ?? "")
      .join("")
      .toUpperCase()
  );
}
