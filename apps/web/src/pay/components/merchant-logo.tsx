import { useEffect, useRef, useState } from "react";

/** A path on the API's host, which may not be the page's; the same string on the server and in the browser. */
const onApiHost = (path: string, apiBaseUrl: string) => (apiBaseUrl === "/" ? path : new URL(path, apiBaseUrl).href);

interface MerchantLogoProps {
  merchantName: string;
  logoUrl: string | null;
  /** The runtime config's: the logo is served by the API. */
  apiBaseUrl: string;
}

/** The merchant's logo, or its initial when it has none or the image fails. Decorative: the name is beside it. */
export function MerchantLogo({ merchantName, logoUrl, apiBaseUrl }: MerchantLogoProps) {
  const [broken, setBroken] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // An image that failed before the page's script ran fired its error with no one listening.
  useEffect(() => {
    if (image.current?.complete && image.current.naturalWidth === 0) setBroken(true);
  }, []);
  if (logoUrl && !broken) {
    return (
      <img
        ref={image}
        className="merchant__logo"
        src={onApiHost(logoUrl, apiBaseUrl)}
        alt=""
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span aria-hidden="true" className="merchant__initial">
      {merchantName.trim().charAt(0).toLocaleUpperCase()}
    </span>
  );
}
