/** Integration tokens start with this, so the guard tells them from session JWTs at a glance. */
export const API_TOKEN_PREFIX = "nrc_";
