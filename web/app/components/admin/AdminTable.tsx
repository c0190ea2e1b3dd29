import type { ReactNode } from 'react';

/**
 * A back-office table: a labelled region that scrolls sideways on a phone (the page itself never
 * does), its column headings, and the given rows; the empty message when there are none.
 */
export function AdminTable({ label, columns, empty, rows }: { label: string; columns: ReactNode[]; empty: string; rows: ReactNode[] }) {
  if (!rows.length) return <p className="muted">{empty}</p>;
  return (
    // A scrolling region must take focus so a keyboard can scroll it (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
      <table className="article-table admin-table">
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th scope="col" key={i}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows}</tbody>
      </table>
    </div>
  );
}
