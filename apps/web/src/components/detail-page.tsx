import type { ReactNode } from 'react';
import type { RegisteredRouter, ValidateLinkOptions } from '@tanstack/react-router';
import Alert from '@mui/material/Alert';
import { errorText } from '../lib/api-client';
import { RouterLink } from './router-link';
import { Loading } from './loading';
import { PageHeader } from './page-header';
import * as DETAIL_TEXTS from '@bacheca/domain/messages-detail';

export interface DetailPageProps<T, TRouter extends RegisteredRouter = RegisteredRouter, TBack = unknown> {
  /** The record's query (TanStack Query's result, or anything with the same three fields). */
  query: { isLoading: boolean; data: T | undefined; error: unknown };
  /** The page title while the record is missing. */
  title: string;
  /** Where "Torna all'elenco" leads, when the page offers it: a route link (`to`, `params`, `search`), type-checked. */
  back?: ValidateLinkOptions<TRouter, TBack>;
  /** The page, once the record is there. */
  children: (record: T) => ReactNode;
}

/**
 * The scaffold of a detail page: a spinner while the record loads, its title with the error (and the way back to
 * the list) when it cannot be loaded, the page itself when it is there.
 */
export function DetailPage<T, TRouter extends RegisteredRouter, TBack>(
  props: DetailPageProps<T, TRouter, TBack>,
): ReactNode;
export function DetailPage<T>({ query, title, back, children }: DetailPageProps<T>): ReactNode {
  if (query.isLoading) return <Loading />;
  if (!query.data)
    return (
      <>
        <PageHeader title={title} />
        <Alert severity="error" sx={back ? { mb: 2 } : undefined} data-testid="detail-error">
          {errorText(query.error)}
        </Alert>
        {back ? <RouterLink {...back}>{DETAIL_TEXTS.BACK_TO_LIST}</RouterLink> : null}
      </>
    );
  return <>{children(query.data)}</>;
}
