/** The site's one contact address, shown on /contact and /support (and written out in the legal texts). */
export const CONTACT_EMAIL = 'hallo@koester.app';
