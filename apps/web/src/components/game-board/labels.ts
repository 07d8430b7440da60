import type {
  AutomaticOption,
  BoardType,
  ConstraintRule,
  ModuleType,
  StructureStatus,
  StructureType,
} from '@bacheca/domain';
import { GRAPHIC_TEMPLATES } from '@bacheca/domain/enums';
import { STRUCTURE_TYPE_LABELS as STRUCTURE_TYPE_TEXTS } from '@bacheca/domain/messages';
import * as TEXTS from '@bacheca/domain/messages-board-labels';
import { PROPOSAL_CHANNELS, SALES_CHANNELS } from '@bacheca/domain/schemas/structures';

/**
 * Italian labels of the structure and system vocabulary (spec §3, docs/domain.md §3, §7, §8), shared by the
 * structure, system and archive screens: the catalogue's words (messages-board-labels.ts), typed by the domain's codes.
 */

export const STATUS_LABELS: Record<StructureStatus, string> = {
  BOZZA: 'BOZZA',
  ASSOCIATA: 'ASSOCIATA',
  COMPLETATA: 'COMPLETATA',
  CANCELLATA: 'CANCELLATA',
};

export const BOARD_LABELS: Record<BoardType, string> = TEXTS.BOARD_TYPE_LABELS;

export const STRUCTURE_TYPE_LABELS: Record<StructureType, string> = STRUCTURE_TYPE_TEXTS;

export const MODULE_TYPE_LABELS: Record<ModuleType, string> = TEXTS.MODULE_TYPE_LABELS;

export const PROPOSAL_CHANNEL_LABELS: Record<(typeof PROPOSAL_CHANNELS)[number], string> =
  TEXTS.PROPOSAL_CHANNEL_LABELS;

export const SALES_CHANNEL_LABELS: Record<(typeof SALES_CHANNELS)[number], string> = TEXTS.SALES_CHANNEL_LABELS;

export const GRAPHIC_TEMPLATE_LABELS: Record<(typeof GRAPHIC_TEMPLATES)[number], string> =
  TEXTS.GRAPHIC_TEMPLATE_LABELS;

export const VISIBILITY_OPTIONS = ['BACKOFFICE', 'VETRINA', 'NESSUNA'] as const;
export type Visibility = (typeof VISIBILITY_OPTIONS)[number];
export const VISIBILITY_LABELS: Record<Visibility, string> = TEXTS.VISIBILITY_LABELS;

export const AUTOMATIC_OPTION_LABELS: Record<AutomaticOption, string> = {
  onlyEven: TEXTS.AUTOMATIC_ONLY_EVEN,
  onlyOdd: TEXTS.AUTOMATIC_ONLY_ODD,
  firstHalf: TEXTS.AUTOMATIC_FIRST_HALF,
  secondHalf: TEXTS.AUTOMATIC_SECOND_HALF,
  finals: TEXTS.AUTOMATIC_FINALS,
  tens: TEXTS.AUTOMATIC_TENS,
  twins: TEXTS.AUTOMATIC_TWINS,
  convertible: TEXTS.AUTOMATIC_CONVERTIBLE,
};

/** The rule of the constraints check that failed, named for the user. */
export const CONSTRAINT_RULE_LABELS: Record<ConstraintRule, string> = TEXTS.CONSTRAINT_RULE_LABELS;

/** "Sì" / "No". */
export const yesNo = (v: boolean) => (v ? TEXTS.YES : TEXTS.NO);
