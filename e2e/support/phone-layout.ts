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
 * - a control that, at every scroll position tried (where the page stands, the page swept half a screen at a time,
 *   then the control at the centre, top and bottom of the viewport), is covered at its centre by another element
 *   (document.elementFromPoint), e.g. a fixed bar or floating button, or cannot be brought on screen.
 * - a page that scrolls sideways (documentElement.scrollWidth > clientWidth), with the elements that stick out.
 * - with `atRest` (issue 34), a fixed or sticky element whose box meets a control's at rest: the page as it stands
 *   scrolled to the top, and scrolled to the end. Nothing may float over content, however far the control could be
 *   scrolled clear of it. Two kinds of element are not floating, and are checked only where the page meets them:
 *   - a bar fixed flush with the top or bottom edge of the viewport and as wide as it (the shell's header, the phone's
 *     bottom bar) is checked at that end of the page: at the top for a top bar, scrolled to the end for a bottom bar.
 *     There the page must reserve room for it; in between, what passes beneath it is content scrolled out of view.
 *   - a sticky element stuck away from its place in the flow (the marketing header once scrolled, the scorecard's name
 *     column) is such a bar of its own scroll box; where it stands in the flow it is checked like any other.
 *   A fixed element that lets taps through (pointer-events: none, a toast region) is a frame: its children that take
 *   taps are checked in its place. A control inside the fixed element, or containing it, is its own.
 * Only the controls inside `within` (the whole page by default) are checked; sideways scroll is the page's.
 * The page is left scrolled to the top.
 */
