/**
 * Italian texts of the layout of the pages outside the app (login, forced password change, privacy and cookie
 * pages): the footer's links. Those pages (lazily loaded routes) import them by path; the login's budget is tight.
 */

export const LOGIN_LINK = 'Accesso';
export const PRIVACY_LINK = 'Informativa privacy';
export const COOKIE_LINK = 'Cookie policy';
