// The name the in-force incidents' public cache is purged by (infrastructure/public-cache), on every instance.
export const IN_FORCE_CACHE = 'incidents:in-force';
