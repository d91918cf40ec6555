import CreditCard from "@mui/icons-material/CreditCard";
import { Box } from "@mui/material";
import { brandFaces, type KnownBrand } from "@/light/components/card-brand-faces";

const isKnownBrand = (brand: string): brand is KnownBrand => Object.hasOwn(brandFaces, brand);

/** A card's brand as the checkout draws it (inline SVG, nothing fetched); a plain card for another brand. `label` names it. */
export function CardBrandIcon({ brand, label }: { brand: string; label: string }) {
  if (!isKnownBrand(brand))
    return (
      <CreditCard
        role="img"
        aria-label={label}
        aria-hidden={false}
        fontSize="small"
        color="action"
        sx={{ flexShrink: 0 }}
      />
    );
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      width={32}
      height={20}
      viewBox="0 0 32 20"
      focusable="false"
      sx={{ flexShrink: 0, display: "block" }}
    >
      {brandFaces[brand]}
    </Box>
  );
}
