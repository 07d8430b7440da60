import { z } from 'zod';
import { FIELD_ERRORS, OPTION_LABELS, STRUCTURE_TYPE_LABELS, format } from '../messages';

/** The Italian labels of enums' values, registered beside the schemas that use them (registerOptionLabels). */
const optionLabels: Array<Readonly<Record<string, string>>> = [];

/**
 * Register the Italian labels of an enum's values: a field error about that enum lists the labels, never the codes
 * ("scegliere tra Riuscito, Fallito, Negato", not "ok, failed, denied").
 */
export function registerOptionLabels(...maps: Array<Readonly<Record<string, string>>>) {
  for (const m of maps) if (!optionLabels.includes(m)) optionLabels.push(m);
}
registerOptionLabels(OPTION_LABELS.contestWhen, OPTION_LABELS.exportFormat, STRUCTURE_TYPE_LABELS);

/**
 * A value outside an enum: its options by their Italian labels (the registered map with exactly these values, else
 * one holding them all); a sort key outside its whitelist, or a yes/no, in words; codes the screens show as they are
 * (BOZZA, PGS: capitals, digits, `_`) listed; any other code (English identifiers) never shown.
 */
function optionMessage(values: string[]): string {
  const holds = (m: Readonly<Record<string, string>>) => values.every((v) => Object.hasOwn(m, v));
  const labels = optionLabels.find((m) => holds(m) && Object.keys(m).length === values.length) ?? optionLabels.find(holds);
  if (labels) return format(FIELD_ERRORS.OPTION_INVALID, { options: values.map((v) => labels[v]).join(', ') });
  if (values.some((v) => v.startsWith('-'))) return FIELD_ERRORS.SORT_INVALID;
  if (values.length === 2 && values.includes('true') && values.includes('false')) return FIELD_ERRORS.BOOLEAN_EXPECTED;
  if (values.every((v) => /^[A-Z0-9_]+$/.test(v))) return format(FIELD_ERRORS.OPTION_INVALID, { options: values.join(', ') });
  return FIELD_ERRORS.OPTION_NOT_ALLOWED;
}

/**
 * zod's error map, in the words of the catalogue: a field error names the rule in Italian, never zod's developer
 * wording ("Input non valido: atteso string, ricevuto undefined"). A message given in a schema wins.
 */
export function fieldMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return FIELD_ERRORS.REQUIRED;
      switch (issue.expected) {
        case 'string':
          return FIELD_ERRORS.TEXT_REQUIRED;
        case 'number':
        case 'bigint':
          return FIELD_ERRORS.NUMBER_EXPECTED;
        case 'int':
          return FIELD_ERRORS.INTEGER_EXPECTED;
        case 'boolean':
          return FIELD_ERRORS.BOOLEAN_EXPECTED;
        case 'array':
          return FIELD_ERRORS.LIST_EXPECTED;
        case 'object':
        case 'record':
          return FIELD_ERRORS.OBJECT_EXPECTED;
        case 'date':
          return FIELD_ERRORS.DATETIME_INVALID;
        default:
          return FIELD_ERRORS.INVALID;
      }
    }
    case 'too_small': {
      const min = String(issue.minimum);
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? FIELD_ERRORS.REQUIRED : format(FIELD_ERRORS.TEXT_TOO_SHORT, { min });
      if (issue.origin === 'array' || issue.origin === 'set') return format(FIELD_ERRORS.LIST_TOO_SHORT, { min });
      return format(FIELD_ERRORS.NUMBER_TOO_SMALL, { min });
    }
    case 'too_big': {
      const max = String(issue.maximum);
      if (issue.origin === 'string') return format(FIELD_ERRORS.TEXT_TOO_LONG, { max });
      if (issue.origin === 'array' || issue.origin === 'set') return format(FIELD_ERRORS.LIST_TOO_LONG, { max });
      return format(FIELD_ERRORS.NUMBER_TOO_BIG, { max });
    }
    case 'invalid_value':
      return optionMessage(issue.values.map(String));
    case 'invalid_format':
      return issue.format === 'date' ? FIELD_ERRORS.DATE_INVALID : issue.format === 'datetime' ? FIELD_ERRORS.DATETIME_INVALID : FIELD_ERRORS.FORMAT_INVALID;
    case 'unrecognized_keys':
      return FIELD_ERRORS.UNKNOWN_FIELD;
    case 'not_multiple_of':
      return FIELD_ERRORS.INTEGER_EXPECTED;
    default:
      return FIELD_ERRORS.INVALID;
  }
}

/** Install the map (the domain index does it once, for the browser and the server). */
export function installFieldMessages() {
  z.config({ customError: (issue) => fieldMessage(issue) });
}
