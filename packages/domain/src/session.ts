/**
 * The cookies that carry a session in the browser (spec §3: "stored in two cookies, one for the token and one for the
 * expiry date"). The web app writes them (apps/web/src/lib/session/cookies.ts); the server only looks at whether the
 * first is there, to send a visitor without one the login page already drawn (apps/server/src/app.ts).
 */
export const TOKEN_COOKIE = 'bdr_token';
/** The instant the token expires, ISO 8601 in UTC. */
export const TOKEN_EXP_COOKIE = 'bdr_token_exp';
