/**
 * zod for the domain's schemas, with the catalogue's Italian field messages installed (schemas/zod-messages.ts).
 * Every schema imports zod from here, so a page that imports one schema file by path (not the barrel, to keep its
 * bundle small) still speaks Italian.
 */
import { z } from 'zod';
import { installFieldMessages } from './schemas/zod-messages';

installFieldMessages();

export { z };
