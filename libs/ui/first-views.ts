// `@draftroom/ui/first-views`: the server-side renderer of pages' first views (server-only, decisions 160 and 163).
export { renderFirstViews, renderWithData } from './src/first-view/render-first-views';
