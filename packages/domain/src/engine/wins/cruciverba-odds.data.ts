import type { ListAggregate } from './odds';

/**
 * Odds aggregates of a lone cruciverba per side D (every grid of one side has the same odds), built offline by
 * build-cruciverba-odds.ts from cruciverbaAggregate(D); D = 6 is checked against a fresh computation in
 * odds.test.ts. Generated data: do not edit by hand.
 */
export const CRUCIVERBA_ODDS: Readonly<Record<number, ListAggregate>> = {
  6: {"present":[[1,36,630,7140,58905,376992,1947522],[0,36,630,7140,58848,376992,1946976],[0,0,210,4860,51675,359856,1908858],[0,0,0,280,8400,115800,972240],[0,0,0,0,210,6300,91350],[0,0,0,0,0,84,2520],[0,0,0,0,0,0,14]],"sixth":[0,0,0,0,0,84,2520],"sixthOne":[0,0,0,0,0,84,2520]},
  7: {"present":[[1,49,1176,18424,211876,1906884,13983816],[0,49,1176,18424,211876,1906884,13983816],[0,0,336,11960,187944,1861536,13928616],[0,0,0,560,24080,488130,6161686],[0,0,0,0,560,23856,496272],[0,0,0,0,0,336,14224],[0,0,0,0,0,0,112]],"sixth":[0,0,0,0,0,672,28336],"sixthOne":[0,0,0,0,0,0,112]},
};
