import { CONCESSIONS } from '@bacheca/domain/enums';
import { DateFilter, dayRangeError } from '../../../components/date-filter';
import { FilterBar } from '../../../components/filter-bar';
import { filterFields } from '../../../components/filter-fields';
import { FilterTextField } from '../../../components/filter-text-field';
import { optionsOf } from '../../../components/select-filter';
import { REGIONS, ZONES } from '@bacheca/domain/italy';
import { hasRicevitorieFilters, type RicevitorieSearch } from '../search';

export interface RicevitorieFiltersProps {
  search: RicevitorieSearch;
  onChange: (changes: Partial<RicevitorieSearch>) => void;
  onReset: () => void;
}

/** The outlet list's selects: feminine "Tutte" (ricevitorie, regioni, zone, concessioni), label always above. */
const OUTLET_SELECT = { allLabel: 'Tutte', minWidth: 140, showAll: true } as const;

/** Every filter of the outlet list; each change is a navigation (the URL keeps them). */
export function RicevitorieFilters({ search, onChange, onReset }: RicevitorieFiltersProps) {
  const field = filterFields(search, onChange);
  return (
    <FilterBar onReset={onReset} canReset={hasRicevitorieFilters(search)}>
      {field.text('q', 'Cerca', { placeholder: 'Parole: IVR, nome, città…', width: 220 })}
      {field.text('ivrCode', 'Codice IVR', { width: 130 })}
      {field.text('denomination', 'Denominazione')}
      {field.text('city', 'Città', { width: 150 })}
      <FilterTextField
        label="Provincia"
        placeholder="RM"
        value={search.province}
        onCommit={(province) => onChange({ province: province?.toUpperCase() })}
        width={100}
        data-testid="filter-province"
      />
      {field.select('region', 'Regione', optionsOf(REGIONS), { ...OUTLET_SELECT, minWidth: 170 })}
      {field.select('zone', 'Zona', ZONES, OUTLET_SELECT)}
      {field.select('concession', 'Concessione', optionsOf(CONCESSIONS), OUTLET_SELECT)}
      {field.bool('enabled', 'Abilitata')}
      {field.bool('active', 'Attiva')}
      {field.bool('blocked', 'Bloccata')}
      {field.bool('sip', 'Bacheca SIP')}
      {field.bool('tcal', 'Bacheca TCAL')}
      {field.bool('tgol', 'Bacheca TGOL')}
      <DateFilter
        label="Ultimo accesso dal"
        value={search.lastAccessFrom}
        onChange={(lastAccessFrom) => onChange({ lastAccessFrom })}
        testId="filter-lastAccessFrom"
      />
      <DateFilter
        label="Ultimo accesso al"
        value={search.lastAccessTo}
        onChange={(lastAccessTo) => onChange({ lastAccessTo })}
        testId="filter-lastAccessTo"
        error={dayRangeError(search.lastAccessFrom, search.lastAccessTo)}
      />
    </FilterBar>
  );
}
