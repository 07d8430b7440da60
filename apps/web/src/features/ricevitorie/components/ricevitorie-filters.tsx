import { CONCESSIONS } from '@bacheca/domain/enums';
import { DateFilter, dayRangeError } from '../../../components/date-filter';
import { FilterBar } from '../../../components/filter-bar';
import { filterFields } from '../../../components/filter-fields';
import { FilterTextField } from '../../../components/filter-text-field';
import { optionsOf } from '../../../components/select-filter';
import { REGIONS, ZONES } from '@bacheca/domain/italy';
import * as T from '@bacheca/domain/messages-ricevitorie';
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
      {field.text('q', T.FILTER_SEARCH, { placeholder: T.FILTER_SEARCH_PLACEHOLDER, width: 220 })}
      {field.text('ivrCode', T.IVR_CODE, { width: 130 })}
      {field.text('denomination', T.DENOMINATION)}
      {field.text('city', T.CITY, { width: 150 })}
      <FilterTextField
        label={T.FILTER_PROVINCE}
        placeholder={T.FILTER_PROVINCE_PLACEHOLDER}
        value={search.province}
        onCommit={(province) => onChange({ province: province?.toUpperCase() })}
        width={100}
        data-testid="filter-province"
      />
      {field.select('region', T.REGION, optionsOf(REGIONS), { ...OUTLET_SELECT, minWidth: 170 })}
      {field.select('zone', T.ZONE, ZONES, OUTLET_SELECT)}
      {field.select('concession', T.FILTER_CONCESSION, optionsOf(CONCESSIONS), OUTLET_SELECT)}
      {field.bool('enabled', T.ENABLED)}
      {field.bool('active', T.ACTIVE)}
      {field.bool('blocked', T.BLOCKED)}
      {field.bool('sip', T.FILTER_BOARD_SIP)}
      {field.bool('tcal', T.FILTER_BOARD_TCAL)}
      {field.bool('tgol', T.FILTER_BOARD_TGOL)}
      <DateFilter
        label={T.FILTER_LAST_ACCESS_FROM}
        value={search.lastAccessFrom}
        onChange={(lastAccessFrom) => onChange({ lastAccessFrom })}
        testId="filter-lastAccessFrom"
      />
      <DateFilter
        label={T.FILTER_LAST_ACCESS_TO}
        value={search.lastAccessTo}
        onChange={(lastAccessTo) => onChange({ lastAccessTo })}
        testId="filter-lastAccessTo"
        error={dayRangeError(search.lastAccessFrom, search.lastAccessTo)}
      />
    </FilterBar>
  );
}
