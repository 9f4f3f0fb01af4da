/**
 * A mixed-integer program under construction: columns (variables) with bounds, objective and
 * integrality, and rows (constraints) as sparse sums with lower/upper limits. It knows nothing
 * of football; the draft and transfer models write into it, and `highs/run-highs.ts` hands the
 * finished arrays to HiGHS as they are (no LP text to print and parse again).
 */
export interface Term {
  column: number;
  coefficient: number;
}

export interface ColumnSpec {
  lower?: number;
  upper?: number;
  /** Objective coefficient; the model is always maximised. */
  profit?: number;
  integer?: boolean;
}

export interface LinearModel {
  columns: number;
  rows: number;
  integers: number;
  profit: Float64Array;
  columnLower: Float64Array;
  columnUpper: Float64Array;
  integrality: Int32Array;
  rowLower: Float64Array;
  rowUpper: Float64Array;
  /** Compressed sparse rows. */
  rowStarts: Int32Array;
  rowColumns: Int32Array;
  rowValues: Float64Array;
}

export class ModelBuilder {
  private readonly profit: number[] = [];
  private readonly lower: number[] = [];
  private readonly upper: number[] = [];
  private readonly integer: number[] = [];
  private readonly rowLower: number[] = [];
  private readonly rowUpper: number[] = [];
  private readonly starts: number[] = [0];
  private readonly indices: number[] = [];
  private readonly values: number[] = [];

  get columnCount(): number {
    return this.profit.length;
  }

  get rowCount(): number {
    return this.rowLower.length;
  }

  addColumn(spec: ColumnSpec = {}): number {
    this.profit.push(spec.profit ?? 0);
    this.lower.push(spec.lower ?? 0);
    this.upper.push(spec.upper ?? 1);
    this.integer.push(spec.integer ? 1 : 0);
    return this.profit.length - 1;
  }

  addProfit(column: number, profit: number): void {
    this.profit[column] += profit;
  }

  fixColumn(column: number, value: number): void {
    this.lower[column] = value;
    this.upper[column] = value;
  }

  /** Adds `lower <= sum(terms) <= upper` (either side may be infinite) and answers its index. */
  addRow(terms: readonly Term[], lower: number, upper: number): number {
    const merged = new Map<number, number>();
    for (const t of terms) merged.set(t.column, (merged.get(t.column) ?? 0) + t.coefficient);
    for (const [column, coefficient] of [...merged].sort((a, b) => a[0] - b[0])) {
      if (coefficient === 0) continue;
      this.indices.push(column);
      this.values.push(coefficient);
    }
    this.starts.push(this.indices.length);
    this.rowLower.push(lower);
    this.rowUpper.push(upper);
    return this.rowLower.length - 1;
  }

  build(): LinearModel {
    return {
      columns: this.profit.length,
      rows: this.rowLower.length,
      integers: this.integer.reduce((n, i) => n + i, 0),
      profit: Float64Array.from(this.profit),
      columnLower: Float64Array.from(this.lower),
      columnUpper: Float64Array.from(this.upper),
      integrality: Int32Array.from(this.integer),
      rowLower: Float64Array.from(this.rowLower),
      rowUpper: Float64Array.from(this.rowUpper),
      rowStarts: Int32Array.from(this.starts),
      rowColumns: Int32Array.from(this.indices),
      rowValues: Float64Array.from(this.values),
    };
  }
}

/** `{column, coefficient}` for a list of columns with one coefficient. */
export const sumOf = (columns: readonly number[], coefficient = 1): Term[] => columns.map((column) => ({ column, coefficient }));
