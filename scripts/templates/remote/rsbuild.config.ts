import { createAppConfig } from '@koester/build/create-app-config';

export default createAppConfig({
  name: '__NAME__',
  root: import.meta.dirname,
  title: 'Koester · __NAME__',
  exposes: { './routes': './src/routes.tsx' },
});
