import { canWrite, type Actor } from '../../lib/access';

/** The registry import (preview and apply) needs the right to insert outlets; the export only to read them. */
export function canImportRegistry(actor: Actor | null | undefined): boolean {
  return canWrite(actor, 'crud_insert_ricevitore');
}
