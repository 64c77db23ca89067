/** The app's test programmes (spec §1: an Android test build and an iOS beta), linked from every download section. */
export const ANDROID_TEST_URL = 'https://play.google.com/apps/testing/app.koester';
export const IOS_BETA_URL = 'https://testflight.apple.com/join/koester';
