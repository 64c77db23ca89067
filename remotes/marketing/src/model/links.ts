/** Where the site sends people outside it (the test programmes of the app stores, and email). */
export { ANDROID_TEST_URL, IOS_BETA_URL } from '@koester/shared/brand/app-links';
export { CONTACT_EMAIL } from '@koester/shared/brand/contact';
