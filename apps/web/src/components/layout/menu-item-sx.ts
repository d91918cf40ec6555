/**
 * The look every menu row shares. The icon sits 1.6rem from the drawer's edge whether the
 * sidebar is open or collapsed (4.7rem wide: centred), so it does not move as it resizes.
 */
export const menuItemSx = ({ nested, collapsed }: { nested: boolean; collapsed: boolean }) => ({
  mx: "0.5rem",
  my: "0.125rem",
  pl: nested ? "2.1rem" : "1.1rem",
  pr: "1.1rem",
  minHeight: nested ? 40 : 44,
  borderRadius: 2,
  color: "text.primary",
  overflow: "hidden",
  "& .MuiListItemIcon-root": { minWidth: nested ? "2rem" : "2.25rem", color: "secondary.main" },
  "& .MuiListItemText-root": { opacity: collapsed ? 0 : 1, transition: "opacity 200ms" },
  "& .MuiListItemText-primary": { fontSize: nested ? "0.875rem" : "0.9375rem" },
  "&.Mui-selected, &.Mui-selected:hover": {
    bgcolor: "rgba(0, 86, 135, 0.1)",
    color: "secondary.main",
    "& .MuiListItemText-primary": { fontWeight: "fontWeightBold" },
  },
});
