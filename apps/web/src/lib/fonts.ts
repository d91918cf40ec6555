// Poppins (SPEC §9) in the four weights the theme uses. Azerbaijani needs both subsets:
// latin has ı ç ö ü, latin-ext has ə ğ ş and the capitals Ə Ğ İ Ş. The other subsets
// (devanagari) would only make the build copy files nobody reads.
import "@fontsource/poppins/latin-300.css";
import "@fontsource/poppins/latin-400.css";
import "@fontsource/poppins/latin-500.css";
import "@fontsource/poppins/latin-600.css";
import "@fontsource/poppins/latin-ext-300.css";
import "@fontsource/poppins/latin-ext-400.css";
import "@fontsource/poppins/latin-ext-500.css";
import "@fontsource/poppins/latin-ext-600.css";
// Poppins has no Cyrillic, so Russian fell back to whatever the system had. Montserrat, a
// geometric sans like it, draws those letters: only its cyrillic subset (what Russian
// uses), and second in the stack, so every Latin letter stays Poppins.
import "@fontsource/montserrat/cyrillic-300.css";
import "@fontsource/montserrat/cyrillic-400.css";
import "@fontsource/montserrat/cyrillic-500.css";
import "@fontsource/montserrat/cyrillic-600.css";

/** The portal's font stack: Poppins, Montserrat for what Poppins lacks, then the system's sans-serif. */
export const fontFamily = "Poppins, Montserrat, sans-serif";
