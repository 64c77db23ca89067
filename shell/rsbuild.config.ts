import { createAppConfig } from '@koester/build/create-app-config';

export default createAppConfig({
  name: 'shell',
  root: import.meta.dirname,
  title: 'Koester',
});
