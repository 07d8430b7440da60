import type { LastAccessChannels } from '@bacheca/domain';
import { formatDateTime } from '../lib/format';
import { DetailItem, DetailList } from './detail-list';
import * as T from '@bacheca/domain/messages-account-state';

/** The channels of spec §3, in their order. */
export const ACCESS_CHANNELS: ReadonlyArray<{ key: keyof LastAccessChannels; label: string }> = [
  { key: 'web', label: T.CHANNEL_WEB },
  { key: 'tg', label: T.CHANNEL_TG },
  { key: 'tgBest', label: T.CHANNEL_TG_BEST },
  { key: 'vtg', label: T.CHANNEL_VTG },
];

/**
 * Last access per channel (Web, TG, TgBest, VTG): as many columns as a date and time fit in on one line (a narrow
 * side column at 1600 px broke them inside the value).
 */
export function LastAccessList({ value }: { value: LastAccessChannels }) {
  return (
    <DetailList minColumnWidth="9.5rem">
      {ACCESS_CHANNELS.map((c) => (
        <DetailItem
          key={c.key}
          label={c.label}
          value={formatDateTime(value[c.key], T.NEVER)}
          testId={`last-access-${c.key}`}
          nowrap
        />
      ))}
    </DetailList>
  );
}
