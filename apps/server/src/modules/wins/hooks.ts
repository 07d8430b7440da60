/**
 * The hooks the draw results call inside their confirm and reopen transactions (issue 26). They live in
 * lib/wins-jobs.ts (a server module never imports another module); re-exported here for the wins module's readers.
 */
export { onResultConfirmed, onResultReopened, type ResultConfirmedEvent } from '../../lib/wins-jobs';
