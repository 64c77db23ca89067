import { createAppConfig } from '@koester/build/create-app-config';

export default createAppConfig({
  name: 'feedback',
  root: import.meta.dirname,
  title: 'Koester · feedback',
  exposes: { './routes': './src/routes.tsx' },
});
