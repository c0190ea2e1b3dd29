import type { ChildProcess } from 'node:child_process';

export const root: string;
/** V8's heap flags every start of the CMS runs with (the systemd unit's ExecStart too). */
export const CMS_NODE_FLAGS: readonly string[];
export type Part = ChildProcess & { name: string; output?: string };
export function waitForUrl(url: string, options?: { timeoutMs?: number; child?: ChildProcess; name?: string }): Promise<void>;
export function startCms(env: NodeJS.ProcessEnv, options?: { quiet?: boolean }): Promise<Part>;
export function startWeb(env: NodeJS.ProcessEnv, options?: { quiet?: boolean }): Promise<Part>;
export function stopAll(children: (Part | undefined)[]): Promise<void[]>;
export function standInEnv(standIn: { clientId: string; appId: number; urls: Record<string, string> }): Record<string, string>;
export function startStandInProcess(env: NodeJS.ProcessEnv): Promise<Part>;
export function freshSecrets(): Record<
  | 'APP_KEYS'
  | 'API_TOKEN_SALT'
  | 'ADMIN_JWT_SECRET'
  | 'TRANSFER_TOKEN_SALT'
  | 'JWT_SECRET'
  | 'ENCRYPTION_KEY'
  | 'SESSION_SECRET'
  | 'WEB_CMS_SECRET'
  | 'ADMIN_PASSWORD',
  string
>;
