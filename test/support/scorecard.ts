/** A valid 18-hole scorecard CSV with the given tees; yardage grows with the tee's base so tees sort predictably. */
export function scorecardCsv(tees: Array<{ name: string; base: number }>, edit?: (cells: string[], hole: number) => void): string {
  const indexes = [7, 3, 15, 1, 11, 17, 5, 13, 9, 8, 2, 16, 6, 12, 18, 4, 14, 10];
  const pars = [4, 4, 3, 5, 4, 3, 4, 5, 4, 4, 5, 3, 4, 4, 3, 5, 4, 4];
  const lines = [['Hole', 'Par', 'Mens_HDCP', ...tees.map((t) => `${t.name}_Yardage`)].join(',')];
  for (let hole = 1; hole <= 18; hole += 1) {
    const cells = [String(hole), String(pars[hole - 1]), String(indexes[hole - 1]), ...tees.map((t) => String(t.base + hole))];
    edit?.(cells, hole);
    lines.push(cells.join(','));
  }
  return lines.join('\n');
}
