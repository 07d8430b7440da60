import { CONCESSIONS } from '@bacheca/domain/enums';
import { BoolSelect } from '../../../components/bool-select';
import { DateFilter, dayRangeError } from '../../../components/date-filter';
import { FilterBar } from '../../../components/filter-bar';
import { FilterTextField } from '../../../components/filter-text-field';
import { optionsOf, SelectFilter } from '../../../components/select-filter';
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
  return (
    <FilterBar onReset={onReset} canReset={hasRicevitorieFilters(search)}>
      <FilterTextField label="Cerca" placeholder="Parole: IVR, nome, città…" value={search.q} onCommit={(q) => onChange({ q })} width={220} data-testid="filter-q" />
      <FilterTextField label="Codice IVR" value={search.ivrCode} onCommit={(ivrCode) => onChange({ ivrCode })} width={130} data-testid="filter-ivrCode" />
      <FilterTextField label="Denominazione" value={search.denomination} onCommit={(denomination) => onChange({ denomination })} data-testid="filter-denomination" />
      <FilterTextField label="Città" value={search.city} onCommit={(city) => onChange({ city })} width={150} data-testid="filter-city" />
      <FilterTextField label="Provincia" placeholder="RM" value={search.province} onCommit={(province) => onChange({ province: province?.toUpperCase() })} width={100} data-testid="filter-province" />
      <SelectFilter label="Regione" value={search.region} options={optionsOf(REGIONS)} onChange={(region) => onChange({ region })} {...OUTLET_SELECT} minWidth={170} data-testid="filter-region" />
      <SelectFilter label="Zona" value={search.zone} options={ZONES} onChange={(zone) => onChange({ zone })} {...OUTLET_SELECT} data-testid="filter-zone" />
      <SelectFilter
        label="Concessione"
        value={search.concession}
        options={optionsOf(CONCESSIONS)}
        onChange={(concession) => onChange({ concession })}
        {...OUTLET_SELECT}
        data-testid="filter-concession"
      />
      <BoolSelect label="Abilitata" value={search.enabled} onChange={(enabled) => onChange({ enabled })} data-testid="filter-enabled" />
      <BoolSelect label="Attiva" value={search.active} onChange={(active) => onChange({ active })} data-testid="filter-active" />
      <BoolSelect label="Bloccata" value={search.blocked} onChange={(blocked) => onChange({ blocked })} data-testid="filter-blocked" />
      <BoolSelect label="Bacheca SIP" value={search.sip} onChange={(sip) => onChange({ sip })} data-testid="filter-sip" />
      <BoolSelect label="Bacheca TCAL" value={search.tcal} onChange={(tcal) => onChange({ tcal })} data-testid="filter-tcal" />
      <BoolSelect label="Bacheca TGOL" value={search.tgol} onChange={(tgol) => onChange({ tgol })} data-testid="filter-tgol" />
      <DateFilter label="Ultimo accesso dal" value={search.lastAccessFrom} onChange={(lastAccessFrom) => onChange({ lastAccessFrom })} testId="filter-lastAccessFrom" />
      <DateFilter label="Ultimo accesso al" value={search.lastAccessTo} onChange={(lastAccessTo) => onChange({ lastAccessTo })} testId="filter-lastAccessTo" error={dayRangeError(search.lastAccessFrom, search.lastAccessTo)} />
    </FilterBar>
  );
}
