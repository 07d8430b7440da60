import type {
  AutomaticOption,
  BoardType,
  ConstraintRule,
  ModuleType,
  StructureStatus,
  StructureType,
} from '@bacheca/domain';
import { GRAPHIC_TEMPLATES } from '@bacheca/domain/enums';
import { PROPOSAL_CHANNELS, SALES_CHANNELS } from '@bacheca/domain/schemas/structures';

/**
 * Italian labels of the structure and system vocabulary (spec §3, docs/domain.md §3, §7, §8), shared by the
 * structure, system and archive screens.
 */

export const STATUS_LABELS: Record<StructureStatus, string> = {
  BOZZA: 'BOZZA',
  ASSOCIATA: 'ASSOCIATA',
  COMPLETATA: 'COMPLETATA',
  CANCELLATA: 'CANCELLATA',
};

export const BOARD_LABELS: Record<BoardType, string> = {
  STANDARD: 'Standard',
  SPECIALE: 'Speciale (caratura speciale)',
};

export const STRUCTURE_TYPE_LABELS: Record<StructureType, string> = {
  NON_ACCUMULO: 'Sistema non ad accumulo',
  ACCUMULO: 'Sistema ad accumulo',
  MULTISISTEMA_ACCUMULO: 'Multisistema ad accumulo',
};

export const MODULE_TYPE_LABELS: Record<ModuleType, string> = {
  INTEGRALE: 'Integrale',
  BASI_VARIANTI: 'Basi e varianti',
  RIDOTTO: 'Ridotto',
  CRUCIVERBA: 'Cruciverba',
  EUROJACKPOT: 'EuroJackpot',
};

export const PROPOSAL_CHANNEL_LABELS: Record<(typeof PROPOSAL_CHANNELS)[number], string> = {
  TERMINALE: 'Terminale',
  WEB: 'Web',
  APP: 'App',
};

export const SALES_CHANNEL_LABELS: Record<(typeof SALES_CHANNELS)[number], string> = {
  RICEVITORIA: 'Ricevitoria',
  ONLINE: 'Online',
  OMNICANALE: 'Omnicanale',
};

export const GRAPHIC_TEMPLATE_LABELS: Record<(typeof GRAPHIC_TEMPLATES)[number], string> = {
  CLASSICO: 'Classico',
  EVIDENZA: 'In evidenza',
  JACKPOT: 'Jackpot',
  SPECIALE: 'Speciale',
};

export const VISIBILITY_OPTIONS = ['BACKOFFICE', 'VETRINA', 'NESSUNA'] as const;
export type Visibility = (typeof VISIBILITY_OPTIONS)[number];
export const VISIBILITY_LABELS: Record<Visibility, string> = {
  BACKOFFICE: 'Backoffice',
  VETRINA: 'Vetrina',
  NESSUNA: 'Nessuna',
};

export const AUTOMATIC_OPTION_LABELS: Record<AutomaticOption, string> = {
  onlyEven: 'Solo pari',
  onlyOdd: 'Solo dispari',
  firstHalf: 'Prima metà',
  secondHalf: 'Seconda metà',
  finals: 'Finali',
  tens: 'Decine',
  twins: 'Gemelli',
  convertible: 'Convertibili',
};

/** The rule of the constraints check that failed, named for the user. */
export const CONSTRAINT_RULE_LABELS: Record<ConstraintRule, string> = {
  NUMBER_OUT_OF_RANGE: 'Numeri nell’intervallo del gioco',
  FIXED_AND_EXCLUDED: 'Nessun numero sia fisso sia escluso',
  OPTION_OUT_OF_RANGE: 'Finali e decine ammessi',
  TOO_MANY_FIXED: 'Numeri fissi non oltre la numerosità del modulo',
  POOL_TOO_SMALL: 'Numeri disponibili sufficienti dopo esclusioni e vincoli automatici',
};

/** "Sì" / "No". */
export const yesNo = (v: boolean) => (v ? 'Sì' : 'No');
