import { type CardFieldName, fromMinorUnits, type Language, messages } from "@portal/contracts";
import {
  SANDBOX_CHALLENGE_CODE,
  type SandboxCardOutcome,
  sandboxTestCards,
} from "@/providers/acquirer/sandbox-acquirer";
import {
  hppReturnAddress,
  SANDBOX_HOSTED_ACQUIRER_NAME,
  type SandboxHppOrder,
} from "@/providers/acquirer/sandbox-hosted-acquirer";
import { escapeHtml, sandboxPage } from "./outbox-page";

/** The sandbox bank's card page in the order's language; `{name}` placeholders are filled by `fill`. */
const texts = {
  en: {
    title: `${SANDBOX_HOSTED_ACQUIRER_NAME}: card payment (test page)`,
    testPage:
      "Test page. The sandbox plays a bank's card page here: no real card is charged, and no card data leaves this machine. Pay with one of the test cards below.",
    order: "Order {orderId}",
    amount: "Amount",
    description: "Description",
    cardNumber: "Card number",
    expiry: "Expiry date (MM/YY)",
    cvv: "CVV",
    cardHolder: "Cardholder name",
    pay: "Pay {amount}",
    cancel: "Cancel and return to the shop",
    testCards: "Test cards (any expiry date in the future, any CVV)",
    number: "Number",
    effect: "What it does",
    outcomes: {
      approve: "Approved",
      approveRefuseRefunds: "Approved; its refunds are refused",
      decline: "Declined",
      insufficientFunds: "Declined: insufficient funds",
      expiredCard: "Declined: expired card",
      challenge: `Asks for 3-D Secure (code ${SANDBOX_CHALLENGE_CODE})`,
    },
    challengeTitle: "3-D Secure: confirm the payment",
    challengeText: `Your bank sent you a one-time code to confirm the payment of {amount} with the card {maskedPan}. In the sandbox the code is ${SANDBOX_CHALLENGE_CODE}.`,
    code: "Code from your bank",
    confirm: "Confirm",
    finished: "This order is finished.",
    back: "Return to the shop",
    notFound: "No such order, or its link is incomplete.",
    issues: {
      required: "{field}: required.",
      cardNumber: "{field}: not a valid card number.",
      cardExpiry: "{field}: write it as MM/YY.",
      cardExpired: "{field}: the card has expired.",
      cvv: "{field}: 3 or 4 digits.",
      tooLong: "{field}: too long.",
    },
  },
  az: {
    title: `${SANDBOX_HOSTED_ACQUIRER_NAME}: kartla ödəniş (test səhifəsi)`,
    testPage:
      "Test səhifəsi. Burada sınaq mühiti bankın kart səhifəsini əvəz edir: heç bir real kartdan pul tutulmur və kart məlumatları bu kompüterdən kənara çıxmır. Aşağıdakı test kartlarından biri ilə ödəyin.",
    order: "Sifariş {orderId}",
    amount: "Məbləğ",
    description: "Təsvir",
    cardNumber: "Kart nömrəsi",
    expiry: "Bitmə tarixi (AA/İİ)",
    cvv: "CVV",
    cardHolder: "Kart sahibinin adı",
    pay: "{amount} ödə",
    cancel: "Ləğv et və mağazaya qayıt",
    testCards: "Test kartları (gələcəkdə bitən istənilən tarix, istənilən CVV)",
    number: "Nömrə",
    effect: "Nə baş verir",
    outcomes: {
      approve: "Təsdiqlənir",
      approveRefuseRefunds: "Təsdiqlənir; pulun geri qaytarılması rədd edilir",
      decline: "Rədd edilir",
      insufficientFunds: "Rədd edilir: vəsait kifayət etmir",
      expiredCard: "Rədd edilir: kartın müddəti bitib",
      challenge: `3-D Secure kodu istəyir (kod ${SANDBOX_CHALLENGE_CODE})`,
    },
    challengeTitle: "3-D Secure: ödənişi təsdiqləyin",
    challengeText: `Bankınız {maskedPan} kartı ilə {amount} məbləğində ödənişi təsdiqləmək üçün sizə birdəfəlik kod göndərdi. Sınaq mühitində kod ${SANDBOX_CHALLENGE_CODE}-dır.`,
    code: "Bankdan gələn kod",
    confirm: "Təsdiqlə",
    finished: "Bu sifariş artıq başa çatıb.",
    back: "Mağazaya qayıt",
    notFound: "Belə sifariş yoxdur və ya keçid natamamdır.",
    issues: {
      required: "{field}: doldurulmalıdır.",
      cardNumber: "{field}: kart nömrəsi düzgün deyil.",
      cardExpiry: "{field}: AA/İİ şəklində yazın.",
      cardExpired: "{field}: kartın müddəti bitib.",
      cvv: "{field}: 3 və ya 4 rəqəm.",
      tooLong: "{field}: çox uzundur.",
    },
  },
  ru: {
    title: `${SANDBOX_HOSTED_ACQUIRER_NAME}: оплата картой (тестовая страница)`,
    testPage:
      "Тестовая страница. Здесь песочница изображает платёжную страницу банка: с реальной карты ничего не списывается, данные карты не покидают этот компьютер. Оплатите одной из тестовых карт ниже.",
    order: "Заказ {orderId}",
    amount: "Сумма",
    description: "Описание",
    cardNumber: "Номер карты",
    expiry: "Срок действия (ММ/ГГ)",
    cvv: "CVV",
    cardHolder: "Имя владельца карты",
    pay: "Оплатить {amount}",
    cancel: "Отменить и вернуться в магазин",
    testCards: "Тестовые карты (любой срок действия в будущем, любой CVV)",
    number: "Номер",
    effect: "Что происходит",
    outcomes: {
      approve: "Оплата одобряется",
      approveRefuseRefunds: "Оплата одобряется; возвраты по ней отклоняются",
      decline: "Оплата отклоняется",
      insufficientFunds: "Отклоняется: недостаточно средств",
      expiredCard: "Отклоняется: срок действия карты истёк",
      challenge: `Запрашивает код 3-D Secure (код ${SANDBOX_CHALLENGE_CODE})`,
    },
    challengeTitle: "3-D Secure: подтвердите оплату",
    challengeText: `Ваш банк отправил вам одноразовый код для подтверждения оплаты {amount} картой {maskedPan}. В песочнице код — ${SANDBOX_CHALLENGE_CODE}.`,
    code: "Код от банка",
    confirm: "Подтвердить",
    finished: "Этот заказ уже завершён.",
    back: "Вернуться в магазин",
    notFound: "Такого заказа нет, или ссылка неполная.",
    issues: {
      required: "{field}: обязательное поле.",
      cardNumber: "{field}: неверный номер карты.",
      cardExpiry: "{field}: укажите в формате ММ/ГГ.",
      cardExpired: "{field}: срок действия карты истёк.",
      cvv: "{field}: 3 или 4 цифры.",
      tooLong: "{field}: слишком длинное значение.",
    },
  },
} as const satisfies Record<Language, unknown>;

