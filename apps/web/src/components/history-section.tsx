import { useState } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import type { HistoryResponse } from '@bacheca/domain';
import { BoardSection } from './game-board/board-detail';
import { HistoryTable } from './history-table';
import { Section } from './section';
import * as HISTORY_TEXTS from '@bacheca/domain/messages-history';

export interface HistorySectionProps<TKey extends QueryKey> {
  /** The feature's query of one page of the record's history. */
  historyQuery: (page: number) => UseQueryOptions<HistoryResponse, Error, HistoryResponse, TKey>;
  testId: string;
  /**
   * `account` (staff users and outlets) or `board` (structures and systems: the boards' frame, and a failed load
   * said in words). Both word the entries with the one audit presenter.
   */
  kind: 'account' | 'board';
  /** Board frame only: stretch to the grid row's height. */
  fill?: boolean;
}

/** "Storico delle modifiche" of a detail page: its own page state, one query per page. */
export function HistorySection<TKey extends QueryKey>({ historyQuery, testId, kind, fill }: HistorySectionProps<TKey>) {
  const [page, setPage] = useState(1);
  const history = useQuery(historyQuery(page));
  if (kind === 'account')
    return (
      <Section title={HISTORY_TEXTS.TITLE} testId={testId}>
        <HistoryTable data={history.data} loading={history.isLoading} onPageChange={setPage} />
      </Section>
    );
  return (
    <BoardSection fill={fill} title={HISTORY_TEXTS.TITLE} testId={testId}>
      {history.isError ? (
        <Typography color="text.secondary">{HISTORY_TEXTS.UNAVAILABLE}</Typography>
      ) : (
        <HistoryTable data={history.data} loading={history.isLoading} onPageChange={setPage} />
      )}
    </BoardSection>
  );
}
