import { createAppConfig } from '@koester/build/create-app-config';

export default createAppConfig({
  name: 'account',
  root: import.meta.dirname,
  title: 'Koester · account',
  exposes: { './routes': './src/routes.tsx' },
});
