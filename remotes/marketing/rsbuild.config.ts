import { createAppConfig } from '@koester/build/create-app-config';

export default createAppConfig({
  name: 'marketing',
  root: import.meta.dirname,
  title: 'Koester · marketing',
  exposes: { './routes': './src/routes.tsx' },
});
