/** Where the site sends people outside it (the test programmes of the app stores, and email). */
export const ANDROID_TEST_URL = 'https://play.google.com/apps/testing/app.koester';
export const IOS_BETA_URL = 'https://testflight.apple.com/join/koester';
export const CONTACT_EMAIL = 'hallo@koester.app';
