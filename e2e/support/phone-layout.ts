import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

// The phone check of issue 12: on the screen as it stands, every control can be tapped and nothing scrolls sideways.
// Self-contained (only @playwright/test) so any spec can use it: `await expectPhoneFriendly(page)`, or
// `expectPhoneFriendly(page, { within: page.getByRole('main') })` for the controls of one part of the screen.

/** The smallest tap target, in CSS pixels, on both sides (issue 12; Apple's and Android's guidance is 44 and 48). */
export const MIN_TARGET_PX = 44;

/** What a user can tap or type into. Visually hidden controls (1 px, clipped) are skipped; their visible labels are not. */
const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="switch"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[role="combobox"]',
  '[role="slider"]',
  '[contenteditable="true"]',
].join(', ');

/**
 * Everything wrong on the current screen at a phone's viewport, one line each, or [] when all is well:
 * - a visible control smaller than MIN_TARGET_PX on either side (its own box with any ::before/::after hit area that
 *   grows it, or a <label> of it, which taps it too).
 *   A link inside running text is excepted, as WCAG 2.5.8 allows: one whose block has other text on its lines.
 * - a control that, at every scroll position tried (where the page stands, then the control at the centre, top and
 *   bottom of the viewport), is covered at its centre by another element (document.elementFromPoint), e.g. a fixed bar
 *   or floating button, or cannot be brought on screen.
 * - a page that scrolls sideways (documentElement.scrollWidth > clientWidth), with the elements that stick out.
 * Only the controls inside `within` (the whole page by default) are checked; sideways scroll is the page's.
 * The page is left scrolled to the top.
 */
export async function phoneLayoutProblems(page: Page, within: Locator = page.locator('html')): Promise<string[]> {
  const problems = await within.evaluate(
    async (scope, { selector, minPx }) => {
      const found: string[] = [];
      const root = document.documentElement;

      const describe = (element: Element): string => {
        const tag = element.tagName.toLowerCase();
        const role = element.getAttribute('role');
        const name =
          element.getAttribute('aria-label') ??
          (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? (element.labels?.[0]?.textContent ?? element.placeholder) : null) ??
          element.textContent ??
          '';
        const text = name.replace(/\s+/g, ' ').trim().slice(0, 50);
        const href = element.getAttribute('href');
        return `<${tag}${role ? ` role=${role}` : ''}${href ? ` href=${href}` : ''}> "${text}"`;
      };

      const isShown = (element: Element): boolean => {
        if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
        if (element.closest('[aria-hidden="true"], [inert]')) return false;
        // The sr-only pattern (clipped to nothing) and Radix's native <select> twin are for assistive technology only.
        const style = getComputedStyle(element);
        if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return false;
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.height > 1;
      };

      const isBlock = (element: Element): boolean => !getComputedStyle(element).display.startsWith('inline') && getComputedStyle(element).display !== 'contents';

      /** True when the link's nearest block has text of its own on the link's lines: a link in running text. */
      const inRunningText = (link: Element): boolean => {
        let block = link.parentElement;
        while (block && !isBlock(block)) block = block.parentElement;
        if (!block) return false;
        const walk = (node: Node): boolean => {
          for (const child of Array.from(node.childNodes)) {
            if (child === link) continue;
            if (child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '') return true;
            if (child instanceof Element && !isBlock(child) && walk(child)) return true;
          }
          return false;
        };
        return walk(block);
      };

      const labelsOf = (element: Element): Element[] => {
        const labels = 'labels' in element ? (element as HTMLInputElement).labels : null;
        return labels ? Array.from(labels) : [];
      };

      /**
       * The element's tap area: its box, grown by an absolutely positioned ::before or ::after that sticks out of it
       * (the "invisible hit area" pattern: `relative after:absolute after:-inset-2.5`), which taps the element too.
       */
      const tapArea = (element: Element): { width: number; height: number } => {
        const box = element.getBoundingClientRect();
        let { width, height } = box;
        for (const pseudo of ['::before', '::after']) {
          const style = getComputedStyle(element, pseudo);
          if (style.content === 'none' || style.position !== 'absolute' || style.pointerEvents === 'none') continue;
          width = Math.max(width, parseFloat(style.width) || 0);
          height = Math.max(height, parseFloat(style.height) || 0);
        }
        return { width, height };
      };

      const bigEnough = (element: Element): boolean => {
        const { width, height } = tapArea(element);
        return Math.round(width) >= minPx && Math.round(height) >= minPx;
      };

      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

      /** Whether a tap at the element's centre lands on it (or on one of its own labels) right now. */
      const clearAtCentre = (element: Element): Element | null | true => {
        const box = element.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return null;
        const hit = document.elementFromPoint(x, y);
        if (!hit) return null;
        if (element.contains(hit) || labelsOf(element).some((label) => label.contains(hit))) return true;
        // A disabled control lets taps through (pointer-events: none) to its own container: nothing covers it.
        if (hit.contains(element)) return true;
        return hit;
      };

      const controls = Array.from(scope.querySelectorAll(selector)).filter(isShown);
      for (const control of controls) {
        if (!control.isConnected) continue; // removed by a re-render while the check ran; a settled screen has none
        const small = !bigEnough(control) && !labelsOf(control).some(bigEnough) && !(control.tagName === 'A' && inRunningText(control));
        if (small) {
          const { width, height } = tapArea(control);
          found.push(`too small (${Math.round(width)}x${Math.round(height)} px): ${describe(control)}`);
        }

        // Where the page stands first: a control already on screen and clear needs no scrolling (and no frames waited).
        const here = clearAtCentre(control);
        if (here === true) continue;
        let cover: Element | null = here;
        let clear = false;
        for (const block of ['center', 'start', 'end'] as const) {
          control.scrollIntoView({ block, inline: 'center', behavior: 'instant' });
          await frame();
          const result = clearAtCentre(control);
          if (result === true) {
            clear = true;
            break;
          }
          cover = result ?? cover;
        }
        if (!clear) found.push(cover ? `covered by ${describe(cover)} at every scroll position: ${describe(control)}` : `cannot be brought on screen: ${describe(control)}`);
      }

      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      if (root.scrollWidth > root.clientWidth) {
        const wide = Array.from(document.body.querySelectorAll('*'))
          .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5 && isShown(element))
          // The outermost offenders say where to look; their children stick out because they do.
          .filter((element, _, all) => !all.some((other) => other !== element && other.contains(element)))
          .slice(0, 5)
          .map(describe);
        found.push(`scrolls sideways (${root.scrollWidth} px wide in ${root.clientWidth}): ${wide.join(', ')}`);
      }
      return found;
    },
    { selector: INTERACTIVE, minPx: MIN_TARGET_PX },
  );
  return [...new Set(problems)];
}

/** Fails the test (softly, so a walk goes on to the next screen) with every problem phoneLayoutProblems finds. */
export async function expectPhoneFriendly(page: Page, options: { within?: Locator; screen?: string } = {}): Promise<void> {
  const screen = options.screen ?? page.url();
  expect.soft(await phoneLayoutProblems(page, options.within), `phone layout problems on ${screen}`).toEqual([]);
}
