/** Injection tokens for the validated configuration objects. */
export const APP_CONFIG = Symbol('APP_CONFIG');
export const SITE_CONFIG = Symbol('SITE_CONFIG');
