import { z } from 'zod';

// Italian texts for the schemas' own messages, in the browser and on the server alike.
z.config(z.locales.it());

export * from './games';
export * from './permissions';
export * from './messages';
export * from './password';
export * from './schemas/common';
export * from './schemas/auth';
export * from './schemas/users';
export * from './engine';
export * from './schemas/structures';
