import { createAppConfig } from '@koester/shared/build/create-app-config';

export default createAppConfig({
  name: 'shell',
  root: import.meta.dirname,
  title: 'Koester',
});
