import type { Configuration } from 'webpack';
export declare const SHARED_SINGLETONS: string[];
export declare function createAppConfig(options: {
  dir: string;
  name: string;
  exposes?: Record<string, string>;
  isShell?: boolean;
  devPort: number;
}): (env: unknown, argv: { mode?: string }) => Configuration;
