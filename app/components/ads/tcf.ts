// The browser globals of the consent platform and the ad tags, as this site uses them.
import type { TcData } from "../../ads/consent.ts";

export type TcfCallback = (data: (TcData & { listenerId?: number }) | boolean | null, success: boolean) => void;
export type TcfApi = (command: string, version: number, callback: TcfCallback, parameter?: unknown) => void;

export interface AdGlobals {
  __tcfapi?: TcfApi;
  /** Google's consent platform: `callbackQueue.push(fn)` runs fn once it is ready. */
  googlefc?: { callbackQueue?: unknown[]; showRevocationMessage?: () => void };
}

export const adGlobals = () => window as unknown as AdGlobals & Record<string, unknown>;
