import { brandFaces, type KnownBrand } from "../../light/components/card-brand-faces";
import { Icon } from "../../light/components/icons";

/** The card's brand as a small inline picture; a plain card icon while the brand is unknown. */
export function CardBrandMark({ brand }: { brand: KnownBrand | null }) {
  if (!brand) return <Icon name="creditCard" className="brand-mark brand-mark--unknown" />;
  return (
    <svg className="brand-mark" width="32" height="20" viewBox="0 0 32 20" aria-hidden="true" focusable="false">
      {brandFaces[brand]}
    </svg>
  );
}
