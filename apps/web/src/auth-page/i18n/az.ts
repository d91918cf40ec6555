import auth from "../../locales/az/auth.json";
import common from "../../locales/az/common.json";
import errors from "../../locales/az/errors.json";
import validation from "@portal/contracts/locales/az/validation.json";
import { authMessages, type StrongSignInTexts } from "./messages";

const strongSignIn: StrongSignInTexts = {
  passkeySignIn: "Giriş açarı ilə davam et",
  authenticatorTitle: "Autentifikator tətbiqini açın",
  authenticatorIntro: "Autentifikator tətbiqindəki 6 rəqəmli kodu daxil edin.",
  authenticatorOrTextIntro:
    "Autentifikator tətbiqindəki 6 rəqəmli kodu və ya {{phoneHint}} nömrəsinə SMS ilə göndərdiyimiz kodu daxil edin.",
  passkeyTitle: "Kimliyinizi təsdiqləyin",
  passkeyIntro: "Girişi tamamlamaq üçün giriş açarınızdan istifadə edin.",
  usePasskey: "Giriş açarından istifadə et",
  textMeInstead: "Əvəzinə kodu SMS ilə göndər",
  texted: "Sizə SMS ilə kod göndərdik.",
  useRecoveryCode: "Bərpa kodundan istifadə et",
  recoveryTitle: "Bərpa kodunu daxil edin",
  recoveryIntro:
    "Autentifikator tətbiqini və ya giriş açarını əlavə edərkən saxladığınız bərpa kodlarından birini daxil edin. Hər kod yalnız bir dəfə işləyir.",
  recoveryField: "Bərpa kodu",
  passkeyCancelled:
    "Giriş açarından istifadə olunmadı: sorğu ləğv edildi və ya vaxtı bitdi. Yenidən cəhd edin və ya başqa giriş üsulu seçin.",
  passkeyFailed:
    "Giriş açarınızdan bu brauzerdə istifadə etmək mümkün olmadı. Yenidən cəhd edin və ya başqa giriş üsulu seçin.",
};

export const messages = authMessages({ auth, common, errors, validation }, strongSignIn);