type Texts = (typeof texts)[Language];
type IssueKey = keyof Texts["issues"];

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The message keys of `@portal/contracts` a card field can break, as the page says them. */
const issueKeys: Record<string, IssueKey> = {
  [messages.required]: "required",
  [messages.cardNumber]: "cardNumber",
  [messages.cardExpiry]: "cardExpiry",
  [messages.cardExpired]: "cardExpired",
  [messages.cvv]: "cvv",
  [messages.tooLong]: "tooLong",
};

/** What the customer typed that is shown again after a refused form: never the number or the CVV. */
export interface KeptFields {
  expiry: string;
  cardHolder: string;
}

const money = (order: SandboxHppOrder) => `${fromMinorUnits(order.amount)} ${order.currency}`;

const hidden = (order: SandboxHppOrder) =>
  `<input type="hidden" name="id" value="${escapeHtml(order.id)}"><input type="hidden" name="password" value="${escapeHtml(order.password)}">`;

function summary(t: Texts, order: SandboxHppOrder) {
  return `<p class="test-page" role="note">${escapeHtml(t.testPage)}</p>
<h2>${escapeHtml(fill(t.order, { orderId: order.orderId }))}</h2>
<table><tbody><tr><th>${escapeHtml(t.amount)}</th><td>${escapeHtml(money(order))}</td></tr>
<tr><th>${escapeHtml(t.description)}</th><td>${escapeHtml(order.description)}</td></tr></tbody></table>`;
}

