/** SPEC §9: the sidebar's two widths (16 px base: 260 px and about 75 px). */
export const sidebarWidth = { open: "16.25rem", collapsed: "4.7rem" } as const;

/** SPEC §9: every menu animation, in ms; "enter" opens or widens, "exit" closes or narrows. */
export const menuTimeout = { enter: 800, exit: 500 } as const;

/** SPEC §9 mobile breakpoint: below 1024 px the drawer becomes an overlay. */
export const mobileMediaQuery = "(max-width: 1023.95px)";
