import type { LastAccessChannels } from '@bacheca/domain';
import { formatDateTime } from '../lib/format';
import { DetailItem, DetailList } from './detail-list';

/** The channels of spec §3, in their order. */
export const ACCESS_CHANNELS: ReadonlyArray<{ key: keyof LastAccessChannels; label: string }> = [
  { key: 'web', label: 'Web' },
  { key: 'tg', label: 'TG' },
  { key: 'tgBest', label: 'TgBest' },
  { key: 'vtg', label: 'VTG' },
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
          value={formatDateTime(value[c.key], 'Mai')}
          testId={`last-access-${c.key}`}
          nowrap
        />
      ))}
    </DetailList>
  );
}
