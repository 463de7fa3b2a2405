import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

// A screen held in one hand (issue 11: "large tap targets ... nothing cut off at 390 px wide"), checked the same way
// on every screen: call expectPhoneFriendly(page) once the screen shows what is to be checked, with no toast open.

/** The smallest tap target on a phone, in CSS px (Apple's 44 pt, WCAG 2.5.5). */
export const TAP_TARGET_PX = 44;

/** What can be tapped or typed into; a role of a custom control counts like the element it stands for. */
const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="menuitem"]',
].join(', ');

/**
 * Asserts that the page does not scroll sideways and that every visible button, link and form control (in `within`,
 * the whole page by default) is at least 44 x 44 px and is what a tap at its centre reaches, not a sticky bar, a toast
 * or a neighbour over it. Each one is scrolled to the middle of the screen first, as a thumb would scroll to it.
 * Excepted: links inside running text (WCAG 2.5.5's inline exception), and screen-reader-only elements. A visually
 * hidden radio or checkbox is checked through its label; a hit area grown by an absolute ::before or ::after counts.
 * Disabled controls (which let taps through) are measured but not hit-tested.
 */
export async function expectPhoneFriendly(page: Page, options: { within?: Locator } = {}): Promise<void> {
  const root = options.within ?? page.locator('body');
  const problems = await root.evaluate(
    (rootElement, { selector, min }) => {
      const found: string[] = [];
      const html = document.documentElement;
      const pageWidth = Math.max(html.scrollWidth, document.body.scrollWidth);
      if (pageWidth > html.clientWidth) {
        // Name the innermost elements that stick out, so the message says what to fix.
        const out = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > html.clientWidth + 0.5);
        const innermost = out.filter((element) => !out.some((other) => other !== element && element.contains(other))).slice(0, 3);
        const names = innermost.map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`).join(', ');
        found.push(`the page scrolls sideways: ${String(pageWidth)} px wide in ${String(html.clientWidth)} px (${names})`);
      }

      const srOnly = (style: CSSStyleDeclaration) => style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)';
      const isHidden = (element: Element) => {
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return true;
        for (let node: Element | null = element; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0' || srOnly(style)) return true;
        }
        return false;
      };
      const isInlineTextLink = (element: Element) =>
        element.tagName === 'A' &&
        getComputedStyle(element).display === 'inline' &&
        [...(element.parentElement?.childNodes ?? [])].some((node) => node !== element && node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
      const describe = (element: Element) => {
        const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        const label = name || element.getAttribute('placeholder') || element.getAttribute('name') || element.id;
        return `<${element.tagName.toLowerCase()}${element.getAttribute('role') ? ` role=${element.getAttribute('role') ?? ''}` : ''}> "${label}"`;
      };
      const reaches = (element: Element, hit: Element | null) => {
        if (!hit) return false;
        if (element === hit || element.contains(hit)) return true;
        // A tap on an input's own label reaches the input.
        const label = hit.closest('label');
        return label !== null && (label === element || label.control === element);
      };

      // The box a tap reaches: the element's, grown by an absolutely placed ::before or ::after with all four insets
      // (the usual way to give a small control, such as a switch, a 44 px hit area).
      const hitArea = (element: Element) => {
        const box = element.getBoundingClientRect();
        let { left, top, right, bottom } = box;
        for (const pseudo of ['::before', '::after']) {
          const style = getComputedStyle(element, pseudo);
          if (style.content === 'none' || style.position !== 'absolute') continue;
          const inset = [style.top, style.right, style.bottom, style.left].map((value) => (value.endsWith('px') ? Number.parseFloat(value) : Number.NaN));
          if (inset.some(Number.isNaN)) continue;
          const [insetTop = 0, insetRight = 0, insetBottom = 0, insetLeft = 0] = inset;
          left = Math.min(left, box.left + insetLeft);
          top = Math.min(top, box.top + insetTop);
          right = Math.max(right, box.right - insetRight);
          bottom = Math.max(bottom, box.bottom - insetBottom);
        }
        return { left, top, width: right - left, height: bottom - top };
      };
      // A visually hidden radio or checkbox is tapped through its label: the label is the target then.
      const targetOf = (element: Element): Element | null => {
        if (!isHidden(element)) return element;
        if (!(element instanceof HTMLInputElement) || (element.type !== 'radio' && element.type !== 'checkbox')) return null;
        return [...(element.labels ?? [])].find((label) => !isHidden(label)) ?? null;
      };
      const targets = new Set([...rootElement.querySelectorAll(selector)].map(targetOf).filter((element) => element !== null));

      for (const element of targets) {
        if (isInlineTextLink(element)) continue;
        element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        const box = hitArea(element);
        if (box.width < min - 0.5 || box.height < min - 0.5) {
          found.push(`${describe(element)} is ${box.width.toFixed(0)} x ${box.height.toFixed(0)} px`);
        }
        if (getComputedStyle(element).pointerEvents === 'none') continue;
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!reaches(element, hit)) found.push(`${describe(element)} is covered at its centre by ${hit ? describe(hit) : 'nothing (off screen)'}`);
      }
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return found;
    },
    { selector: INTERACTIVE, min: TAP_TARGET_PX },
  );
  expect(problems, 'a phone-friendly screen: no sideways scroll, every tap target 44 x 44 px and uncovered').toEqual([]);
}
