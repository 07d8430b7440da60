import { CONCESSIONS } from '@bacheca/domain/enums';
import { RICEVITORIE_TEXTS as T } from '@bacheca/domain/messages-ricevitorie';
import { DateFilter, dayRangeError } from '../../../components/date-filter';
import { FilterBar } from '../../../components/filter-bar';
import { filterFields } from '../../../components/filter-fields';
import { FilterTextField } from '../../../components/filter-text-field';
import { optionsOf } from '../../../components/select-filter';
import { REGIONS, ZONES } from '@bacheca/domain/italy';
import { RICEVITORE_FIELD_LABELS as L } from '../../../lib/outlet-field-labels';
import { hasRicevitorieFilters, type RicevitorieSearch } from '../search';

export interface RicevitorieFiltersProps {
  search: RicevitorieSearch;
  onChange: (changes: Partial<RicevitorieSearch>) => void;
  onReset: () => void;
}

/** The outlet list's selects: feminine "Tutte" (ricevitorie, regioni, zone, concessioni), label always above. */
const OUTLET_SELECT = { allLabel: T.FILTER_ALL, minWidth: 140, showAll: true } as const;

/** Every filter of the outlet list; each change is a navigation (the URL keeps them). */
export function RicevitorieFilters({ search, onChange, onReset }: RicevitorieFiltersProps) {
  const field = filterFields(search, onChange);
  return (
    <FilterBar onReset={onReset} canReset={hasRicevitorieFilters(search)}>
      {field.text('q', T.SEARCH, { placeholder: T.SEARCH_PLACEHOLDER, width: 220 })}
      {field.text('ivrCode', L.ivrCode, { width: 130 })}
      {field.text('denomination', L.denomination)}
      {field.text('city', L.city, { width: 150 })}
      <FilterTextField
        label={L.province}
        placeholder="RM"
        value={search.province}
        onCommit={(province) => onChange({ province: province?.toUpperCase() })}
        width={100}
        data-testid="filter-province"
      />
      {field.select('region', L.region, optionsOf(REGIONS), { ...OUTLET_SELECT, minWidth: 170 })}
      {field.select('zone', L.zone, ZONES, OUTLET_SELECT)}
      {field.select('concession', L.concession, optionsOf(CONCESSIONS), OUTLET_SELECT)}
      {field.bool('enabled', T.ENABLED)}
      {field.bool('active', T.ACTIVE)}
      {field.bool('blocked', T.BLOCKED)}
      {field.bool('sip', L.boardSip)}
      {field.bool('tcal', L.boardTcal)}
      {field.bool('tgol', L.boardTgol)}
      <DateFilter
        label={T.LAST_ACCESS_FROM}
        value={search.lastAccessFrom}
        onChange={(lastAccessFrom) => onChange({ lastAccessFrom })}
        testId="filter-lastAccessFrom"
      />
      <DateFilter
        label={T.LAST_ACCESS_TO}
        value={search.lastAccessTo}
        onChange={(lastAccessTo) => onChange({ lastAccessTo })}
        testId="filter-lastAccessTo"
        error={dayRangeError(search.lastAccessFrom, search.lastAccessTo)}
      />
    </FilterBar>
  );
}
