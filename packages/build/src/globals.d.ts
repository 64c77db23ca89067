/** Set by each app's build (createAppConfig): its federation name and release id. */
declare const __KOESTER_APP__: string;
declare const __KOESTER_RELEASE__: string;
