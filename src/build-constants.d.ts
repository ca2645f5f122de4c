/** The year `vite build` ran (vite.config.ts `define`). */
declare const __BUILD_YEAR__: number;
/** The public address of the site's root, no trailing slash: SITE_URL + BASE_PATH at build (scripts/deployment.ts). */
declare const __SITE_URL__: string;
