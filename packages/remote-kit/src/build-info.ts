declare const __APP_BUILD__: string | undefined;

/** The build of this remote (version, plus a label for canary builds); set by the shared webpack config. */
export const REMOTE_BUILD: string = typeof __APP_BUILD__ === 'string' ? __APP_BUILD__ : 'unbuilt';
