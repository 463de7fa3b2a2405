/**
 * The example scorecard offered for download on the upload page (product §G5 format). It is built here rather
 * than shipped as a static file so the format help, the download and the browser test all use the same data.
 * Tee columns are deliberately not longest first: the app orders tees by total yardage, not by column.
 */
export const EXAMPLE_CSV_FILE_NAME = 'example-course.csv';

const pars = [4, 4, 3, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4];
// A permutation of 1..18, odd on the front nine and even on the back, as most scorecards do.
const strokeIndexes = [7, 3, 15, 11, 1, 13, 17, 5, 9, 8, 16, 2, 12, 4, 14, 18, 6, 10];
const yardages: Record<string, number[]> = {
  White: [378, 362, 160, 508, 412, 345, 171, 490, 386, 371, 148, 404, 519, 417, 350, 184, 502, 393],
  Blue: [402, 385, 178, 532, 438, 367, 192, 515, 410, 395, 165, 428, 545, 441, 372, 205, 528, 418],
  Red: [318, 305, 122, 441, 352, 290, 130, 428, 327, 312, 110, 341, 452, 356, 295, 140, 437, 330],
};

export const exampleCourseTees = Object.keys(yardages);

/**
 * The rows that rate each tee (product §R12), in the tees' column order: the course rating and slope for men and, where
 * the tee is rated for women, theirs; a blank cell is a tee without that value (Blue is not rated for women).
 */
const ratingRows: (string | number)[][] = [
  ['Rating', '', '', '71.1', '73.0', '66.6'],
  ['Slope', '', '', 128, 133, 114],
  ['Womens_Rating', '', '', '76.8', '', '71.4'],
  ['Womens_Slope', '', '', 139, '', 123],
];

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The example as CSV text: a header, holes 1-18, the Out/In/Total summary rows a scorecard has (skipped on upload), and
 * the rows that rate its tees.
 */
export function exampleCourseCsv(): string {
  const tees = Object.entries(yardages);
  const header = ['Hole', 'Par', 'Mens_HDCP', ...tees.map(([tee]) => `${tee}_Yardage`)];
  const hole = (i: number) => [i + 1, pars[i], strokeIndexes[i], ...tees.map(([, yards]) => yards[i])];
  const summary = (label: string, from: number, to: number) => [label, sum(pars.slice(from, to)), '', ...tees.map(([, yards]) => sum(yards.slice(from, to)))];
  const rows = [
    header,
    ...Array.from({ length: 9 }, (_, i) => hole(i)),
    summary('Out', 0, 9),
    ...Array.from({ length: 9 }, (_, i) => hole(i + 9)),
    summary('In', 9, 18),
    summary('Total', 0, 18),
    ...ratingRows,
  ];
  return `${rows.map((row) => row.join(',')).join('\n')}\n`;
}

/** A link target that downloads the example without a server round trip. */
export function exampleCourseCsvHref(): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(exampleCourseCsv())}`;
}
