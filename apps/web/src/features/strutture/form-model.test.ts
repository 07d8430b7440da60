import { describe, expect, it } from 'vitest';
import { ERRORS } from '@bacheca/domain';
import {
  constraintErrors,
  defaultValues,
  engineErrors,
  errorsOfStep,
  schemaErrors,
  stepOfField,
  toRequest,
  type StructureFormValues,
} from './form-model';

function valid(over: Partial<StructureFormValues> = {}): StructureFormValues {
  return {
    ...defaultValues('superenalotto'),
    name: 'Integrale 10',
    shortDescription: 'Dieci numeri',
    extendedDescription: 'Sistema integrale di dieci numeri',
    tags: ['integrali'],
    proposalChannels: ['WEB'],
    salesChannel: 'RICEVITORIA',
    graphicTemplate: 'CLASSICO',
    ...over,
  };
}

describe('structure stepper validation (spec §5 messages)', () => {
  it('a complete SuperEnalotto structure passes the schema, the engine and the constraints', () => {
    const v = valid();
    expect(schemaErrors(v)).toEqual({});
    expect(engineErrors('superenalotto', v)).toEqual({});
    expect(constraintErrors('superenalotto', v)).toEqual({});
  });

  it('step 1: name, descriptions, tags, channels', () => {
    const e = schemaErrors(defaultValues('superenalotto'));
    expect(e.name).toBe(ERRORS.STRUCTURE_NAME_REQUIRED);
    expect(e.shortDescription).toBe(ERRORS.STRUCTURE_SHORT_DESCRIPTION_REQUIRED);
    expect(e.extendedDescription).toBe(ERRORS.STRUCTURE_EXTENDED_DESCRIPTION_REQUIRED);
    expect(e.tags).toBe(ERRORS.STRUCTURE_TAG_REQUIRED);
    expect(e.proposalChannels).toBe(ERRORS.STRUCTURE_CHANNEL_REQUIRED);
    expect(e.salesChannel).toBe(ERRORS.STRUCTURE_SALES_CHANNEL_REQUIRED);
    expect(e.graphicTemplate).toBe(ERRORS.STRUCTURE_TEMPLATE_REQUIRED);
    const long = schemaErrors(valid({ name: 'x'.repeat(51), shortDescription: 'y'.repeat(101) }));
    expect(long.name).toBe(ERRORS.STRUCTURE_NAME_TOO_LONG);
    expect(long.shortDescription).toBe(ERRORS.STRUCTURE_SHORT_DESCRIPTION_TOO_LONG);
    expect(Object.keys(errorsOfStep(e, 'creazione', false)).sort()).toEqual(
      ['extendedDescription', 'name', 'proposalChannels', 'salesChannel', 'shortDescription', 'tags'].sort(),
    );
  });

  it('step 2: quote 2–125, percentage 1–100, at least one module, SuperStar coherence', () => {
    expect(schemaErrors(valid({ quotes: 1 })).quotes).toBe(ERRORS.QUOTES_OUT_OF_RANGE);
    expect(schemaErrors(valid({ quotes: 126 })).quotes).toBe(ERRORS.QUOTES_OUT_OF_RANGE);
    expect(schemaErrors(valid({ quotes: Number.NaN })).quotes).toBe(ERRORS.QUOTES_REQUIRED);
    expect(schemaErrors(valid({ preassignedQuotesPercentage: 0 })).preassignedQuotesPercentage).toBe(
      ERRORS.PERCENTAGE_OUT_OF_RANGE,
    );
    expect(schemaErrors(valid({ preassignedQuotesPercentage: Number.NaN })).preassignedQuotesPercentage).toBe(
      ERRORS.PERCENTAGE_REQUIRED,
    );
    expect(schemaErrors(valid({ modules: [] })).modules).toBe(ERRORS.STRUCTURE_MODULE_REQUIRED);
    const stars = valid({
      structureType: 'ACCUMULO',
      modules: [
        { type: 'INTEGRALE', numerosity: 8, superstar: 1, singleStar: false },
        { type: 'INTEGRALE', numerosity: 8, superstar: 0, singleStar: false },
      ],
    });
    expect(schemaErrors(stars).modules).toBe(ERRORS.SUPERSTAR_NOT_COHERENT);
    expect(
      schemaErrors(valid({ modules: [{ type: 'INTEGRALE', numerosity: Number.NaN }] }))['modules.0.numerosity'],
    ).toContain('obbligatorio');
  });

  it("step 2: the engine's Italian errors land on their fields", () => {
    const e = engineErrors('superenalotto', valid({ modules: [{ type: 'INTEGRALE', numerosity: 200 }] }));
    expect(e.engine).toBe(ERRORS.NUMBERS_OUT_OF_RANGE);
    expect(e['modules.0.numerosity']).toBe('Valore ammesso da 7 a 90.');
    expect(stepOfField('modules.0.numerosity', false)).toBe('struttura');
  });

  it('step 3: the constraints check names the failing rule on the module', () => {
    const fixed = Array.from({ length: 11 }, (_, i) => i + 1);
    const v = valid({
      modules: [
        {
          type: 'INTEGRALE',
          numerosity: 10,
          superstar: 0,
          singleStar: false,
          constraints: { manual: { fixed, excluded: [] } },
        },
      ],
    });
    const e = constraintErrors('superenalotto', v);
    expect(e['modules.0.constraints']).toBe(ERRORS.CONSTRAINTS_NOT_VALID);
    expect(e['modules.0.constraints.manual.fixed']).toContain('11 numeri fissi');
    expect(stepOfField('modules.0.constraints.manual.fixed', false)).toBe('vincoli');
    const pool = constraintErrors(
      'superenalotto',
      valid({ modules: [{ type: 'INTEGRALE', numerosity: 10, constraints: { automatic: { twins: true } } }] }),
    );
    expect(pool['modules.0.constraints.manual']).toContain('vincoli automatici: 8;');
  });

  it('step 4: EuroJackpot euronumber errors belong to "Struttura Euronumeri"', () => {
    const v: StructureFormValues = {
      ...valid(),
      modules: [
        {
          type: 'EUROJACKPOT',
          numerosity: 10,
          euronumbers: 3,
          constraints: { euronumbers: { fixed: [1, 2, 3, 4], excluded: [] } },
        },
      ],
    };
    const e = constraintErrors('eurojackpot', v);
    expect(Object.keys(e)).toContain('modules.0.constraints.euronumbers');
    expect(stepOfField('modules.0.constraints.euronumbers.fixed', true)).toBe('euronumeri');
    expect(stepOfField('modules.0.euronumbers', true)).toBe('euronumeri');
  });

  it('sends compact constraints and no totals', () => {
    const req = toRequest(
      valid({
        modules: [
          {
            type: 'INTEGRALE',
            numerosity: 10,
            constraints: { automatic: { onlyEven: false, finals: [] }, manual: { fixed: [5, 3], excluded: [] } },
          },
        ],
      }),
      { draft: true },
    );
    expect(req.modules[0]).toEqual({
      type: 'INTEGRALE',
      numerosity: 10,
      constraints: { manual: { fixed: [3, 5], excluded: [] } },
    });
    expect(req.draft).toBe(true);
    expect(req).not.toHaveProperty('totals');
  });
});
