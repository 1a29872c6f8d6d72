/**
 * The column counts a grid of `count` cards may use, widest first: those that leave no card alone on the
 * last row. Where every count between 1 and `max` would leave one, two columns still beat a single one.
 */
export function balancedColumns(count: number, max = 4): number[] {
  const widest = Math.max(1, Math.min(count, max));
  const columns: number[] = [];
  for (let c = widest; c >= 2; c -= 1) {
    if (count % c !== 1) columns.push(c);
  }
  if (count > 3 && !columns.some((c) => c <= 3)) columns.push(2);
  columns.push(1);
  return columns;
}
