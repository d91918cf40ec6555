import { type Locator, type Page, expect } from "@playwright/test";

/**
 * What the focused element looks like to someone who cannot see the caret: whether it is on
 * screen, not hidden under something else (a sticky bar, a banner; WCAG 2.4.11), and whether
 * it, its field's frame or its control's ripple shows that it has focus (2.4.7). `where` names
 * it in a failure.
 */
async function focusState(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { where: "body", onScreen: false, uncovered: false, indicator: false };
    const where = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
    const rect = el.getBoundingClientRect();
    const onScreen =
      rect.width > 0 &&
      rect.height > 0 &&
      rect.bottom > 0 &&
      rect.right > 0 &&
      rect.top < innerHeight &&
      rect.left < innerWidth;
    // What is drawn at the middle of its visible part must be it, inside it, or around it (a label, its field).
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(rect.top + rect.height / 2, 0), innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    const uncovered =
      !!top &&
      (el.contains(top) || top.contains(el) || !!top.closest("label, .MuiInputBase-root, .field__box")?.contains(el));

    const outlined = (style: CSSStyleDeclaration) =>
      style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const shadowed = (style: CSSStyleDeclaration) => style.boxShadow !== "none";
    const thickBorder = (style: CSSStyleDeclaration) => parseFloat(style.borderTopWidth) >= 2;
    let indicator = outlined(getComputedStyle(el)) || shadowed(getComputedStyle(el));
    // The frame of an outlined field (MUI's notched outline, its date fields' too, the light pages' box) thickens while its input has focus.
    const muiField = el.closest(".Mui-focused");
    const notch = muiField?.querySelector(":scope > [class*='notchedOutline']");
    if (notch && thickBorder(getComputedStyle(notch))) indicator = true;
    const box = el.closest(".field__box");
    if (box && thickBorder(getComputedStyle(box, "::after"))) indicator = true;
    // MUI's radios and checkboxes show focus as a ring pulsing around the box.
    if (el.closest(".Mui-focusVisible")?.querySelector(".MuiTouchRipple-ripplePulsate")) indicator = true;
    // Up to three wrappers of the element may carry the ring (a chip around a button, a menu item).
    let parent = el.parentElement;
    for (let i = 0; i < 3 && parent && !indicator; i += 1, parent = parent.parentElement) {
      if (parent.matches(":focus-within") && outlined(getComputedStyle(parent))) indicator = true;
    }
    return { where, onScreen, uncovered, indicator };
  });
}

/** The focused element is on screen, not covered, and shows that it has focus. */
export async function expectVisibleFocus(page: Page) {
  await expectFocusState(page, { onScreen: true, uncovered: true, indicator: true });
}

/** Focus moved there by the page itself (a dialog opening, a heading after a step): on screen and not covered. */
export async function expectFocusedOnScreen(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  await expectFocusState(page, { onScreen: true, uncovered: true });
}

async function expectFocusState(page: Page, wanted: Partial<Awaited<ReturnType<typeof focusState>>>) {
  // A ripple, a transition or a scroll into view may take a few frames.
  let state = await focusState(page);
  for (
    let tries = 0;
    tries < 20 && !Object.entries(wanted).every(([key, value]) => state[key as keyof typeof state] === value);
    tries += 1
  ) {
    await page.waitForTimeout(100);
    state = await focusState(page);
  }
  expect(state, `the focus on ${state.where}`).toMatchObject(wanted);
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/**
 * Presses `key` (Tab by default) until `target` has focus, checking at every stop on the
 * way that the focus is visible; fails after `max` presses (a trap, or the order skips it).
 */
export async function pressUntilFocused(page: Page, target: Locator, key = "Tab", max = 40) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(key);
    await expectVisibleFocus(page);
    if (await isFocused(target)) return;
  }
  throw new Error(
    `${key} ×${max} never reached ${target.toString()}; the focus is on ${(await focusState(page)).where}`,
  );
}

/** Tabs to a field and types into it (after selecting what it held). */
export async function typeInto(page: Page, field: Locator, text: string, key = "Tab") {
  if (!(await isFocused(field))) await pressUntilFocused(page, field, key);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

/**
 * The skip link is the first stop on the page, shows itself when focused, and moves focus to
 * the main content; the next Tab goes on from there, not from the top of the page.
 */
export async function useSkipLink(page: Page) {
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main-content")).toBeFocused();
  await page.keyboard.press("Tab");
  await expectVisibleFocus(page);
  expect(await page.evaluate(() => document.getElementById("main-content")!.contains(document.activeElement))).toBe(
    true,
  );
}
