/**
 * The outlet's self-service pages as one lazily loaded chunk: three small pages behind one dynamic
 * import keep the route tree, which the login loads, a few bytes lighter than three imports.
 */
export { StatementPage } from './statement-page';
export { NotificationArchivePage } from './notification-archive-page';
export { OutletProfilePage } from './profile-page';
