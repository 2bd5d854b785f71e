/**
 * A data table on react-aria-components with sortable columns: a column with `sort`
 * sorts when its header is pressed (again for the other direction), and the header says
 * which way. Arrow keys move between cells. Rows are `Row`s of `Cell`s in column order.
 */
import { useMemo, useState, type ReactNode } from "react";
import {
  Cell as AriaCell,
  type CellProps,
  Column,
  Row as AriaRow,
  type RowProps,
  type SortDescriptor,
  Table,
  TableBody,
  TableHeader,
} from "react-aria-components";

export interface TableColumn<T> {
  key: string;
  label: ReactNode;
  /** Ascending order; a column without it cannot be sorted. */
  sort?: (a: T, b: T) => number;
  numeric?: boolean;
  /** The cell that names the row for screen readers (one per table). */
  isRowHeader?: boolean;
}

interface DataTableProps<T> {
  label: string;
  columns: TableColumn<T>[];
  rows: T[];
  children: (row: T) => ReactNode;
  initialSort?: SortDescriptor;
  empty?: ReactNode;
  className?: string;
  /** Extra classes on the wrapper (for example `table-scroll`). */
  wrapClassName?: string;
}

export function DataTable<T>({
  label,
  columns,
  rows,
  children,
  initialSort,
  empty,
  className,
  wrapClassName,
}: DataTableProps<T>) {
  const [sort, setSort] = useState<SortDescriptor | undefined>(initialSort);
  const sorted = useMemo(() => {
    const compare = columns.find((column) => column.key === sort?.column)?.sort;
    if (!sort || !compare) return rows;
    const direction = sort.direction === "descending" ? -1 : 1;
    return [...rows].sort((a, b) => direction * compare(a, b));
  }, [rows, columns, sort]);

  return (
    <div className={wrapClassName ? `table-wrap ${wrapClassName}` : "table-wrap"}>
      <Table
        aria-label={label}
        className={className ? `data-table ${className}` : "data-table"}
        sortDescriptor={sort}
        onSortChange={setSort}
      >
        <TableHeader>
          {columns.map((column) => (
            <Column
              key={column.key}
              id={column.key}
              isRowHeader={column.isRowHeader}
              allowsSorting={column.sort !== undefined}
              className={column.numeric ? "num" : undefined}
            >
              {({ allowsSorting, sortDirection }) => (
                <span className="column-head">
                  {column.label}
                  {allowsSorting && (
                    <span className="sort-mark" aria-hidden="true">
                      {sortDirection === "ascending" ? "▲" : sortDirection === "descending" ? "▼" : "↕"}
                    </span>
                  )}
                </span>
              )}
            </Column>
          ))}
        </TableHeader>
        <TableBody renderEmptyState={empty === undefined ? undefined : () => empty}>
          {sorted.map((row) => children(row))}
        </TableBody>
      </Table>
    </div>
  );
}

export function Row(props: RowProps<object>) {
  return <AriaRow {...props} className="table-row" />;
}

export function Cell(props: CellProps & { "data-label"?: string }) {
  return <AriaCell {...props} />;
}

/** Sort helpers for `TableColumn.sort`: text in the reader's collation, decimal strings ("25000.00") by value. */
export const compareText = (a: string, b: string) => a.localeCompare(b);
export const compareDecimal = (a: string, b: string) => Number(a) - Number(b);