function testCardList(t: Texts) {
  const rows = sandboxTestCards
    .map(
      (c) =>
        `<tr><td><code>${escapeHtml(c.number.replace(/(\d{4})(?=\d)/g, "$1 "))}</code></td><td>${escapeHtml(t.outcomes[c.outcome as SandboxCardOutcome])}</td></tr>`,
    )
    .join("");
  return `<h2>${escapeHtml(t.testCards)}</h2>
<table><thead><tr><th>${escapeHtml(t.number)}</th><th>${escapeHtml(t.effect)}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function cardForm(t: Texts, order: SandboxHppOrder, issues: Partial<Record<CardFieldName, string>>, kept: KeptFields) {
  const labels: Record<CardFieldName, string> = {
    cardNumber: t.cardNumber,
    expiry: t.expiry,
    cvv: t.cvv,
    cardHolder: t.cardHolder,
  };
  const said = (Object.keys(issues) as CardFieldName[]).map((field) => {
    const key = issueKeys[issues[field]!] ?? "required";
    return `<li>${escapeHtml(fill(t.issues[key], { field: labels[field] }))}</li>`;
  });
  const field = (name: CardFieldName, attrs: string, value = "") =>
    `<label>${escapeHtml(labels[name])}<input name="${name}" ${attrs} value="${escapeHtml(value)}"${issues[name] ? ' aria-invalid="true"' : ""}></label>`;
  return `${said.length ? `<ul class="issues" role="alert">${said.join("")}</ul>` : ""}
<form class="card-form" method="post" action="/sandbox/hpp/card">${hidden(order)}
${field("cardNumber", 'inputmode="numeric" autocomplete="cc-number" maxlength="23" required')}
${field("expiry", 'inputmode="numeric" autocomplete="cc-exp" maxlength="5" placeholder="MM/YY" required', kept.expiry)}
${field("cvv", 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" required')}
${field("cardHolder", 'autocomplete="cc-name" maxlength="100" required', kept.cardHolder)}
<div class="actions"><button type="submit">${escapeHtml(fill(t.pay, { amount: money(order) }))}</button>
<button type="submit" formaction="/sandbox/hpp/cancel" formnovalidate>${escapeHtml(t.cancel)}</button></div>
</form>`;
}

function challengeForm(t: Texts, order: SandboxHppOrder) {
  return `<h2>${escapeHtml(t.challengeTitle)}</h2>
<p>${escapeHtml(fill(t.challengeText, { amount: money(order), maskedPan: order.maskedPan ?? "" }))}</p>
<form class="card-form" method="post" action="/sandbox/hpp/challenge">${hidden(order)}
<label>${escapeHtml(t.code)}<input name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required></label>
<div class="actions"><button type="submit">${escapeHtml(t.confirm)}</button>
<button type="submit" formaction="/sandbox/hpp/cancel" formnovalidate>${escapeHtml(t.cancel)}</button></div>
</form>`;
}

/**
 * The sandbox bank's card page for an order, as it stands: the card form (with the test
 * cards and what each does), the 3-D Secure step, or, for an order already decided, the way
 * back to the shop.
 */
export function renderHppPage(
  order: SandboxHppOrder,
  issues: Partial<Record<CardFieldName, string>> = {},
  kept: KeptFields = { expiry: "", cardHolder: "" },
) {
  const t = texts[order.language];
  let step: string;
  if (order.status === "pending") step = `${cardForm(t, order, issues, kept)}\n${testCardList(t)}`;
  else if (order.status === "challenge") step = challengeForm(t, order);
  else
    step = `<p>${escapeHtml(t.finished)}</p><p><a href="${escapeHtml(hppReturnAddress(order))}">${escapeHtml(t.back)}</a></p>`;
  return sandboxPage(t.title, `${summary(t, order)}\n${step}`, undefined, order.language);
}

/** An id and password that open no order. */
export function renderHppNotFound(language: Language = "en") {
  const t = texts[language];
  return sandboxPage(
    t.title,
    `<p class="test-page" role="note">${escapeHtml(t.testPage)}</p><p>${escapeHtml(t.notFound)}</p>`,
    undefined,
    language,
  );
}
