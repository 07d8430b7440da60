// The catalogue's Italian texts for the schemas' own messages are installed by ./zod, which every schema imports.
export * from './games';
export * from './enums';
export * from './params';
export * from './permissions';
export * from './messages';
export * from './password';
export * from './provinces';
export * from './italy';
export * from './schemas/common';
export * from './schemas/zod-messages';
export * from './schemas/auth';
export * from './schemas/users';
export * from './engine';
export * from './schemas/structures';
export * from './image';
export * from './links';
export * from './outlet-links';
export * from './schemas/notifications';
export * from './schemas/awards';
export * from './schemas/publication';
// Totocalcio's create request and pricing (schemas/totocalcio), the dashboards (schemas/dashboard) and the outlet's
// board, proposals and syndicate (schemas/outlet) are imported by path, so they stay out of the browser's entry graph
// (bundle budgets); the stored shapes are here.
export * from './schemas/totocalcio-core';
export * from './graphics/palette';
export * from './graphics/metrics';
export * from './graphics/render';
export * from './schemas/graphics';
export * from './graphics/demo';
export * from './schemas/views';
