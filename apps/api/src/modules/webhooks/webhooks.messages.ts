import type { Language } from "@portal/contracts";

/** What the merchant is told when the product turns off an endpoint that kept failing. */
export interface EndpointDisabledNotice {
  appName: string;
  /** The endpoint's address without its query (which may hold the receiver's own token). */
  address: string;
  hours: number;
}

const subjects: Record<Language, (n: EndpointDisabledNotice) => string> = {
  en: (n) => `${n.appName}: webhook endpoint disabled`,
  az: (n) => `${n.appName}: webhook ünvanı söndürüldü`,
  ru: (n) => `${n.appName}: адрес вебхуков отключён`,
};

const texts: Record<Language, (n: EndpointDisabledNotice) => string> = {
  en: (n) =>
    `${n.appName}: no event could be delivered to the webhook endpoint ${n.address} for ${n.hours} hours, so it has been disabled and is sent nothing more. ` +
    "Check that it answers with a 2xx status within 10 seconds, then turn it back on in the application's settings (Webhooks); " +
    "events it missed can be sent again from its delivery log.",
  az: (n) =>
    `${n.appName}: ${n.hours} saat ərzində ${n.address} webhook ünvanına heç bir hadisə çatdırıla bilmədi, ona görə o söndürüldü və ora daha heç nə göndərilmir. ` +
    "Ünvanın 10 saniyə ərzində 2xx statusu ilə cavab verdiyini yoxlayın, sonra onu tətbiqin parametrlərində (Webhooks) yenidən aktivləşdirin; " +
    "çatdırılmayan hadisələri çatdırılma jurnalından yenidən göndərmək olar.",
  ru: (n) =>
    `${n.appName}: в течение ${n.hours} часов ни одно событие не удалось доставить на адрес вебхуков ${n.address}, поэтому он отключён и больше ничего не получает. ` +
    "Убедитесь, что он отвечает статусом 2xx в течение 10 секунд, и снова включите его в настройках приложения (Webhooks); " +
    "пропущенные события можно отправить повторно из журнала доставок.",
};

/** The e-mail to the merchant: its subject names the application, its text what happened and what to do. */
export const endpointDisabledNotice = (lang: Language, notice: EndpointDisabledNotice) => ({
  subject: subjects[lang](notice),
  text: texts[lang](notice),
});
