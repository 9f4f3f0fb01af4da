export { defaultAppConfig, loadAppConfig, type AppConfigSource } from './load-app-config';
