import { createRemoteRoutes } from '@koester/shared/federation/create-remote-routes';
import { registerAuthTexts } from '@koester/shared/auth/auth-texts';
import { registerNamespace } from '@koester/shared/i18n/i18n';
import { lazyPage } from '@koester/shared/ui/lazy-page';
import { LoginPage } from './pages/login-page';

// Only the visitor's language is fetched (and English, the fallback). The chunk names say which language a file
// holds: a prerendered page preloads its own language's.
registerNamespace('account', {
  nl: () => import(/* webpackChunkName: "texts-nl" */ './i18n/nl.json'),
  en: () => import(/* webpackChunkName: "texts-en" */ './i18n/en.json'),
  fr: () => import(/* webpackChunkName: "texts-fr" */ './i18n/fr.json'),
});
registerAuthTexts();

const remote = createRemoteRoutes({
  name: 'account',
  release: __KOESTER_RELEASE__,
  pages: {
    '/login': LoginPage,
    '/signup': lazyPage(async () => (await import('./pages/signup-page')).SignupPage),
    '/forgot-password': lazyPage(async () => (await import('./pages/forgot-password-page')).ForgotPasswordPage),
    '/reset-password': lazyPage(async () => (await import('./pages/reset-password-page')).ResetPasswordPage),
    '/verify-email': lazyPage(async () => (await import('./pages/verify-email-page')).VerifyEmailPage),
    '/change-password': lazyPage(async () => (await import('./pages/change-password-page')).ChangePasswordPage),
    '/pricing': lazyPage(async () => (await import('./pages/pricing-page')).PricingPage),
    '/payment-success': lazyPage(async () => (await import('./pages/payment-success-page')).PaymentSuccessPage),
    '/dashboard': lazyPage(async () => (await import('./pages/dashboard-page')).DashboardPage),
    '/tutorial': lazyPage(async () => (await import('./pages/tutorial-page')).TutorialPage),
    '/support': lazyPage(async () => (await import('./pages/support-page')).SupportPage),
    '/unsubscribe': lazyPage(async () => (await import('./pages/unsubscribe-page')).UnsubscribePage),
  },
});

export default remote.default;
export const paths = remote.paths;
