import { format } from '@bacheca/domain/messages';
import * as TEXTS from '@bacheca/domain/messages-board-wins';

/** The Italian words of the board's "Vincite" tab and its win notices (the catalogue's, in the shape the pages read). */
export const WINS_COPY = {
  tabBoard: TEXTS.WINS_TAB_BOARD,
  tabWins: TEXTS.WINS_TAB_WINS,
  noticeTitle: TEXTS.WINS_NOTICE_TITLE,
  notice: (contests: string) => format(TEXTS.WINS_NOTICE, { contests }),
  noticeOpen: TEXTS.WINS_NOTICE_OPEN,
  noticeSeen: TEXTS.WINS_NOTICE_SEEN,
  noticeSimulated: TEXTS.WINS_NOTICE_SIMULATED,
  holdingsTitle: TEXTS.WINS_HOLDINGS_TITLE,
  holdingsEmpty: TEXTS.WINS_HOLDINGS_EMPTY,
  contestTitle: TEXTS.WINS_CONTEST_TITLE,
  contestLabel: TEXTS.WINS_CONTEST_LABEL,
  contestNone: TEXTS.WINS_CONTEST_NONE,
  contestEmpty: TEXTS.WINS_CONTEST_EMPTY,
  winsColumn: TEXTS.WINS_COLUMN,
  associatedWin: TEXTS.WINS_ASSOCIATED_WIN,
  system: TEXTS.WINS_SYSTEM,
  game: TEXTS.WINS_GAME,
  quotesHeld: TEXTS.WINS_QUOTES_HELD,
  perQuota: TEXTS.WINS_PER_QUOTA,
  holdingWorth: TEXTS.WINS_HOLDING_WORTH,
  total: TEXTS.WINS_TOTAL,
  myQuotes: TEXTS.WINS_MY_QUOTES,
  winning: (n: number) => (n === 1 ? TEXTS.WINS_WINNING_ONE : format(TEXTS.WINS_WINNING_MANY, { n: String(n) })),
  truncation: TEXTS.WINS_TRUNCATION,
} as const;
