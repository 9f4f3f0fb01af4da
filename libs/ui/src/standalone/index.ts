export { renderStandalone } from './render-standalone';
export { StandaloneApp, type PageComponents, type StandaloneAppProps } from './standalone-app';
