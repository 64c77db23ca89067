import { createAppConfig } from '@koester/build/create-app-config';

export default createAppConfig({
  name: 'people',
  root: import.meta.dirname,
  title: 'Koester · people',
  exposes: { './routes': './src/routes.tsx', './dashboard-card': './src/components/upcoming-card.tsx' },
});
