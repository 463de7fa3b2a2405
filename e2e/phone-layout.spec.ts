import { expect, test } from '@playwright/test';
import { phoneLayoutProblems } from './support/phone-layout';

// The phone check the walk relies on (support/phone-layout.ts), on a page of its own: it must still see what is wrong
// when it skips scrolling for the controls already on screen and clear.

test.beforeEach(({ viewport }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone' || viewport?.width !== 390, 'the check is for the phone viewport');
});

const BIG = 'style="display:block;width:120px;height:48px"';
/** As the app's index.html has it: without it a phone lays the page out 980 px wide. */
const VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1">';

test('passes controls that are clear where the page stands or after a scroll, and names the small, the covered and the wide', async ({ page }) => {
  await page.setContent(`${VIEWPORT}
    <body style="margin:0">
      <button ${BIG}>On screen</button>
      <div style="height:2000px"></div>
      <button ${BIG}>Far below</button>
      <div style="height:200px"></div>
    </body>`);
  expect(await phoneLayoutProblems(page)).toEqual([]);

  await page.setContent(`${VIEWPORT}
    <body style="margin:0">
      <button style="width:20px;height:20px">x</button>
      <button ${BIG}>Under the bar</button>
      <div style="position:fixed;inset:0;background:#fff">Bar</div>
      <div style="width:600px;height:10px"></div>
    </body>`);
  expect(await phoneLayoutProblems(page)).toEqual([
    'too small (20x20 px): <button> "x"',
    'covered by <div> "Bar" at every scroll position: <button> "x"',
    'covered by <div> "Bar" at every scroll position: <button> "Under the bar"',
    // The fixed bar spans the layout viewport, which a phone widens to the page's 600 px: it sticks out too.
    'scrolls sideways (600 px wide in 390): <div> "Bar", <div> ""',
  ]);
});

test('at rest nothing may float over a control, however far it could be scrolled clear; bars the page makes room for pass', async ({ page }) => {
  const atRest = async () => (await phoneLayoutProblems(page, undefined, { atRest: true })).filter((problem) => problem.includes(' overlaps '));
  const bars = `
    <header style="position:fixed;top:0;left:0;right:0;height:64px;background:#eee"><button ${BIG}>Menu</button></header>
    <nav style="position:fixed;bottom:0;left:0;right:0;height:64px;background:#eee"><a href="/" ${BIG}>Home</a></nav>`;

  // A long page that reserves room for both bars: what passes beneath a bar in between is only scrolled out of view.
  await page.setContent(`${VIEWPORT}
    <body style="margin:0;padding:72px 0 72px">${bars}
      <button ${BIG}>First</button>
      ${'<button style="display:block;width:120px;height:48px;margin-top:100px">Row</button>'.repeat(20)}
      <button ${BIG}>Last</button>
    </body>`);
  expect(await atRest()).toEqual([]);

  // A round button floating over the page covers the first control at the top, though a scroll would bring it clear.
  await page.setContent(`${VIEWPORT}
    <body style="margin:0">
      <button style="display:block;width:120px;height:48px;margin-top:300px">Covered</button>
      <div style="height:2000px"></div>
      <a href="/" aria-label="Back to home" style="position:fixed;left:0;top:290px;width:48px;height:48px;background:#000"></a>
    </body>`);
  expect(await atRest()).toEqual(['fixed <a href=/> "Back to home" overlaps <button> "Covered" at the top']);

  // A label taps its control: a visually hidden radio's label under a floating button is covered as much as a button.
  await page.setContent(`${VIEWPORT}
    <body style="margin:0">
      <label style="display:block;width:200px;height:48px;margin-top:300px"><input type="radio" name="f" style="position:absolute;opacity:0;width:1px;height:1px">Stroke Play</label>
      <div style="height:2000px"></div>
      <button aria-label="Friends" style="position:fixed;left:0;top:290px;width:48px;height:48px"></button>
    </body>`);
  expect(await atRest()).toEqual(['fixed <button> "Friends" overlaps <label> "Stroke Play" at the top']);

  // No room for the bars: the header over the first control at the top, the bottom bar over the last at the end.
  await page.setContent(`${VIEWPORT}
    <body style="margin:0">${bars}
      <button ${BIG}>First</button>
      <div style="height:2000px"></div>
      <button ${BIG}>Last</button>
    </body>`);
  expect(await atRest()).toEqual([
    'fixed top bar <header> "Menu" overlaps <button> "First" at the top',
    'fixed bottom bar <nav> "Home" overlaps <button> "Last" scrolled to the end',
  ]);

  // A sticky header is checked where it stands in the flow; stuck to the top once scrolled, it is a top bar.
  await page.setContent(`${VIEWPORT}
    <body style="margin:0">
      <header style="position:sticky;top:0;height:64px;background:#eee">Site</header>
      <button ${BIG}>First</button>
      <button style="display:block;width:120px;height:48px;margin-top:-20px">Pulled under</button>
      <div style="height:2000px"></div>
    </body>`);
  expect(await atRest()).toEqual([]);
  await page.setContent(`${VIEWPORT}
    <body style="margin:0">
      <header style="position:sticky;top:0;height:64px;background:#eee">Site</header>
      <button style="display:block;width:120px;height:48px;margin-top:-20px">Pulled under</button>
      <div style="height:2000px"></div>
    </body>`);
  expect(await atRest()).toEqual(['sticky <header> "Site" overlaps <button> "Pulled under" at the top']);
});
