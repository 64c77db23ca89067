import { renderStandalone } from '@koester/shared/federation/render-standalone';
import * as routes from './routes';

void renderStandalone('people', routes);
