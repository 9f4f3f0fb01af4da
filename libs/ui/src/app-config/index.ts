export { loadAppConfig } from './load-app-config';
