import type { ChildProcess } from 'node:child_process';

export const NGINX: string;
export const NGINX_MISSING: string;
export function nginxInstalled(): boolean;
export function toLoopback(
  host: string,
  options: { all?: boolean },
  done: (error: null, address: string | { address: string; family: number }[], family?: number) => void,
): void;
export function prepareNginxDir(dir: string, hosts: string[]): string;
export function siteFile(options: {
  dir: string;
  siteHost: string;
  panelHost: string;
  httpsPort: number;
  httpPort: number;
  webPorts: number[];
  cmsPorts: number[];
  doorPort: number;
  kakaoTokenUrl?: string;
}): string;
export function nginxConf(options: {
  dir: string;
  site: string;
  extra?: string;
  workerProcesses?: number | 'auto';
  workerConnections?: number;
}): string;
export function startNginx(dir: string, conf: string): { child: ChildProcess; output(): string };
export function nginxWorkers(masterPid: number): number[];
