export const POSTGRES_BIN: string;
export const POSTGRES_MISSING: string;
export function postgresInstalled(): boolean;
