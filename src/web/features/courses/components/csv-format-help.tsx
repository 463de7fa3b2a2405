import { DownloadIcon, FileSpreadsheetIcon } from 'lucide-react';
import { HOLE_EDIT_LIMITS } from '../../../../golf';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EXAMPLE_CSV_FILE_NAME, exampleCourseCsv, exampleCourseCsvHref } from '../example-course';

// The first lines of the example, shown as the file looks in a text editor, split into cells.
const preview = exampleCourseCsv()
  .split('\n')
  .slice(0, 4)
  .map((line) => line.split(',').map((cell, index, cells) => (index < cells.length - 1 ? `${cell},` : cell)));

// The limits are the engine's, the ones the upload is checked against (product §G5).
const range = ({ min, max }: { min: number; max: number }) => `${String(min)} to ${String(max)}`;
const { holeNumber, par, handicapIndex, yardage } = HOLE_EDIT_LIMITS;
const columns = [
  { name: 'Hole', text: `hole number, ${range(holeNumber)}; one row per hole` },
  { name: 'Par', text: range(par) },
  { name: 'Mens_HDCP', text: `stroke index, each of ${range(handicapIndex)} once` },
  { name: '<Tee>_Yardage', text: `one column per tee, ${range(yardage)} yards; Blue_Yardage is the Blue tee` },
  { name: 'Womens_Par, Womens_HDCP', text: 'optional: the women\'s par and stroke index where they differ' },
];

/** How a course CSV is laid out (product §G5), with an example to download. */
export function CsvFormatHelp() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <FileSpreadsheetIcon className="size-5 text-primary" aria-hidden />
          CSV format
        </CardTitle>
        <CardDescription>Export the scorecard from your spreadsheet as CSV, with these columns in the first row:</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <dl className="grid gap-2">
          {columns.map((column) => (
            <div key={column.name}>
              <dt className="inline font-mono text-xs font-semibold">{column.name}</dt>
              <dd className="inline text-muted-foreground"> – {column.text}</dd>
            </div>
          ))}
        </dl>
        <p className="text-muted-foreground">
          Rows labelled <span className="font-mono text-xs">Out</span>, <span className="font-mono text-xs">In</span> and{' '}
          <span className="font-mono text-xs">Total</span> are skipped. Files up to 1 MB.
        </p>
        <p className="text-muted-foreground">
          To rate the tees, add rows labelled <span className="font-mono text-xs">Rating</span> and{' '}
          <span className="font-mono text-xs">Slope</span> (and <span className="font-mono text-xs">Womens_Rating</span>,{' '}
          <span className="font-mono text-xs">Womens_Slope</span>, <span className="font-mono text-xs">Front_Rating</span>,{' '}
          <span className="font-mono text-xs">Back_Slope</span>...) with each tee&apos;s value in its yardage column: a rating
          from 50.0 to 90.0 (a nine&apos;s 25.0 to 45.0), a slope from 55 to 155. Leave a cell blank where a tee has none.
        </p>
        {/* A line too long for a phone (the header at 390 px) wraps after a comma, never inside a column name, and
            its continuation is indented so it does not read as a new row (issue 12: it was cut mid-word). */}
        <pre className="overflow-x-auto rounded-lg bg-muted px-3 py-2 font-mono text-xs leading-relaxed whitespace-pre-wrap" aria-label="Example file, first lines">
          {preview.map((cells, row) => (
            <span key={row} className="block pl-4 -indent-4">
              {cells.map((cell, column) => (
                <span key={column} className="inline-block indent-0">
                  {cell}
                </span>
              ))}
            </span>
          ))}
        </pre>
        <Button asChild variant="outline" className="w-full sm:w-auto sm:justify-self-start">
          <a href={exampleCourseCsvHref()} download={EXAMPLE_CSV_FILE_NAME}>
            <DownloadIcon aria-hidden />
            Download example CSV
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