export async function phoneLayoutProblems(page: Page, within: Locator = page.locator('html'), options: { atRest?: boolean } = {}): Promise<string[]> {
  const problems = await within.evaluate(
    async (scope, { selector, minPx, atRest }) => {
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

      /** The elements drawn over the page where it stands, each with what it is called in a problem. */
      const floatingHere = (): { element: Element; kind: string }[] => {
        const width = root.clientWidth;
        const height = window.innerHeight;
        const atTop = window.scrollY <= 0.5;
        const atEnd = window.scrollY + height >= root.scrollHeight - 0.5;
        const layers: { element: Element; kind: string }[] = [];
        for (const element of Array.from(document.body.querySelectorAll('*'))) {
          const { position, pointerEvents } = getComputedStyle(element);
          if ((position !== 'fixed' && position !== 'sticky') || !isShown(element)) continue;
          const box = element.getBoundingClientRect();
          if (position === 'sticky') {
            // Where it would stand in the flow: the same box unless it is stuck to an edge of its scroll box.
            const style = (element as HTMLElement).style;
            const before = style.position;
            style.position = 'relative';
            const inFlow = element.getBoundingClientRect();
            style.position = before;
            if (Math.abs(inFlow.top - box.top) < 0.5 && Math.abs(inFlow.left - box.left) < 0.5) layers.push({ element, kind: 'sticky' });
            continue;
          }
          const spansWidth = box.left <= 0.5 && box.right >= width - 0.5;
          if (spansWidth && box.top <= 0.5) {
            if (atTop) layers.push({ element, kind: 'fixed top bar' });
            continue;
          }
          if (spansWidth && box.bottom >= height - 0.5) {
            if (atEnd) layers.push({ element, kind: 'fixed bottom bar' });
            continue;
          }
          if (pointerEvents === 'none') {
            for (const child of Array.from(element.querySelectorAll('*'))) {
              const takesTaps = getComputedStyle(child).pointerEvents !== 'none' && getComputedStyle(child.parentElement ?? child).pointerEvents === 'none';
              if (takesTaps && isShown(child)) layers.push({ element: child, kind: 'fixed' });
            }
            continue;
          }
          layers.push({ element, kind: 'fixed' });
        }
        return layers;
      };

      /** The box an element draws in: its own, grown by whatever of it sticks out (the bottom bar's raised New Game). */
      const drawnBox = (element: Element): { left: number; top: number; right: number; bottom: number } => {
        const own = element.getBoundingClientRect();
        const box = { left: own.left, top: own.top, right: own.right, bottom: own.bottom };
        if (getComputedStyle(element).overflow !== 'visible') return box;
        for (const part of Array.from(element.querySelectorAll('*')).filter(isShown)) {
          const { left, top, right, bottom } = part.getBoundingClientRect();
          box.left = Math.min(box.left, left);
          box.top = Math.min(box.top, top);
          box.right = Math.max(box.right, right);
          box.bottom = Math.max(box.bottom, bottom);
        }
        return box;
      };

      // What a finger taps: the controls, and the labels that tap them (a visually hidden radio's is all that shows).
      const tapped = [
        ...controls,
        ...Array.from(scope.querySelectorAll(selector)).flatMap(labelsOf).filter((label, at, all) => all.indexOf(label) === at && isShown(label)),
      ];

      /** Every control whose box meets a floating element's where the page stands, both named. */
      const overlapsHere = (where: string): string[] => {
        const overlaps: string[] = [];
        for (const { element, kind } of floatingHere()) {
          const over = drawnBox(element);
          for (const control of tapped) {
            if (!control.isConnected || element.contains(control) || control.contains(element)) continue;
            const box = control.getBoundingClientRect();
            const left = Math.max(box.left, over.left);
            const top = Math.max(box.top, over.top);
            const across = Math.min(box.right, over.right) - left;
            const down = Math.min(box.bottom, over.bottom) - top;
            if (across <= 0.5 || down <= 0.5) continue;
            // A control drawn above the element is not under it (the top bar's logo over a scorecard's sticky names).
            const stack = document.elementsFromPoint(left + across / 2, top + down / 2);
            const controlAt = stack.findIndex((hit) => control.contains(hit));
            const elementAt = stack.findIndex((hit) => element.contains(hit));
            if (controlAt !== -1 && (elementAt === -1 || controlAt < elementAt)) continue;
            overlaps.push(`${kind} ${describe(element)} overlaps ${describe(control)} ${where}`);
          }
        }
        return overlaps;
      };

      /**
       * Scrolls the page down half a screen at a time, trying every control not yet clear wherever its centre is on
       * screen, and takes those found clear out of `covers`: a long list then costs two frames a half screen, not up to
       * three scrolls of two frames for every control (the admin lists hold hundreds). Half a screen, so a control under
       * a top or bottom bar at one stop stands clear of it at the next.
       */
      const sweep = async (covers: Map<Element, Element | null>): Promise<void> => {
        const step = Math.max(1, Math.floor(window.innerHeight / 2));
        const last = Math.max(0, root.scrollHeight - window.innerHeight);
        for (let top = 0; covers.size > 0; top = Math.min(top + step, last)) {
          window.scrollTo({ top, left: 0, behavior: 'instant' });
          await frame();
          for (const [control, cover] of covers) {
            const result = clearAtCentre(control);
            if (result === true) covers.delete(control);
            else covers.set(control, result ?? cover);
          }
          if (top >= last) break;
        }
      };

      if (atRest) {
        const { scrollX, scrollY } = window;
        window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
        await frame();
        found.push(...overlapsHere('at the top'));
        window.scrollTo({ top: root.scrollHeight, left: 0, behavior: 'instant' });
        await frame();
        found.push(...overlapsHere('scrolled to the end'));
        window.scrollTo({ top: scrollY, left: scrollX, behavior: 'instant' });
        await frame();
      }

      // Where the page stands first: a control already on screen and clear needs no scrolling (and no frames waited).
      const covers = new Map<Element, Element | null>();
      for (const control of controls) {
        const small = !bigEnough(control) && !labelsOf(control).some(bigEnough) && !(control.tagName === 'A' && inRunningText(control));
        if (small) {
          const { width, height } = tapArea(control);
          found.push(`too small (${Math.round(width)}x${Math.round(height)} px): ${describe(control)}`);
        }
        const here = clearAtCentre(control);
        if (here !== true) covers.set(control, here);
      }
      await sweep(covers);

      for (const [control, coverSeen] of covers) {
        if (!control.isConnected) continue; // removed by a re-render while the check ran; a settled screen has none
        let cover: Element | null = coverSeen;
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
    { selector: INTERACTIVE, minPx: MIN_TARGET_PX, atRest: options.atRest ?? false },
  );
  return [...new Set(problems)];
}

/** Fails the test (softly, so a walk goes on to the next screen) with every problem phoneLayoutProblems finds (with `atRest`, also what floats over a control). */
export async function expectPhoneFriendly(page: Page, options: { within?: Locator; screen?: string; atRest?: boolean } = {}): Promise<void> {
  const screen = options.screen ?? page.url();
  expect.soft(await phoneLayoutProblems(page, options.within, { atRest: options.atRest }), `phone layout problems on ${screen}`).toEqual([]);
}
