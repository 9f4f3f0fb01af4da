// `@draftroom/ui/first-views`: the build-time renderer of pages' first views (server-only, decision 160).
export { renderFirstViews } from './src/first-view/render-first-views';
