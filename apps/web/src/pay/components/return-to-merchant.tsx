import { useEffect, useState } from "react";
import { useTexts } from "../i18n/use-texts";
import { Button } from "../../light/components/button";
import { pageLoad } from "../../light/page-load";
import { useCountdown } from "../../light/use-countdown";

/** How long the customer sees the outcome before going back to the merchant's site. */
const RETURN_SECONDS = 5;

interface MerchantLinkProps {
  /** The merchant's return URL (an order of the merchant API), with the order's id in it. */
  url: string;
  merchantName: string;
}

interface ReturnToMerchantProps extends MerchantLinkProps {
  /**
   * Count down and go: the customer has just paid here. A reopened link (or Back from the
   * merchant's site) shows the link alone, so the page never sends anyone away twice.
   */
  automatic: boolean;
}

/**
 * The way back to the merchant's site after paying: a link and, right after the payment, a
 * visible countdown after which the page goes there by itself unless the customer stays.
 */
export function ReturnToMerchant({ url, merchantName, automatic }: ReturnToMerchantProps) {
  const { t } = useTexts();
  const [counting, setCounting] = useState(automatic);
  const [stayed, setStayed] = useState(false);
  const { secondsLeft } = useCountdown(automatic ? RETURN_SECONDS : 0);
  const due = counting && secondsLeft === 0;

  useEffect(() => {
    if (due) pageLoad.open(url);
  }, [due, url]);

  // Said once, politely, after the first second (a live region announces a change, not what it held when it appeared);
  // the ticking number is on screen only.
  let announcement = "";
  if (stayed) announcement = t("checkout.return.stayed");
  else if (counting && secondsLeft < RETURN_SECONDS) announcement = t("checkout.return.announce", { merchantName });

  return (
    <div className="return">
      <a className="button button--contained" href={url}>
        {t("checkout.return.link", { merchantName })}
      </a>
      {counting && (
        <div className="return__countdown">
          <p className="text-small">{t("checkout.return.countdown", { merchantName, seconds: secondsLeft })}</p>
          <Button
            look="text"
            onClick={() => {
              setCounting(false);
              setStayed(true);
            }}
          >
            {t("checkout.return.stay")}
          </Button>
        </div>
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </div>
  );
}

/** After a failed payment: the customer may give up and go back to the merchant, by this link only. */
export function BackToMerchant({ url, merchantName }: MerchantLinkProps) {
  const { t } = useTexts();
  return (
    <a className="button button--outlined" href={url}>
      {t("checkout.return.back", { merchantName })}
    </a>
  );
}
