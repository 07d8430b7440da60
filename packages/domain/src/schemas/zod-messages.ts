import { z } from 'zod';
import { format } from '../messages';
import * as FIELD_ERRORS from '../messages-field-errors';

/** The Italian labels of enums' values, registered beside the schemas that use them (registerOptionLabels). */
const optionLabels: Array<Readonly<Record<string, string>>> = [];

/**
 * Register the Italian labels of an enum's values: a field error about that enum lists the labels, never the codes
 * ("scegliere tra Riuscito, Fallito, Negato", not "ok, failed, denied").
 */
export function registerOptionLabels(...maps: Array<Readonly<Record<string, string>>>) {
  optionLabels.push(...maps);
}

/**
 * A value outside an enum: its options by their Italian labels (the first registered map holding them all), or as
 * they are when the screens show them so (BOZZA, PGS: capitals, digits, `_`); a sort key outside its whitelist, or a
 * yes/no, in words; any other code (English identifiers) is never shown.
 */
function optionMessage(values: string[]): string {
  const labels = optionLabels.find((m) => values.every((v) => Object.hasOwn(m, v)));
  const options = labels ? values.map((v) => labels[v]) : values.every((v) => /^[A-Z0-9_]+$/.test(v)) ? values : null;
  if (options) return format(FIELD_ERRORS.OPTION_INVALID, { options: options.join(', ') });
  if (values.some((v) => v[0] === '-')) return FIELD_ERRORS.SORT_INVALID;
  return values.join() === 'true,false' ? FIELD_ERRORS.BOOLEAN_EXPECTED : FIELD_ERRORS.OPTION_NOT_ALLOWED;
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
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? FIELD_ERRORS.REQUIRED : format(FIELD_ERRORS.TEXT_TOO_SHORT, { min });
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
      return issue.format === 'date'
        ? FIELD_ERRORS.DATE_INVALID
        : issue.format === 'datetime'
          ? FIELD_ERRORS.DATETIME_INVALID
          : FIELD_ERRORS.FORMAT_INVALID;
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
