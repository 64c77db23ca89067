import { createAppConfig } from '@koester/build/create-app-config';

export default createAppConfig({
  name: 'wishlist',
  root: import.meta.dirname,
  title: 'Koester · wishlist',
  exposes: { './routes': './src/routes.tsx' },
});
