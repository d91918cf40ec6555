import type { Language } from "@portal/contracts";
import { AZ, GB, RU } from "country-flag-icons/string/3x2";

/** SPEC §3 "language option", with the flag shown beside it. */
export interface LanguageOption {
  value: Language;
  /**
   * Each language's name in that language, whatever the interface language is, so a
   * reader finds their own: not in the locale files, which translate.
   */
  title: string;
  /** A data URL of the flag's SVG; decorative. */
  flag: string;
}

const svgUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** SPEC §2 language dialog order. */
export const languageOptions: readonly LanguageOption[] = [
  { value: "az", title: "Azərbaycan dili", flag: svgUrl(AZ) },
  { value: "en", title: "English", flag: svgUrl(GB) },
  { value: "ru", title: "Русский", flag: svgUrl(RU) },
];
