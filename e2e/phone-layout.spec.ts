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
