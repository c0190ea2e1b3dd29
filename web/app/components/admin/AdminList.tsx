import type { ReactNode } from 'react';
import { Form } from '@remix-run/react';
import { ErrorAlert } from '~/components/ErrorAlert';
import { AdminFilters } from '~/components/admin/AdminFilters';
import { AdminHeading } from '~/components/admin/AdminHeading';
import { AdminTable } from '~/components/admin/AdminTable';
import { AdminPager } from '~/components/admin/Pager';

/**
 * A back-office list page: its heading, the filters the page gives, the CMS's refusal, how many
 * there are, the table (inside one form when its rows hold buttons that post) and the pager, which
 * is named after the page.
 */
export function AdminList({
  of: { data, filters: asked, error },
  words,
  lead,
  reset,
  filters,
  total,
  totalRole,
  form,
  columns,
  rows,
}: {
  /** The loader's answer: the CMS's page of rows, the filters it was asked with, its refusal. */
  of: { data: { page: number; total: number; page_size: number }; filters: Record<string, string>; error: string | null | undefined };
  words: { title: string; intro: string; tableLabel: string; empty: string };
  /** What the page shows between its heading and the filters. */
  lead?: ReactNode;
  /** The page's own address, which the filters' "clear" link goes to. */
  reset: string;
  filters: ReactNode;
  total: ReactNode;
  /** `status` where the count should be read out when the filters change it. */
  totalRole?: 'status';
  form?: boolean;
  columns: ReactNode[];
  rows: ReactNode[];
}) {
  const table = <AdminTable label={words.tableLabel} empty={words.empty} columns={columns} rows={rows} />;
  return (
    <>
      <AdminHeading title={words.title} intro={words.intro} />
      {lead}
      <AdminFilters reset={reset}>{filters}</AdminFilters>
      <ErrorAlert error={error} />
      <p role={totalRole}>{total}</p>
      {form ? <Form method="post">{table}</Form> : table}
      <AdminPager label={words.title} filters={asked} of={data} />
    </>
  );
}
